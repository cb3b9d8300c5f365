// @ts-check
// The lists that get traffic (`/articles`, `/evenements`, `/offres-emploi`) take their state from the
// query string (`?page=3`, the board's `?contrat=` and `?secteur=`), which makes Next render them on
// every view (about 40 pages/s here, against 600 for a cached page). The site's server (server.mjs)
// hands such a request to Next under a path that says the same thing (`/articles/page/3`,
// `/offres-emploi/liste/{contrat}/{secteur}/{page}`): those routes are prerendered, or rendered once
// on demand, then revalidated like every other page, so a list is served from the page cache. The
// address the visitor sees, the links and the canonical URL keep the query string.
//
// Left to the list's own page, rendered on each request as before: a free-text search of the board
// (`?q=`, `?lieu=`: unbounded, not worth a cache entry each), a value that is not slug-shaped
// (`?secteur=Boulangerie-p%C3%A2tisserie`: that page redirects it to the slug, or answers 404
// "Page Not Found"), and a visitor in preview (draft mode renders on each request).
//
// A slug-shaped value that is not its term's slug (`?secteur=8`, a uuid, an old slug) does reach the
// cached route, which redirects (308) to the public address with the slug (`/offres-emploi?secteur=
// boulangerie-patisserie`): Next keeps that redirect under the cached path, never under the
// canonical one. Parameters the list does not read (`utm_source`…) are not in that redirect.
//
// Not in the middleware: Next 15 serves a middleware rewrite to a path its build did not prerender
// without its page cache (it matches the route on the address asked, not the rewritten one).

/** A path segment standing for "no filter". */
export const ANY = 'tous';

/**
 * @typedef {{ path: string, cached: string, filters: readonly string[], uncached: readonly string[] }} ListRoute
 *   path: the public path of the list; cached: the prefix of its cached routes; filters: the query
 *   parameters that become path segments, in order, before the page; uncached: the parameters whose
 *   presence (non-empty) keeps the request on the page rendered on demand.
 */

/** @type {readonly ListRoute[]} */
export const LIST_ROUTES = [
  { path: '/articles', cached: '/articles/page', filters: [], uncached: [] },
  { path: '/evenements', cached: '/evenements/page', filters: [], uncached: [] },
  { path: '/offres-emploi', cached: '/offres-emploi/liste', filters: ['contrat', 'secteur'], uncached: ['q', 'lieu'] },
  { path: '/formations', cached: '/formations/liste', filters: ['niveau', 'secteur', 'campus', 'apprentissage'], uncached: [] },
];

const PAGE = /^[1-9]\d{0,5}$/;
// A term's slug (lib/term-slug.ts): lowercase letters and digits in dash-separated runs. A tid and
// a uuid have that shape too (redirected by the route); capitals, accents, spaces do not.
const TERM = /^(?=.{1,64}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The cached route for a list request, or `null` when the request is not a list's or must be
 * rendered on demand. Parameters other than the list's own (`utm_source`…) do not change the page.
 * @param {string} pathname
 * @param {URLSearchParams} query
 * @returns {string | null}
 */
export function cachedListPath(pathname, query) {
  const route = LIST_ROUTES.find((candidate) => candidate.path === pathname);
  if (!route) return null;
  /** @param {string} name @returns {string | null | undefined} undefined when given twice */
  const single = (name) => {
    const values = query.getAll(name);
    if (values.length > 1) return undefined;
    return values[0] || null;
  };
  if (route.uncached.some((name) => query.getAll(name).some(Boolean))) return null;
  const segments = [];
  for (const name of route.filters) {
    const value = single(name);
    if (value === undefined || (value !== null && (!TERM.test(value) || value === ANY))) return null;
    segments.push(value ?? ANY);
  }
  const page = single('page');
  if (page === undefined || (page !== null && !PAGE.test(page))) return null;
  segments.push(page ?? '1');
  return `${route.cached}/${segments.join('/')}`;
}

/**
 * The public address of a cached route asked directly (`/articles/page/2` → `/articles?page=2`),
 * or `null` for any other path.
 * @param {string} pathname
 * @returns {string | null}
 */
export function publicListUrl(pathname) {
  for (const route of LIST_ROUTES) {
    if (!pathname.startsWith(`${route.cached}/`)) continue;
    const segments = pathname.slice(route.cached.length + 1).split('/');
    if (segments.length !== route.filters.length + 1 || segments.some((segment) => !segment)) return null;
    const query = new URLSearchParams();
    route.filters.forEach((name, index) => {
      const value = decodeSegment(segments[index] ?? '');
      if (value && value !== ANY) query.set(name, value);
    });
    const page = decodeSegment(segments.at(-1) ?? '1');
    if (page !== '1') query.set('page', page);
    const search = query.toString();
    return `${route.path}${search ? `?${search}` : ''}`;
  }
  return null;
}

/** @param {string} segment */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Keeps one `Location` on the answer to a cached route. Next 15.5 sends a redirect thrown while such
 * a route is first rendered (a term named otherwise than by its slug) with its `Location` twice
 * (the render sets it, then the route appends the new cache entry's headers, that one included),
 * which clients read as `a, a`; from the cache it comes once. A second `Location` replaces the first.
 * @param {import('node:http').ServerResponse} res
 */
export function keepOneLocation(res) {
  const append = res.appendHeader;
  res.appendHeader = /** @type {typeof res.appendHeader} */ (
    function (/** @type {string} */ name, /** @type {string | readonly string[]} */ value) {
      if (name.toLowerCase() === 'location') return res.setHeader(name, Array.isArray(value) ? (value.at(-1) ?? '') : value);
      return Reflect.apply(append, res, [name, value]);
    }
  );
}
