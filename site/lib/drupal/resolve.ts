import { cache } from 'react';
import { CONTENT_TYPES, type NodeBundle } from '@/lib/content-types';
import { backendFetch } from '../backend-timeout';
import { DRUPAL_BASE_URL } from '../env';
import { cached, ROUTER_TAG } from './cache';
import { drupal } from './client';
import { readOrNotFound } from './errors';

/** What lives at a path alias, as Drupal's Decoupled Router says. */
export type ResolvedPath = { uuid: string; resourceName: string; label: string | undefined };

/**
 * Resolves a path alias (`/article/portes-ouvertes`) through the Decoupled Router. `null` when
 * nothing lives there for this visitor (404, or 403 for a draft) or when it is not a content
 * entity; a BackendError when the backend cannot answer, so that the page shows the error page
 * (or Next keeps serving the page it has cached) instead of "page not found". Cached per request
 * and revalidated with the content.
 */
export const resolvePath = cache(async (path: string): Promise<ResolvedPath | null> => {
  const translated = await readOrNotFound(`the path ${path}`, () => drupal.translatePath(path, { withAuth: false, ...cached(ROUTER_TAG) }));
  const uuid = translated?.entity?.uuid;
  const resourceName = translated?.jsonapi?.resourceName;
  if (!translated || !uuid || !resourceName) return null;
  return { uuid, resourceName, label: translated.label };
});

/**
 * Resolves `{prefix}/{slug}`, the prefix of `bundle` in lib/content-types.ts, and checks that a
 * node of that bundle lives there: `resolveSlug('article', slug)` for `/article/{slug}`.
 */
export async function resolveSlug(bundle: Exclude<NodeBundle, 'page'>, slug: string): Promise<ResolvedPath | null> {
  if (!/^[\p{L}\p{N}._~%-]+$/u.test(slug)) return null;
  const resolved = await resolvePath(`${CONTENT_TYPES[bundle].prefix}/${slug}`);
  return resolved?.resourceName === `node--${bundle}` ? resolved : null;
}

/**
 * The uuid the backend resolves `path` to for this visitor (drafts resolve for editors), or for the
 * site's OAuth client when `authorization` is its bearer token; `undefined` if none.
 */
export async function resolveForVisitor(path: string, cookie: string, authorization?: string): Promise<string | undefined> {
  try {
    const response = await backendFetch(`${DRUPAL_BASE_URL}/router/translate-path?path=${encodeURIComponent(path)}&_format=json`, {
      headers: { Accept: 'application/json', Cookie: cookie, ...(authorization ? { Authorization: authorization } : {}) },
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { entity?: { uuid?: unknown } };
    return typeof body.entity?.uuid === 'string' ? body.entity.uuid : undefined;
  } catch {
    return undefined;
  }
}
