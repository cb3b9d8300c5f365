// @ts-check
// Addresses whose path cannot be decoded: a broken percent-escape (`/article/%E0%A4%A`, `/100%`)
// or escapes that are not UTF-8 (`/offres-emploi/%C0%AF`). Next answers them with its bare English
// "400: Bad Request" page (its DecodeError); site/server.mjs hands Next the site's own not-found
// route instead, so that the visitor reads the French 404 page, in the site's layout, with the
// security headers and the policy of every page.
//
// 404, not 400: the specification's only statuses for a route are 404 ("unmatched or invalid
// route") and 500, and Drupal answers such a path 404 "Page not found" like any other path no
// route matches (PHP's rawurldecode never fails on it). A malformed query string is left to the
// page, which reads it as Next decodes it (a list's `?page=%E0%A4%A` fails its validity check: 404).

/** Next's route of the app's not-found page (app/not-found.tsx): always answers 404 with it. */
export const NOT_FOUND_ROUTE = '/_not-found';

/**
 * The Cache-Control of Next's own 404s. `/_not-found` asked directly comes with the prerendered
 * page's `s-maxage=31536000`: a shared cache (deploy/nginx, which takes the site's word for how
 * long) would keep a malformed address's 404 for a year.
 */
export const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Whether the path (as sent, still percent-encoded) cannot be decoded.
 * @param {string} pathname
 */
export function isMalformedPath(pathname) {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Turns the request into one for the not-found route, in the same response: `req.url` becomes
 * that route (the query goes too: nothing on that page reads it), and whatever Next sends is kept
 * private. The original path is the caller's to keep, for the page's message.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerAsNotFound(req, res) {
  req.url = NOT_FOUND_ROUTE;
  const { writeHead } = res;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {unknown[]} */ ...args) {
      // Headers passed to writeHead itself win over setHeader's: they are rewritten too.
      for (const arg of args) {
        if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
          for (const name of Object.keys(arg)) if (name.toLowerCase() === 'cache-control') delete /** @type {Record<string, unknown>} */ (arg)[name];
        }
      }
      if (!res.headersSent) res.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL);
      return Reflect.apply(writeHead, res, args);
    }
  );
}
