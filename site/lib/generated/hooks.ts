// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// Client-only SWR hooks; never import this module from server code.

'use client';

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api } from '@/lib/api/client';
import { deserialize, type JsonApiDocument } from '@/lib/drupal/deserialize';
import { toCollection, DEFAULT_PAGE_SIZE, type Collection } from './collection';
import {
  nodeArticleCollectionKey,
  nodeArticleKey,
  nodeEvenementCollectionKey,
  nodeEvenementKey,
  nodeMetierCollectionKey,
  nodeMetierKey,
  nodeFormationCollectionKey,
  nodeFormationKey,
  nodeFormationCarteCollectionKey,
  nodeFormationCarteKey,
  nodeMenuRestaurantCollectionKey,
  nodeMenuRestaurantKey,
  nodeOffreEmploiCollectionKey,
  nodeOffreEmploiKey,
  nodePageCollectionKey,
  nodePageKey,
  taxonomyTermSecteurCollectionKey,
  taxonomyTermSecteurKey,
  taxonomyTermNiveauCollectionKey,
  taxonomyTermNiveauKey,
  taxonomyTermTypeContratCollectionKey,
  taxonomyTermTypeContratKey,
  taxonomyTermTagsCollectionKey,
  taxonomyTermTagsKey,
  taxonomyTermCategorieEvenementCollectionKey,
  taxonomyTermCategorieEvenementKey,
  taxonomyTermCampusCollectionKey,
  taxonomyTermCampusKey,
  userUserCollectionKey,
  userUserKey,
  fileFileCollectionKey,
  fileFileKey,
  currentUserKey,
} from './keys';
import type {
  NodeArticleQuery,
  NodeArticleResourceQuery,
  NodeEvenementQuery,
  NodeEvenementResourceQuery,
  NodeMetierQuery,
  NodeMetierResourceQuery,
  NodeFormationQuery,
  NodeFormationResourceQuery,
  NodeFormationCarteQuery,
  NodeFormationCarteResourceQuery,
  NodeMenuRestaurantQuery,
  NodeMenuRestaurantResourceQuery,
  NodeOffreEmploiQuery,
  NodeOffreEmploiResourceQuery,
  NodePageQuery,
  NodePageResourceQuery,
  TaxonomyTermSecteurQuery,
  TaxonomyTermSecteurResourceQuery,
  TaxonomyTermNiveauQuery,
  TaxonomyTermNiveauResourceQuery,
  TaxonomyTermTypeContratQuery,
  TaxonomyTermTypeContratResourceQuery,
  TaxonomyTermTagsQuery,
  TaxonomyTermTagsResourceQuery,
  TaxonomyTermCategorieEvenementQuery,
  TaxonomyTermCategorieEvenementResourceQuery,
  TaxonomyTermCampusQuery,
  TaxonomyTermCampusResourceQuery,
  UserUserQuery,
  UserUserResourceQuery,
  FileFileQuery,
  FileFileResourceQuery,
} from './queries';
import type {
  NodeArticle,
  NodeEvenement,
  NodeMetier,
  NodeFormation,
  NodeFormationCarte,
  NodeMenuRestaurant,
  NodeOffreEmploi,
  NodePage,
  TaxonomyTermSecteur,
  TaxonomyTermNiveau,
  TaxonomyTermTypeContrat,
  TaxonomyTermTags,
  TaxonomyTermCategorieEvenement,
  TaxonomyTermCampus,
  UserUser,
  FileFile,
  CurrentUserRow,
} from './resources';

/** A failed read: the HTTP status (0 when the network failed) and the error body. */
export class ApiReadError extends Error {
  constructor(readonly status: number, readonly body: unknown, url: string) {
    super(`GET ${url} failed (${status})`);
  }
}

async function read<T>(url: string, jsonapi = true): Promise<T> {
  const result = await api.get<T>(url, jsonapi);
  if (!result.ok) throw new ApiReadError(result.status, result.error, url);
  return result.data;
}

async function readCollection<T>(url: string, pageSize: number): Promise<Collection<T>> {
  const document = await read<JsonApiDocument>(url);
  return toCollection(document, (deserialize(document) ?? []) as unknown as T[], pageSize);
}

async function readResource<T>(url: string): Promise<T> {
  return deserialize(await read<JsonApiDocument>(url)) as unknown as T;
}

/** A page of `node--article` resources; `null` as query to wait. */
export function useNodeArticleCollection(
  query: NodeArticleQuery | null = {},
  config?: SWRConfiguration<Collection<NodeArticle>>,
): SWRResponse<Collection<NodeArticle>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeArticleCollectionKey(query), (url: string) => readCollection<NodeArticle>(url, pageSize), config);
}

