// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// Typed writes through the site's API client (browser).

import { api, type ApiResult } from '@/lib/api/client';
import {
  nodeArticlePath,
  nodeEvenementPath,
  nodeMetierPath,
  nodeFormationPath,
  nodeFormationCartePath,
  nodeMenuRestaurantPath,
  nodeOffreEmploiPath,
  nodePagePath,
  userUserPath,
} from './keys';
import type {
  NodeArticleDocument,
  NodeArticleCreatePayload,
  NodeArticleUpdatePayload,
  NodeEvenementDocument,
  NodeEvenementCreatePayload,
  NodeEvenementUpdatePayload,
  NodeMetierDocument,
  NodeMetierCreatePayload,
  NodeMetierUpdatePayload,
  NodeFormationDocument,
  NodeFormationCreatePayload,
  NodeFormationUpdatePayload,
  NodeFormationCarteDocument,
  NodeFormationCarteCreatePayload,
  NodeFormationCarteUpdatePayload,
  NodeMenuRestaurantDocument,
  NodeMenuRestaurantCreatePayload,
  NodeMenuRestaurantUpdatePayload,
  NodeOffreEmploiDocument,
  NodeOffreEmploiCreatePayload,
  NodeOffreEmploiUpdatePayload,
  NodePageDocument,
  NodePageCreatePayload,
  NodePageUpdatePayload,
  UserUserDocument,
  UserUserUpdatePayload,
} from './resources';

// node--article

/** Creates a `node--article`; `data` is the resource object without its `type`. */
export function createNodeArticle(data: Omit<NodeArticleCreatePayload['data'], 'type'>): Promise<ApiResult<NodeArticleDocument>> {
  const body: NodeArticleCreatePayload = { data: { ...data, type: 'node--article' } };
  return api.post<NodeArticleDocument>(nodeArticlePath, body);
}

