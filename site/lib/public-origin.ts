import { env } from '@/lib/env';
import { PUBLIC_ORIGIN_HEADER } from '@/lib/server/public-origin.mjs';

/**
 * The site's origin as the visitor reached it (`SITE_URL`, or the request's `Host`), as worked out
 * by the site's server (server.mjs). Every origin check and absolute redirect uses this, never
 * `request.url`, which always says `http://localhost:PORT`.
 */
export function publicOrigin(headers: Headers): string {
  return headers.get(PUBLIC_ORIGIN_HEADER) ?? new URL(env.siteUrl).origin;
}

/** An absolute URL on the site's public origin for a path of the site (`/login`, `/api/preview?…`). */
export function publicUrl(headers: Headers, path: string): URL {
  return new URL(path, `${publicOrigin(headers)}/`);
}

/**
 * Whether a state-changing request comes from the site's own pages: its `Origin` is the public
 * origin, or, without `Origin`, the browser says `Sec-Fetch-Site: same-origin` (or sends neither,
 * as a client that is not a browser does: such a client cannot carry a visitor's cookies).
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin === publicOrigin(headers);
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}
