import { LIST_ROUTES } from '@/lib/server/list-routes.mjs';

/** A cache tag as the backends name them: `node:{uuid}`, `node_list:article`, `router`. */
const TAG = /^[a-z_]+(?::[\w-]+)?$/;

/** What `revalidatePath` is called with: a page's path, or a prefix whose every page goes (`layout`). */
export type PathToRevalidate = { path: string; type?: 'layout' };

export interface Revalidation {
  tags: string[];
  paths: PathToRevalidate[];
}

const isSitePath = (value: string | null): value is string => value !== null && value.startsWith('/') && !value.startsWith('//');

/**
 * What a backend's call to `/api/revalidate` asks to refresh, whoever sends it:
 * - `tags`: the cache tags of the changed entity (`node:{uuid},node_list:offre_emploi`), which the
 *   embedded cms sends;
 * - `path` or `slug`: a path of the site. Drupal's `next` module (1.x, its "Path" revalidator) sends
 *   `?slug=/article/x&secret=…` once per path (the entity's, then the bundle's "additional paths",
 *   such as `/offres-emploi`); next-drupal's own route reads `slug`, the cms sends `path`.
 * The public path of a list (`/articles`, `/offres-emploi`…) is served from its cached routes
 * (`/articles/page/2`, `/offres-emploi/liste/cdi/tous/1`, lib/server/list-routes.mjs): those go with
 * it, every page and filter. `null` when nothing valid is asked.
 */
export function readRevalidation(params: URLSearchParams): Revalidation | null {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => TAG.test(tag));
  const asked = [params.get('path'), params.get('slug')].filter(isSitePath);
  const paths: PathToRevalidate[] = [];
  for (const path of new Set(asked)) {
    paths.push({ path });
    const list = LIST_ROUTES.find((route) => route.path === path.replace(/\/+$/, ''));
    if (list) paths.push({ path: list.cached, type: 'layout' });
  }
  if (tags.length === 0 && paths.length === 0) return null;
  return { tags, paths };
}
