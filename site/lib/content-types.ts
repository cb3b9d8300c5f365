import type { ResourceTypeName } from '@/lib/generated/resources';

/**
 * The site's one table of content types: for each node bundle of the content model, where its
 * pages live and which of the site's list pages show it. The sitemap, the navigation's sections,
 * the revalidation of list pages and the Drupal recipe's revalidation paths all follow it (a
 * test keeps the recipe and the cms model in step: content-types.test.ts).
 *
 * The bundles come from the generated types (`npm run codegen`), so that a bundle added to the
 * model (cms/src/content/model.ts) makes every `Record<NodeBundle, …>` of the site fail to
 * compile until it is given its place: this table, the sitemap's readers. docs/architecture.md,
 * "Adding a content type", has the whole recipe.
 */

/** The node bundles of the JSON:API, as the generated types name them (`article`, `offre_emploi`…). */
export type NodeBundle = ResourceTypeName extends infer Name ? (Name extends `node--${infer Bundle}` ? Bundle : never) : never;
/** The vocabularies of the JSON:API (`secteur`, `niveau`…). */
export type Vocabulary = ResourceTypeName extends infer Name ? (Name extends `taxonomy_term--${infer Bundle}` ? Bundle : never) : never;

export interface ContentType {
  /** The path its nodes' aliases start with (`/article` for `/article/{slug}`); `null`: anywhere (generic pages). */
  readonly prefix: string | null;
  /** The site's list pages of this bundle, whose cached renders its changes must refresh. */
  readonly lists: readonly string[];
  /** Whether its nodes are in the sitemap (job offers only while open: lib/drupal/sitemap.ts). */
  readonly inSitemap: boolean;
}

export const CONTENT_TYPES = {
  article: { prefix: '/article', lists: ['/articles'], inSitemap: true },
  evenement: { prefix: '/evenement', lists: ['/evenements', '/agenda'], inSitemap: true },
  formation: { prefix: '/formation', lists: ['/formations', '/nos-formations'], inSitemap: true },
  metier: { prefix: '/metier', lists: ['/metiers'], inSitemap: true },
  formation_carte: { prefix: '/formation-carte', lists: ['/formations-carte'], inSitemap: true },
  menu_restaurant: { prefix: '/menu-restaurant', lists: ['/menus-restaurant'], inSitemap: true },
  offre_emploi: { prefix: '/offres-emploi', lists: ['/offres-emploi'], inSitemap: true },
  page: { prefix: null, lists: [], inSitemap: true },
} as const satisfies Record<NodeBundle, ContentType>;

export const NODE_BUNDLES = Object.keys(CONTENT_TYPES) as NodeBundle[];

/** The home page shows the newest of these: their changes refresh it too. */
export const HOME_BUNDLES: readonly NodeBundle[] = ['article', 'evenement', 'formation', 'menu_restaurant', 'offre_emploi'];

/** Every path that belongs to `bundles`: their list pages, and their detail pages below their prefix. */
export function sectionsOf(...bundles: NodeBundle[]): string[] {
  const sections = bundles.flatMap((bundle) => {
    const type: ContentType = CONTENT_TYPES[bundle];
    return [...type.lists, ...(type.prefix ? [type.prefix] : [])];
  });
  return [...new Set(sections)];
}

/** The bundles a list page shows (`/agenda` → `evenement`). */
export function bundlesListedAt(path: string): NodeBundle[] {
  return NODE_BUNDLES.filter((bundle) => (CONTENT_TYPES[bundle] as ContentType).lists.includes(path));
}

/** Every list page of the table, once, in its order. */
export const LIST_PAGES: readonly string[] = [...new Set(NODE_BUNDLES.flatMap((bundle) => (CONTENT_TYPES[bundle] as ContentType).lists))];
