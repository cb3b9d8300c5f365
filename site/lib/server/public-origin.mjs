// @ts-check
// The site's origin as its visitors reach it, worked out once per request by site/server.mjs and
// handed to the app in a request header that only this server writes (lib/public-origin.ts reads
// it). Next's own `request.url` cannot be used for this: it always names the address the server
// was started with (`http://localhost:PORT`), whatever the visitor typed or the proxy forwarded.

/** The request header carrying the public origin to the app; a visitor's own copy is dropped. */
export const PUBLIC_ORIGIN_HEADER = 'x-campus-public-origin';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The configured public origin (`SITE_URL`), or `undefined` when the site is to use each request's
 * own `Host`.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function configuredOrigin(env) {
  const value = env['SITE_URL'];
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin of this request as the visitor sees it: `SITE_URL`'s when it is set; otherwise the
 * request's `Host` (when it is a well-formed host) under the scheme the visitor used; otherwise
 * `fallback`. Never `X-Forwarded-Host`: with `SITE_URL` unset, the proxy passes the visitor's `Host`.
 * @param {{ configured: string | undefined, host: string | undefined, https: boolean, fallback: string }} request
 * @returns {string}
 */
export function publicOriginOf({ configured, host, https, fallback }) {
  if (configured) return configured;
  const name = host?.trim().toLowerCase();
  if (!name || !HOST.test(name)) return fallback;
  return new URL(`${https ? 'https' : 'http'}://${name}`).origin;
}
