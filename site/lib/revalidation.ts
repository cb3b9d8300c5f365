import { bundlesListedAt } from './content-types';
import { type CacheTag, listTag } from './drupal/cache';

/** A cache tag as the backends name them: `node:{uuid}`, `node_list:article`, `router` (lib/drupal/cache.ts). */
const TAG = /^[a-z_]+(?::[\w-]+)?$/;

/**
 * The cache tags of the list page at `path` (lib/content-types.ts): some lists' pages are served
 * from cached routes under another path (`/offres-emploi?page=2` is `/offres-emploi/liste/tous/tous/2`,
 * lib/server/list-routes.mjs), so that revalidating their public path alone would miss them; the
 * cache tag their reads carry (lib/drupal/*.ts) reaches every page and filter of them.
 */
function listTags(path: string): CacheTag[] {
  return bundlesListedAt(path).map(listTag);
}

export interface Revalidation {
  tags: string[];
  paths: string[];
}

const isSitePath = (value: string | null): value is string => value !== null && value.startsWith('/') && !value.startsWith('//');

/**
 * What a backend's call to `/api/revalidate` asks to refresh, whoever sends it:
 * - `tags`: the cache tags of the changed entity (`node:{uuid},node_list:offre_emploi`), which the
 *   embedded cms sends;
 * - `path` or `slug`: a path of the site. Drupal's `next` module (1.x, its "Path" revalidator) sends
 *   `?slug=/article/x&secret=…` once per path (the entity's, then the bundle's "additional paths",
 *   such as `/offres-emploi`), as next-drupal's own route reads it; the cms sends `path`.
 * The public path of a list (`/articles`, `/offres-emploi`…) also gives its list's tag, which
 * reaches every page and filter of it. `null` when nothing valid is asked.
 */
export function readRevalidation(params: URLSearchParams): Revalidation | null {
  const tags = new Set(
    (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => TAG.test(tag)),
  );
  const paths = [...new Set([params.get('path'), params.get('slug')].filter(isSitePath))];
  for (const path of paths) for (const tag of listTags(path.replace(/(.)\/+$/, '$1'))) tags.add(tag);
  if (tags.size === 0 && paths.length === 0) return null;
  return { tags: [...tags], paths };
}