/** Updates a `node--article`; the payload sent carries the id. */
export function updateNodeArticle(id: string, data: Omit<NodeArticleUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeArticleDocument>> {
  const body: NodeArticleUpdatePayload = { data: { ...data, type: 'node--article', id } };
  return api.patch<NodeArticleDocument>(`${nodeArticlePath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--article`. */
export function deleteNodeArticle(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeArticlePath}/${encodeURIComponent(id)}`);
}

// node--evenement

/** Creates a `node--evenement`; `data` is the resource object without its `type`. */
export function createNodeEvenement(data: Omit<NodeEvenementCreatePayload['data'], 'type'>): Promise<ApiResult<NodeEvenementDocument>> {
  const body: NodeEvenementCreatePayload = { data: { ...data, type: 'node--evenement' } };
  return api.post<NodeEvenementDocument>(nodeEvenementPath, body);
}

/** Updates a `node--evenement`; the payload sent carries the id. */
export function updateNodeEvenement(id: string, data: Omit<NodeEvenementUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeEvenementDocument>> {
  const body: NodeEvenementUpdatePayload = { data: { ...data, type: 'node--evenement', id } };
  return api.patch<NodeEvenementDocument>(`${nodeEvenementPath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--evenement`. */
export function deleteNodeEvenement(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeEvenementPath}/${encodeURIComponent(id)}`);
}

// node--metier

/** Creates a `node--metier`; `data` is the resource object without its `type`. */
export function createNodeMetier(data: Omit<NodeMetierCreatePayload['data'], 'type'>): Promise<ApiResult<NodeMetierDocument>> {
  const body: NodeMetierCreatePayload = { data: { ...data, type: 'node--metier' } };
  return api.post<NodeMetierDocument>(nodeMetierPath, body);
}

/** Updates a `node--metier`; the payload sent carries the id. */
export function updateNodeMetier(id: string, data: Omit<NodeMetierUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeMetierDocument>> {
  const body: NodeMetierUpdatePayload = { data: { ...data, type: 'node--metier', id } };
  return api.patch<NodeMetierDocument>(`${nodeMetierPath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--metier`. */
export function deleteNodeMetier(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeMetierPath}/${encodeURIComponent(id)}`);
}

// node--formation

/** Creates a `node--formation`; `data` is the resource object without its `type`. */
export function createNodeFormation(data: Omit<NodeFormationCreatePayload['data'], 'type'>): Promise<ApiResult<NodeFormationDocument>> {
  const body: NodeFormationCreatePayload = { data: { ...data, type: 'node--formation' } };
  return api.post<NodeFormationDocument>(nodeFormationPath, body);
}

/** Updates a `node--formation`; the payload sent carries the id. */
export function updateNodeFormation(id: string, data: Omit<NodeFormationUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeFormationDocument>> {
  const body: NodeFormationUpdatePayload = { data: { ...data, type: 'node--formation', id } };
  return api.patch<NodeFormationDocument>(`${nodeFormationPath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--formation`. */
export function deleteNodeFormation(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeFormationPath}/${encodeURIComponent(id)}`);
}

// node--formation_carte

/** Creates a `node--formation_carte`; `data` is the resource object without its `type`. */
export function createNodeFormationCarte(data: Omit<NodeFormationCarteCreatePayload['data'], 'type'>): Promise<ApiResult<NodeFormationCarteDocument>> {
  const body: NodeFormationCarteCreatePayload = { data: { ...data, type: 'node--formation_carte' } };
  return api.post<NodeFormationCarteDocument>(nodeFormationCartePath, body);
}

/** Updates a `node--formation_carte`; the payload sent carries the id. */
export function updateNodeFormationCarte(id: string, data: Omit<NodeFormationCarteUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeFormationCarteDocument>> {
  const body: NodeFormationCarteUpdatePayload = { data: { ...data, type: 'node--formation_carte', id } };
  return api.patch<NodeFormationCarteDocument>(`${nodeFormationCartePath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--formation_carte`. */
export function deleteNodeFormationCarte(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeFormationCartePath}/${encodeURIComponent(id)}`);
}

// node--menu_restaurant

/** Creates a `node--menu_restaurant`; `data` is the resource object without its `type`. */
export function createNodeMenuRestaurant(data: Omit<NodeMenuRestaurantCreatePayload['data'], 'type'>): Promise<ApiResult<NodeMenuRestaurantDocument>> {
  const body: NodeMenuRestaurantCreatePayload = { data: { ...data, type: 'node--menu_restaurant' } };
  return api.post<NodeMenuRestaurantDocument>(nodeMenuRestaurantPath, body);
}

/** Updates a `node--menu_restaurant`; the payload sent carries the id. */
export function updateNodeMenuRestaurant(id: string, data: Omit<NodeMenuRestaurantUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeMenuRestaurantDocument>> {
  const body: NodeMenuRestaurantUpdatePayload = { data: { ...data, type: 'node--menu_restaurant', id } };
  return api.patch<NodeMenuRestaurantDocument>(`${nodeMenuRestaurantPath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--menu_restaurant`. */
export function deleteNodeMenuRestaurant(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeMenuRestaurantPath}/${encodeURIComponent(id)}`);
}

// node--offre_emploi

/** Creates a `node--offre_emploi`; `data` is the resource object without its `type`. */
export function createNodeOffreEmploi(data: Omit<NodeOffreEmploiCreatePayload['data'], 'type'>): Promise<ApiResult<NodeOffreEmploiDocument>> {
  const body: NodeOffreEmploiCreatePayload = { data: { ...data, type: 'node--offre_emploi' } };
  return api.post<NodeOffreEmploiDocument>(nodeOffreEmploiPath, body);
}

/** Updates a `node--offre_emploi`; the payload sent carries the id. */
export function updateNodeOffreEmploi(id: string, data: Omit<NodeOffreEmploiUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodeOffreEmploiDocument>> {
  const body: NodeOffreEmploiUpdatePayload = { data: { ...data, type: 'node--offre_emploi', id } };
  return api.patch<NodeOffreEmploiDocument>(`${nodeOffreEmploiPath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--offre_emploi`. */
export function deleteNodeOffreEmploi(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodeOffreEmploiPath}/${encodeURIComponent(id)}`);
}

// node--page

/** Creates a `node--page`; `data` is the resource object without its `type`. */
export function createNodePage(data: Omit<NodePageCreatePayload['data'], 'type'>): Promise<ApiResult<NodePageDocument>> {
  const body: NodePageCreatePayload = { data: { ...data, type: 'node--page' } };
  return api.post<NodePageDocument>(nodePagePath, body);
}

/** Updates a `node--page`; the payload sent carries the id. */
export function updateNodePage(id: string, data: Omit<NodePageUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<NodePageDocument>> {
  const body: NodePageUpdatePayload = { data: { ...data, type: 'node--page', id } };
  return api.patch<NodePageDocument>(`${nodePagePath}/${encodeURIComponent(id)}`, body);
}

/** Deletes a `node--page`. */
export function deleteNodePage(id: string): Promise<ApiResult<null>> {
  return api.delete<null>(`${nodePagePath}/${encodeURIComponent(id)}`);
}

// user--user

/** Updates a `user--user`; the payload sent carries the id. */
export function updateUserUser(id: string, data: Omit<UserUserUpdatePayload['data'], 'type' | 'id'>): Promise<ApiResult<UserUserDocument>> {
  const body: UserUserUpdatePayload = { data: { ...data, type: 'user--user', id } };
  return api.patch<UserUserDocument>(`${userUserPath}/${encodeURIComponent(id)}`, body);
}
