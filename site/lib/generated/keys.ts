// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// SWR keys (site-origin URLs) shared by the server fetchers and the client hooks.

import { toQueryString } from '@/lib/drupal/query';
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

export const nodeArticlePath = '/jsonapi/node/article';

export function nodeArticleCollectionKey(query: NodeArticleQuery = {}): string {
  return `${nodeArticlePath}${toQueryString(query)}`;
}

export function nodeArticleKey(id: string, query: NodeArticleResourceQuery = {}): string {
  return `${nodeArticlePath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodeEvenementPath = '/jsonapi/node/evenement';

export function nodeEvenementCollectionKey(query: NodeEvenementQuery = {}): string {
  return `${nodeEvenementPath}${toQueryString(query)}`;
}

export function nodeEvenementKey(id: string, query: NodeEvenementResourceQuery = {}): string {
  return `${nodeEvenementPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodeMetierPath = '/jsonapi/node/metier';

export function nodeMetierCollectionKey(query: NodeMetierQuery = {}): string {
  return `${nodeMetierPath}${toQueryString(query)}`;
}

export function nodeMetierKey(id: string, query: NodeMetierResourceQuery = {}): string {
  return `${nodeMetierPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodeFormationPath = '/jsonapi/node/formation';

export function nodeFormationCollectionKey(query: NodeFormationQuery = {}): string {
  return `${nodeFormationPath}${toQueryString(query)}`;
}

export function nodeFormationKey(id: string, query: NodeFormationResourceQuery = {}): string {
  return `${nodeFormationPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodeFormationCartePath = '/jsonapi/node/formation_carte';

export function nodeFormationCarteCollectionKey(query: NodeFormationCarteQuery = {}): string {
  return `${nodeFormationCartePath}${toQueryString(query)}`;
}

export function nodeFormationCarteKey(id: string, query: NodeFormationCarteResourceQuery = {}): string {
  return `${nodeFormationCartePath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodeMenuRestaurantPath = '/jsonapi/node/menu_restaurant';

export function nodeMenuRestaurantCollectionKey(query: NodeMenuRestaurantQuery = {}): string {
  return `${nodeMenuRestaurantPath}${toQueryString(query)}`;
}

export function nodeMenuRestaurantKey(id: string, query: NodeMenuRestaurantResourceQuery = {}): string {
  return `${nodeMenuRestaurantPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodeOffreEmploiPath = '/jsonapi/node/offre_emploi';

export function nodeOffreEmploiCollectionKey(query: NodeOffreEmploiQuery = {}): string {
  return `${nodeOffreEmploiPath}${toQueryString(query)}`;
}

export function nodeOffreEmploiKey(id: string, query: NodeOffreEmploiResourceQuery = {}): string {
  return `${nodeOffreEmploiPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const nodePagePath = '/jsonapi/node/page';

export function nodePageCollectionKey(query: NodePageQuery = {}): string {
  return `${nodePagePath}${toQueryString(query)}`;
}

export function nodePageKey(id: string, query: NodePageResourceQuery = {}): string {
  return `${nodePagePath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const taxonomyTermSecteurPath = '/jsonapi/taxonomy_term/secteur';

export function taxonomyTermSecteurCollectionKey(query: TaxonomyTermSecteurQuery = {}): string {
  return `${taxonomyTermSecteurPath}${toQueryString(query)}`;
}

export function taxonomyTermSecteurKey(id: string, query: TaxonomyTermSecteurResourceQuery = {}): string {
  return `${taxonomyTermSecteurPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const taxonomyTermNiveauPath = '/jsonapi/taxonomy_term/niveau';

export function taxonomyTermNiveauCollectionKey(query: TaxonomyTermNiveauQuery = {}): string {
  return `${taxonomyTermNiveauPath}${toQueryString(query)}`;
}

export function taxonomyTermNiveauKey(id: string, query: TaxonomyTermNiveauResourceQuery = {}): string {
  return `${taxonomyTermNiveauPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const taxonomyTermTypeContratPath = '/jsonapi/taxonomy_term/type_contrat';

export function taxonomyTermTypeContratCollectionKey(query: TaxonomyTermTypeContratQuery = {}): string {
  return `${taxonomyTermTypeContratPath}${toQueryString(query)}`;
}

export function taxonomyTermTypeContratKey(id: string, query: TaxonomyTermTypeContratResourceQuery = {}): string {
  return `${taxonomyTermTypeContratPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const taxonomyTermTagsPath = '/jsonapi/taxonomy_term/tags';

export function taxonomyTermTagsCollectionKey(query: TaxonomyTermTagsQuery = {}): string {
  return `${taxonomyTermTagsPath}${toQueryString(query)}`;
}

export function taxonomyTermTagsKey(id: string, query: TaxonomyTermTagsResourceQuery = {}): string {
  return `${taxonomyTermTagsPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const taxonomyTermCategorieEvenementPath = '/jsonapi/taxonomy_term/categorie_evenement';

export function taxonomyTermCategorieEvenementCollectionKey(query: TaxonomyTermCategorieEvenementQuery = {}): string {
  return `${taxonomyTermCategorieEvenementPath}${toQueryString(query)}`;
}

export function taxonomyTermCategorieEvenementKey(id: string, query: TaxonomyTermCategorieEvenementResourceQuery = {}): string {
  return `${taxonomyTermCategorieEvenementPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const taxonomyTermCampusPath = '/jsonapi/taxonomy_term/campus';

export function taxonomyTermCampusCollectionKey(query: TaxonomyTermCampusQuery = {}): string {
  return `${taxonomyTermCampusPath}${toQueryString(query)}`;
}

export function taxonomyTermCampusKey(id: string, query: TaxonomyTermCampusResourceQuery = {}): string {
  return `${taxonomyTermCampusPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const userUserPath = '/jsonapi/user/user';

export function userUserCollectionKey(query: UserUserQuery = {}): string {
  return `${userUserPath}${toQueryString(query)}`;
}

export function userUserKey(id: string, query: UserUserResourceQuery = {}): string {
  return `${userUserPath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const fileFilePath = '/jsonapi/file/file';

export function fileFileCollectionKey(query: FileFileQuery = {}): string {
  return `${fileFilePath}${toQueryString(query)}`;
}

export function fileFileKey(id: string, query: FileFileResourceQuery = {}): string {
  return `${fileFilePath}/${encodeURIComponent(id)}${toQueryString(query)}`;
}

export const currentUserKey = '/api/users?_format=json';
