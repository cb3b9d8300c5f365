// @ts-check
// The site server's own copy of the stored pages Next serves, so that a page asked a thousand
// times a second is read from Next once a second, not a thousand times.
//
// A page answer is kept when Next says it may be shared (`s-maxage`, site/lib/server/
// secure-response.mjs decides), with its headers and its encoded body (./encoded-bodies.mjs). It is
// served from here for `ttlMs` (a second by default), then the next request for it goes through
// Next again (which revalidates the page on its own schedule, as before) while the others still get
// this copy; what Next answers replaces it. Everything is dropped as soon as Next stores a page or
// a tag is revalidated (lib/server/cache-handler.mjs calls `clear`), so an edit shows at once, as
// before. A copy being refreshed when that happens is not stored: it may be the old page.
//
// Only anonymous page views are answered here: GET or HEAD of a page, without Next's navigation
// headers (RSC), without the draft-mode cookie, without `?preview=`. Anything else goes to Next.

/**
 * @typedef {object} StoredPage
 * @property {number} status
 * @property {[string, string][]} headers Next's headers, to send again (no length, encoding or validator)
 * @property {import('./encoded-bodies.mjs').EncodedBody} body
 */

/** Next's request headers of client-side navigations and prefetches. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
/** Next's draft-mode cookie (lib/preview.ts): a visitor in preview gets pages rendered on demand. */
export const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;
/** How long other requests keep getting a copy while one request refreshes it. */
const REFRESH_WAIT_MS = 10_000;

/**
 * Whether `req` is an anonymous view of a page, which a stored copy may answer.
 * @param {import('node:http').IncomingMessage} req
 */
export function isPageView(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || /[?&]preview=/.test(url)) return false;
  for (const name of NAVIGATION_HEADERS) if (req.headers[name] !== undefined) return false;
  return !DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '');
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export function createPageCache({ ttlMs = 1000, maxEntries = 2000, now = Date.now } = {}) {
  /** @type {Map<string, { page: StoredPage, expires: number, refreshing: number }>} */
  const pages = new Map();
  let generation = 0;

  return {
    /**
     * The stored copy to answer `key` with, or undefined: then the request goes to Next, and
     * `generation` is given back to `store` with what it answered. While one request refreshes an
     * expired copy, the others get that copy.
     * @param {string} key
     * @returns {{ page: StoredPage } | { generation: number }}
     */
    lookup(key) {
      const held = pages.get(key);
      const at = now();
      // A refresh that never came back (the request failed) is given up after REFRESH_WAIT_MS.
      if (held && (held.expires > at || at - held.refreshing < REFRESH_WAIT_MS)) return { page: held.page };
      if (held) held.refreshing = at;
      return { generation };
    },
    /**
     * Keeps what Next answered for `key` (`page`), or forgets the copy (`undefined`: the answer was
     * not one to share). Ignored if the store was cleared since the request began.
     * @param {string} key
     * @param {number} since the generation `lookup` gave
     * @param {StoredPage | undefined} page
     */
    store(key, since, page) {
      if (since !== generation) return;
      pages.delete(key);
      if (!page) return;
      pages.set(key, { page, expires: now() + ttlMs, refreshing: -Infinity });
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries) break;
        pages.delete(oldest);
      }
    },
    /** Forgets every copy (Next stored a page, or revalidated a tag). */
    clear() {
      generation++;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

/** Where the site's server puts its page cache for Next's cache handler to clear. */
export const PAGE_CACHE_KEY = Symbol.for('campus.site.pageCache');