/** One `node--article` resource; `null` as id to wait. */
export function useNodeArticle(
  id: string | null,
  query: NodeArticleResourceQuery = {},
  config?: SWRConfiguration<NodeArticle>,
): SWRResponse<NodeArticle> {
  return useSWR(id === null ? null : nodeArticleKey(id, query), (url: string) => readResource<NodeArticle>(url), config);
}

/** A page of `node--evenement` resources; `null` as query to wait. */
export function useNodeEvenementCollection(
  query: NodeEvenementQuery | null = {},
  config?: SWRConfiguration<Collection<NodeEvenement>>,
): SWRResponse<Collection<NodeEvenement>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeEvenementCollectionKey(query), (url: string) => readCollection<NodeEvenement>(url, pageSize), config);
}

/** One `node--evenement` resource; `null` as id to wait. */
export function useNodeEvenement(
  id: string | null,
  query: NodeEvenementResourceQuery = {},
  config?: SWRConfiguration<NodeEvenement>,
): SWRResponse<NodeEvenement> {
  return useSWR(id === null ? null : nodeEvenementKey(id, query), (url: string) => readResource<NodeEvenement>(url), config);
}

/** A page of `node--metier` resources; `null` as query to wait. */
export function useNodeMetierCollection(
  query: NodeMetierQuery | null = {},
  config?: SWRConfiguration<Collection<NodeMetier>>,
): SWRResponse<Collection<NodeMetier>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeMetierCollectionKey(query), (url: string) => readCollection<NodeMetier>(url, pageSize), config);
}

/** One `node--metier` resource; `null` as id to wait. */
export function useNodeMetier(
  id: string | null,
  query: NodeMetierResourceQuery = {},
  config?: SWRConfiguration<NodeMetier>,
): SWRResponse<NodeMetier> {
  return useSWR(id === null ? null : nodeMetierKey(id, query), (url: string) => readResource<NodeMetier>(url), config);
}

/** A page of `node--formation` resources; `null` as query to wait. */
export function useNodeFormationCollection(
  query: NodeFormationQuery | null = {},
  config?: SWRConfiguration<Collection<NodeFormation>>,
): SWRResponse<Collection<NodeFormation>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeFormationCollectionKey(query), (url: string) => readCollection<NodeFormation>(url, pageSize), config);
}

/** One `node--formation` resource; `null` as id to wait. */
export function useNodeFormation(
  id: string | null,
  query: NodeFormationResourceQuery = {},
  config?: SWRConfiguration<NodeFormation>,
): SWRResponse<NodeFormation> {
  return useSWR(id === null ? null : nodeFormationKey(id, query), (url: string) => readResource<NodeFormation>(url), config);
}

/** A page of `node--formation_carte` resources; `null` as query to wait. */
export function useNodeFormationCarteCollection(
  query: NodeFormationCarteQuery | null = {},
  config?: SWRConfiguration<Collection<NodeFormationCarte>>,
): SWRResponse<Collection<NodeFormationCarte>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeFormationCarteCollectionKey(query), (url: string) => readCollection<NodeFormationCarte>(url, pageSize), config);
}

/** One `node--formation_carte` resource; `null` as id to wait. */
export function useNodeFormationCarte(
  id: string | null,
  query: NodeFormationCarteResourceQuery = {},
  config?: SWRConfiguration<NodeFormationCarte>,
): SWRResponse<NodeFormationCarte> {
  return useSWR(id === null ? null : nodeFormationCarteKey(id, query), (url: string) => readResource<NodeFormationCarte>(url), config);
}

/** A page of `node--menu_restaurant` resources; `null` as query to wait. */
export function useNodeMenuRestaurantCollection(
  query: NodeMenuRestaurantQuery | null = {},
  config?: SWRConfiguration<Collection<NodeMenuRestaurant>>,
): SWRResponse<Collection<NodeMenuRestaurant>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeMenuRestaurantCollectionKey(query), (url: string) => readCollection<NodeMenuRestaurant>(url, pageSize), config);
}

/** One `node--menu_restaurant` resource; `null` as id to wait. */
export function useNodeMenuRestaurant(
  id: string | null,
  query: NodeMenuRestaurantResourceQuery = {},
  config?: SWRConfiguration<NodeMenuRestaurant>,
): SWRResponse<NodeMenuRestaurant> {
  return useSWR(id === null ? null : nodeMenuRestaurantKey(id, query), (url: string) => readResource<NodeMenuRestaurant>(url), config);
}

