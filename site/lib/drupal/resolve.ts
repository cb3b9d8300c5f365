import { cache } from 'react';
import { REVALIDATE_SECONDS } from './cache';
import { drupal } from './client';

/** What lives at a path alias, as Drupal's Decoupled Router says. */
export type ResolvedPath = { uuid: string; resourceName: string; label: string | undefined };

/**
 * Resolves a path alias (`/article/portes-ouvertes`) through the Decoupled Router. `null` when
 * nothing lives there, when it is not a content entity, or when the backend cannot be reached (the
 * page then answers 404 rather than crash). Cached per request and revalidated with the content.
 */
export const resolvePath = cache(async (path: string): Promise<ResolvedPath | null> => {
  try {
    const translated = await drupal.translatePath(path, { withAuth: false, next: { revalidate: REVALIDATE_SECONDS, tags: ['router'] } });
    const uuid = translated?.entity?.uuid;
    const resourceName = translated?.jsonapi?.resourceName;
    if (!uuid || !resourceName) return null;
    return { uuid, resourceName, label: translated.label };
  } catch (error) {
    console.error(`Resolving ${path} failed:`, error);
    return null;
  }
});

/** Resolves `{prefix}/{slug}` and checks the resource type, e.g. `resolveSlug('/article', slug, 'node--article')`. */
export async function resolveSlug(prefix: string, slug: string, resourceName: string): Promise<ResolvedPath | null> {
  if (!/^[\p{L}\p{N}._~%-]+$/u.test(slug)) return null;
  const resolved = await resolvePath(`${prefix}/${slug}`);
  return resolved?.resourceName === resourceName ? resolved : null;
}
