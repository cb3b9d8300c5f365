// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// Server-safe typed reads (server components, route handlers) through the site's NextDrupal client.

import { drupal } from '@/lib/drupal/client';
import type { PagerDocument } from '@/lib/drupal/pager';
import { toParams } from '@/lib/drupal/query';
import { assertNoErrors, toCollection, DEFAULT_PAGE_SIZE, type Collection } from './collection';
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
} from './resources';
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

export interface FetchOptions {
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
}

type Body = PagerDocument & Record<string, unknown>;

/** A page of `node--article` resources, with `meta.count`, links and pager. */
export async function fetchNodeArticleCollection(query: NodeArticleQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeArticle>> {
  const document = await drupal.getResourceCollection<Body>('node--article', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--article');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeArticle[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--article` resource by UUID. */
export async function fetchNodeArticle(id: string, query: NodeArticleResourceQuery = {}, options: FetchOptions = {}): Promise<NodeArticle> {
  const document = (await drupal.getResource('node--article', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--article');
  return drupal.deserialize(document) as unknown as NodeArticle;
}

/** A page of `node--evenement` resources, with `meta.count`, links and pager. */
export async function fetchNodeEvenementCollection(query: NodeEvenementQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeEvenement>> {
  const document = await drupal.getResourceCollection<Body>('node--evenement', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--evenement');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeEvenement[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--evenement` resource by UUID. */
export async function fetchNodeEvenement(id: string, query: NodeEvenementResourceQuery = {}, options: FetchOptions = {}): Promise<NodeEvenement> {
  const document = (await drupal.getResource('node--evenement', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--evenement');
  return drupal.deserialize(document) as unknown as NodeEvenement;
}

/** A page of `node--metier` resources, with `meta.count`, links and pager. */
export async function fetchNodeMetierCollection(query: NodeMetierQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeMetier>> {
  const document = await drupal.getResourceCollection<Body>('node--metier', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--metier');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeMetier[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--metier` resource by UUID. */
export async function fetchNodeMetier(id: string, query: NodeMetierResourceQuery = {}, options: FetchOptions = {}): Promise<NodeMetier> {
  const document = (await drupal.getResource('node--metier', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--metier');
  return drupal.deserialize(document) as unknown as NodeMetier;
}

/** A page of `node--formation` resources, with `meta.count`, links and pager. */
export async function fetchNodeFormationCollection(query: NodeFormationQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeFormation>> {
  const document = await drupal.getResourceCollection<Body>('node--formation', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--formation');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeFormation[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--formation` resource by UUID. */
export async function fetchNodeFormation(id: string, query: NodeFormationResourceQuery = {}, options: FetchOptions = {}): Promise<NodeFormation> {
  const document = (await drupal.getResource('node--formation', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--formation');
  return drupal.deserialize(document) as unknown as NodeFormation;
}

/** A page of `node--formation_carte` resources, with `meta.count`, links and pager. */
export async function fetchNodeFormationCarteCollection(query: NodeFormationCarteQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeFormationCarte>> {
  const document = await drupal.getResourceCollection<Body>('node--formation_carte', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--formation_carte');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeFormationCarte[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--formation_carte` resource by UUID. */
export async function fetchNodeFormationCarte(id: string, query: NodeFormationCarteResourceQuery = {}, options: FetchOptions = {}): Promise<NodeFormationCarte> {
  const document = (await drupal.getResource('node--formation_carte', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--formation_carte');
  return drupal.deserialize(document) as unknown as NodeFormationCarte;
}

/** A page of `node--menu_restaurant` resources, with `meta.count`, links and pager. */
export async function fetchNodeMenuRestaurantCollection(query: NodeMenuRestaurantQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeMenuRestaurant>> {
  const document = await drupal.getResourceCollection<Body>('node--menu_restaurant', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--menu_restaurant');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeMenuRestaurant[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--menu_restaurant` resource by UUID. */
export async function fetchNodeMenuRestaurant(id: string, query: NodeMenuRestaurantResourceQuery = {}, options: FetchOptions = {}): Promise<NodeMenuRestaurant> {
  const document = (await drupal.getResource('node--menu_restaurant', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--menu_restaurant');
  return drupal.deserialize(document) as unknown as NodeMenuRestaurant;
}

/** A page of `node--offre_emploi` resources, with `meta.count`, links and pager. */
export async function fetchNodeOffreEmploiCollection(query: NodeOffreEmploiQuery = {}, options: FetchOptions = {}): Promise<Collection<NodeOffreEmploi>> {
  const document = await drupal.getResourceCollection<Body>('node--offre_emploi', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--offre_emploi');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodeOffreEmploi[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--offre_emploi` resource by UUID. */
export async function fetchNodeOffreEmploi(id: string, query: NodeOffreEmploiResourceQuery = {}, options: FetchOptions = {}): Promise<NodeOffreEmploi> {
  const document = (await drupal.getResource('node--offre_emploi', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--offre_emploi');
  return drupal.deserialize(document) as unknown as NodeOffreEmploi;
}

/** A page of `node--page` resources, with `meta.count`, links and pager. */
export async function fetchNodePageCollection(query: NodePageQuery = {}, options: FetchOptions = {}): Promise<Collection<NodePage>> {
  const document = await drupal.getResourceCollection<Body>('node--page', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'node--page');
  const items = (drupal.deserialize(document) ?? []) as unknown as NodePage[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `node--page` resource by UUID. */
export async function fetchNodePage(id: string, query: NodePageResourceQuery = {}, options: FetchOptions = {}): Promise<NodePage> {
  const document = (await drupal.getResource('node--page', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'node--page');
  return drupal.deserialize(document) as unknown as NodePage;
}

/** A page of `taxonomy_term--secteur` resources, with `meta.count`, links and pager. */
export async function fetchTaxonomyTermSecteurCollection(query: TaxonomyTermSecteurQuery = {}, options: FetchOptions = {}): Promise<Collection<TaxonomyTermSecteur>> {
  const document = await drupal.getResourceCollection<Body>('taxonomy_term--secteur', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'taxonomy_term--secteur');
  const items = (drupal.deserialize(document) ?? []) as unknown as TaxonomyTermSecteur[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `taxonomy_term--secteur` resource by UUID. */
export async function fetchTaxonomyTermSecteur(id: string, query: TaxonomyTermSecteurResourceQuery = {}, options: FetchOptions = {}): Promise<TaxonomyTermSecteur> {
  const document = (await drupal.getResource('taxonomy_term--secteur', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'taxonomy_term--secteur');
  return drupal.deserialize(document) as unknown as TaxonomyTermSecteur;
}

/** A page of `taxonomy_term--niveau` resources, with `meta.count`, links and pager. */
export async function fetchTaxonomyTermNiveauCollection(query: TaxonomyTermNiveauQuery = {}, options: FetchOptions = {}): Promise<Collection<TaxonomyTermNiveau>> {
  const document = await drupal.getResourceCollection<Body>('taxonomy_term--niveau', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'taxonomy_term--niveau');
  const items = (drupal.deserialize(document) ?? []) as unknown as TaxonomyTermNiveau[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `taxonomy_term--niveau` resource by UUID. */
export async function fetchTaxonomyTermNiveau(id: string, query: TaxonomyTermNiveauResourceQuery = {}, options: FetchOptions = {}): Promise<TaxonomyTermNiveau> {
  const document = (await drupal.getResource('taxonomy_term--niveau', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'taxonomy_term--niveau');
  return drupal.deserialize(document) as unknown as TaxonomyTermNiveau;
}

/** A page of `taxonomy_term--type_contrat` resources, with `meta.count`, links and pager. */
export async function fetchTaxonomyTermTypeContratCollection(query: TaxonomyTermTypeContratQuery = {}, options: FetchOptions = {}): Promise<Collection<TaxonomyTermTypeContrat>> {
  const document = await drupal.getResourceCollection<Body>('taxonomy_term--type_contrat', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'taxonomy_term--type_contrat');
  const items = (drupal.deserialize(document) ?? []) as unknown as TaxonomyTermTypeContrat[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `taxonomy_term--type_contrat` resource by UUID. */
export async function fetchTaxonomyTermTypeContrat(id: string, query: TaxonomyTermTypeContratResourceQuery = {}, options: FetchOptions = {}): Promise<TaxonomyTermTypeContrat> {
  const document = (await drupal.getResource('taxonomy_term--type_contrat', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'taxonomy_term--type_contrat');
  return drupal.deserialize(document) as unknown as TaxonomyTermTypeContrat;
}

/** A page of `taxonomy_term--tags` resources, with `meta.count`, links and pager. */
export async function fetchTaxonomyTermTagsCollection(query: TaxonomyTermTagsQuery = {}, options: FetchOptions = {}): Promise<Collection<TaxonomyTermTags>> {
  const document = await drupal.getResourceCollection<Body>('taxonomy_term--tags', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'taxonomy_term--tags');
  const items = (drupal.deserialize(document) ?? []) as unknown as TaxonomyTermTags[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `taxonomy_term--tags` resource by UUID. */
export async function fetchTaxonomyTermTags(id: string, query: TaxonomyTermTagsResourceQuery = {}, options: FetchOptions = {}): Promise<TaxonomyTermTags> {
  const document = (await drupal.getResource('taxonomy_term--tags', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'taxonomy_term--tags');
  return drupal.deserialize(document) as unknown as TaxonomyTermTags;
}

/** A page of `taxonomy_term--categorie_evenement` resources, with `meta.count`, links and pager. */
export async function fetchTaxonomyTermCategorieEvenementCollection(query: TaxonomyTermCategorieEvenementQuery = {}, options: FetchOptions = {}): Promise<Collection<TaxonomyTermCategorieEvenement>> {
  const document = await drupal.getResourceCollection<Body>('taxonomy_term--categorie_evenement', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'taxonomy_term--categorie_evenement');
  const items = (drupal.deserialize(document) ?? []) as unknown as TaxonomyTermCategorieEvenement[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `taxonomy_term--categorie_evenement` resource by UUID. */
export async function fetchTaxonomyTermCategorieEvenement(id: string, query: TaxonomyTermCategorieEvenementResourceQuery = {}, options: FetchOptions = {}): Promise<TaxonomyTermCategorieEvenement> {
  const document = (await drupal.getResource('taxonomy_term--categorie_evenement', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'taxonomy_term--categorie_evenement');
  return drupal.deserialize(document) as unknown as TaxonomyTermCategorieEvenement;
}

/** A page of `taxonomy_term--campus` resources, with `meta.count`, links and pager. */
export async function fetchTaxonomyTermCampusCollection(query: TaxonomyTermCampusQuery = {}, options: FetchOptions = {}): Promise<Collection<TaxonomyTermCampus>> {
  const document = await drupal.getResourceCollection<Body>('taxonomy_term--campus', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'taxonomy_term--campus');
  const items = (drupal.deserialize(document) ?? []) as unknown as TaxonomyTermCampus[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `taxonomy_term--campus` resource by UUID. */
export async function fetchTaxonomyTermCampus(id: string, query: TaxonomyTermCampusResourceQuery = {}, options: FetchOptions = {}): Promise<TaxonomyTermCampus> {
  const document = (await drupal.getResource('taxonomy_term--campus', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'taxonomy_term--campus');
  return drupal.deserialize(document) as unknown as TaxonomyTermCampus;
}

/** A page of `user--user` resources, with `meta.count`, links and pager. */
export async function fetchUserUserCollection(query: UserUserQuery = {}, options: FetchOptions = {}): Promise<Collection<UserUser>> {
  const document = await drupal.getResourceCollection<Body>('user--user', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'user--user');
  const items = (drupal.deserialize(document) ?? []) as unknown as UserUser[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `user--user` resource by UUID. */
export async function fetchUserUser(id: string, query: UserUserResourceQuery = {}, options: FetchOptions = {}): Promise<UserUser> {
  const document = (await drupal.getResource('user--user', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'user--user');
  return drupal.deserialize(document) as unknown as UserUser;
}

/** A page of `file--file` resources, with `meta.count`, links and pager. */
export async function fetchFileFileCollection(query: FileFileQuery = {}, options: FetchOptions = {}): Promise<Collection<FileFile>> {
  const document = await drupal.getResourceCollection<Body>('file--file', { params: toParams(query), deserialize: false, ...options });
  assertNoErrors(document, 'file--file');
  const items = (drupal.deserialize(document) ?? []) as unknown as FileFile[];
  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);
}

/** One `file--file` resource by UUID. */
export async function fetchFileFile(id: string, query: FileFileResourceQuery = {}, options: FetchOptions = {}): Promise<FileFile> {
  const document = (await drupal.getResource('file--file', id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;
  assertNoErrors(document, 'file--file');
  return drupal.deserialize(document) as unknown as FileFile;
}