/** A page of `node--offre_emploi` resources; `null` as query to wait. */
export function useNodeOffreEmploiCollection(
  query: NodeOffreEmploiQuery | null = {},
  config?: SWRConfiguration<Collection<NodeOffreEmploi>>,
): SWRResponse<Collection<NodeOffreEmploi>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodeOffreEmploiCollectionKey(query), (url: string) => readCollection<NodeOffreEmploi>(url, pageSize), config);
}

/** One `node--offre_emploi` resource; `null` as id to wait. */
export function useNodeOffreEmploi(
  id: string | null,
  query: NodeOffreEmploiResourceQuery = {},
  config?: SWRConfiguration<NodeOffreEmploi>,
): SWRResponse<NodeOffreEmploi> {
  return useSWR(id === null ? null : nodeOffreEmploiKey(id, query), (url: string) => readResource<NodeOffreEmploi>(url), config);
}

/** A page of `node--page` resources; `null` as query to wait. */
export function useNodePageCollection(
  query: NodePageQuery | null = {},
  config?: SWRConfiguration<Collection<NodePage>>,
): SWRResponse<Collection<NodePage>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : nodePageCollectionKey(query), (url: string) => readCollection<NodePage>(url, pageSize), config);
}

/** One `node--page` resource; `null` as id to wait. */
export function useNodePage(
  id: string | null,
  query: NodePageResourceQuery = {},
  config?: SWRConfiguration<NodePage>,
): SWRResponse<NodePage> {
  return useSWR(id === null ? null : nodePageKey(id, query), (url: string) => readResource<NodePage>(url), config);
}

/** A page of `taxonomy_term--secteur` resources; `null` as query to wait. */
export function useTaxonomyTermSecteurCollection(
  query: TaxonomyTermSecteurQuery | null = {},
  config?: SWRConfiguration<Collection<TaxonomyTermSecteur>>,
): SWRResponse<Collection<TaxonomyTermSecteur>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : taxonomyTermSecteurCollectionKey(query), (url: string) => readCollection<TaxonomyTermSecteur>(url, pageSize), config);
}

/** One `taxonomy_term--secteur` resource; `null` as id to wait. */
export function useTaxonomyTermSecteur(
  id: string | null,
  query: TaxonomyTermSecteurResourceQuery = {},
  config?: SWRConfiguration<TaxonomyTermSecteur>,
): SWRResponse<TaxonomyTermSecteur> {
  return useSWR(id === null ? null : taxonomyTermSecteurKey(id, query), (url: string) => readResource<TaxonomyTermSecteur>(url), config);
}

/** A page of `taxonomy_term--niveau` resources; `null` as query to wait. */
export function useTaxonomyTermNiveauCollection(
  query: TaxonomyTermNiveauQuery | null = {},
  config?: SWRConfiguration<Collection<TaxonomyTermNiveau>>,
): SWRResponse<Collection<TaxonomyTermNiveau>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : taxonomyTermNiveauCollectionKey(query), (url: string) => readCollection<TaxonomyTermNiveau>(url, pageSize), config);
}

/** One `taxonomy_term--niveau` resource; `null` as id to wait. */
export function useTaxonomyTermNiveau(
  id: string | null,
  query: TaxonomyTermNiveauResourceQuery = {},
  config?: SWRConfiguration<TaxonomyTermNiveau>,
): SWRResponse<TaxonomyTermNiveau> {
  return useSWR(id === null ? null : taxonomyTermNiveauKey(id, query), (url: string) => readResource<TaxonomyTermNiveau>(url), config);
}

/** A page of `taxonomy_term--type_contrat` resources; `null` as query to wait. */
export function useTaxonomyTermTypeContratCollection(
  query: TaxonomyTermTypeContratQuery | null = {},
  config?: SWRConfiguration<Collection<TaxonomyTermTypeContrat>>,
): SWRResponse<Collection<TaxonomyTermTypeContrat>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : taxonomyTermTypeContratCollectionKey(query), (url: string) => readCollection<TaxonomyTermTypeContrat>(url, pageSize), config);
}

/** One `taxonomy_term--type_contrat` resource; `null` as id to wait. */
export function useTaxonomyTermTypeContrat(
  id: string | null,
  query: TaxonomyTermTypeContratResourceQuery = {},
  config?: SWRConfiguration<TaxonomyTermTypeContrat>,
): SWRResponse<TaxonomyTermTypeContrat> {
  return useSWR(id === null ? null : taxonomyTermTypeContratKey(id, query), (url: string) => readResource<TaxonomyTermTypeContrat>(url), config);
}

