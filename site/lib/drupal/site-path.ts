/**
 * Paths the backend hands the site (`path.alias` of nodes and terms) end up as links on every list,
 * the home page and `sitemap.xml`. A backend that accepted `//evil.example/x` or `/\evil.example`
 * would have the site link off-site (browsers read both as another host), so such values are
 * dropped where documents enter the site, before any mapper sees them.
 */

/**
 * A path of this site: `/`, or one `/` followed by a letter or digit, with no whitespace, control
 * character or backslash anywhere (`/offres-emploi/commis-de-cuisine`, `/article/portes-ouvertes`).
 */
const SITE_PATH = /^\/(?:[\p{L}\p{N}][^\s\\\p{Cc}]*)?$/u;

/** `value` when it is a path of this site, `null` otherwise. */
export function sitePath(value: unknown): string | null {
  return typeof value === 'string' && SITE_PATH.test(value) ? value : null;
}

type Resource = { attributes?: Record<string, unknown> | undefined };
type Document = { data?: unknown; included?: unknown };

const resourcesOf = (value: unknown): Resource[] =>
  (Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : []).filter(
    (item): item is Resource => typeof item === 'object' && item !== null,
  );

/**
 * The same JSON:API document with every resource's `path.alias` that is not a path of this site
 * replaced by `null` (the resource then has no page to link to, as an unaliased node).
 */
export function withSitePaths<T>(document: T): T {
  if (!document || typeof document !== 'object') return document;
  const { data, included } = document as Document;
  for (const resource of [...resourcesOf(data), ...resourcesOf(included)]) {
    const path = resource.attributes?.['path'];
    if (!path || typeof path !== 'object') continue;
    const alias = (path as { alias?: unknown }).alias;
    if (alias !== null && alias !== undefined && sitePath(alias) === null) {
      resource.attributes = { ...resource.attributes, path: { ...path, alias: null } };
    }
  }
  return document;
}