/** A page of `taxonomy_term--tags` resources; `null` as query to wait. */
export function useTaxonomyTermTagsCollection(
  query: TaxonomyTermTagsQuery | null = {},
  config?: SWRConfiguration<Collection<TaxonomyTermTags>>,
): SWRResponse<Collection<TaxonomyTermTags>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : taxonomyTermTagsCollectionKey(query), (url: string) => readCollection<TaxonomyTermTags>(url, pageSize), config);
}

/** One `taxonomy_term--tags` resource; `null` as id to wait. */
export function useTaxonomyTermTags(
  id: string | null,
  query: TaxonomyTermTagsResourceQuery = {},
  config?: SWRConfiguration<TaxonomyTermTags>,
): SWRResponse<TaxonomyTermTags> {
  return useSWR(id === null ? null : taxonomyTermTagsKey(id, query), (url: string) => readResource<TaxonomyTermTags>(url), config);
}

/** A page of `taxonomy_term--categorie_evenement` resources; `null` as query to wait. */
export function useTaxonomyTermCategorieEvenementCollection(
  query: TaxonomyTermCategorieEvenementQuery | null = {},
  config?: SWRConfiguration<Collection<TaxonomyTermCategorieEvenement>>,
): SWRResponse<Collection<TaxonomyTermCategorieEvenement>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : taxonomyTermCategorieEvenementCollectionKey(query), (url: string) => readCollection<TaxonomyTermCategorieEvenement>(url, pageSize), config);
}

/** One `taxonomy_term--categorie_evenement` resource; `null` as id to wait. */
export function useTaxonomyTermCategorieEvenement(
  id: string | null,
  query: TaxonomyTermCategorieEvenementResourceQuery = {},
  config?: SWRConfiguration<TaxonomyTermCategorieEvenement>,
): SWRResponse<TaxonomyTermCategorieEvenement> {
  return useSWR(id === null ? null : taxonomyTermCategorieEvenementKey(id, query), (url: string) => readResource<TaxonomyTermCategorieEvenement>(url), config);
}

/** A page of `taxonomy_term--campus` resources; `null` as query to wait. */
export function useTaxonomyTermCampusCollection(
  query: TaxonomyTermCampusQuery | null = {},
  config?: SWRConfiguration<Collection<TaxonomyTermCampus>>,
): SWRResponse<Collection<TaxonomyTermCampus>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : taxonomyTermCampusCollectionKey(query), (url: string) => readCollection<TaxonomyTermCampus>(url, pageSize), config);
}

/** One `taxonomy_term--campus` resource; `null` as id to wait. */
export function useTaxonomyTermCampus(
  id: string | null,
  query: TaxonomyTermCampusResourceQuery = {},
  config?: SWRConfiguration<TaxonomyTermCampus>,
): SWRResponse<TaxonomyTermCampus> {
  return useSWR(id === null ? null : taxonomyTermCampusKey(id, query), (url: string) => readResource<TaxonomyTermCampus>(url), config);
}

/** A page of `user--user` resources; `null` as query to wait. */
export function useUserUserCollection(
  query: UserUserQuery | null = {},
  config?: SWRConfiguration<Collection<UserUser>>,
): SWRResponse<Collection<UserUser>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : userUserCollectionKey(query), (url: string) => readCollection<UserUser>(url, pageSize), config);
}

/** One `user--user` resource; `null` as id to wait. */
export function useUserUser(
  id: string | null,
  query: UserUserResourceQuery = {},
  config?: SWRConfiguration<UserUser>,
): SWRResponse<UserUser> {
  return useSWR(id === null ? null : userUserKey(id, query), (url: string) => readResource<UserUser>(url), config);
}

/** A page of `file--file` resources; `null` as query to wait. */
export function useFileFileCollection(
  query: FileFileQuery | null = {},
  config?: SWRConfiguration<Collection<FileFile>>,
): SWRResponse<Collection<FileFile>> {
  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;
  return useSWR(query === null ? null : fileFileCollectionKey(query), (url: string) => readCollection<FileFile>(url, pageSize), config);
}

/** One `file--file` resource; `null` as id to wait. */
export function useFileFile(
  id: string | null,
  query: FileFileResourceQuery = {},
  config?: SWRConfiguration<FileFile>,
): SWRResponse<FileFile> {
  return useSWR(id === null ? null : fileFileKey(id, query), (url: string) => readResource<FileFile>(url), config);
}

/** The signed-in user (`/api/users`), or `null` for an anonymous visitor. */
export function useCurrentUser(config?: SWRConfiguration<CurrentUserRow | null>): SWRResponse<CurrentUserRow | null> {
  return useSWR(currentUserKey, async (url: string) => (await read<CurrentUserRow[]>(url, false))[0] ?? null, config);
}
