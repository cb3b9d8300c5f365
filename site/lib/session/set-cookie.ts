import { type Cookie, parseSetCookie as parseHeader } from 'set-cookie-parser';
import { env } from '@/lib/env';

/**
 * The backend's `Set-Cookie` headers, read with set-cookie-parser (docs/dependencies.md): values
 * kept as sent (never decoded), one header at a time (`Headers.getSetCookie()` splits them).
 */
function parse(header: string): Cookie | undefined {
  return parseHeader(header, { decodeValues: false, split: false, silent: true })[0];
}

/** One `Set-Cookie` header split into name, value and the attributes Next's cookie store takes. */
export type ParsedSetCookie = { name: string; value: string; maxAge?: number; expires?: Date; path: string; httpOnly: boolean; sameSite: 'lax' | 'strict' | 'none' };

/** A backend cookie as the login sets it again on the site (`null` without a name); SameSite Lax unless it says otherwise. */
export function parseSetCookie(header: string): ParsedSetCookie | null {
  const cookie = parse(header);
  if (!cookie?.name) return null;
  const sameSite = cookie.sameSite?.toLowerCase();
  return {
    name: cookie.name,
    value: cookie.value,
    ...(cookie.maxAge !== undefined ? { maxAge: cookie.maxAge } : {}),
    ...(cookie.expires ? { expires: cookie.expires } : {}),
    path: cookie.path || '/',
    httpOnly: cookie.httpOnly === true,
    sameSite: sameSite === 'strict' || sameSite === 'none' ? sameSite : 'lax',
  };
}

/** Attributes written by `firstPartyCookie` itself; any other one the backend sent goes along as it came. */
const KNOWN = new Set(['name', 'value', 'path', 'expires', 'maxAge', 'domain', 'secure', 'httpOnly', 'sameSite', 'partitioned']);

/**
 * A backend `Set-Cookie` made first-party on the site's origin: no `Domain` (the browser scopes it
 * to the site), `Secure` only when the site itself is served over HTTPS. HttpOnly, SameSite, the
 * path and the lifetime stay.
 */
export function firstPartyCookie(setCookie: string, siteIsHttps: boolean = env.siteUrl.startsWith('https:')): string {
  const cookie = parse(setCookie);
  if (!cookie) return '';
  const others = Object.entries(cookie as unknown as Record<string, string>).filter(([name]) => !KNOWN.has(name));
  return [
    cookie.name ? `${cookie.name}=${cookie.value}` : cookie.value,
    cookie.path && `Path=${cookie.path}`,
    cookie.expires && `Expires=${cookie.expires.toUTCString()}`,
    cookie.maxAge !== undefined && `Max-Age=${cookie.maxAge}`,
    cookie.httpOnly && 'HttpOnly',
    cookie.sameSite && `SameSite=${cookie.sameSite}`,
    siteIsHttps && 'Secure',
    cookie.partitioned && 'Partitioned',
    ...others.map(([name, value]) => (value ? `${name}=${value}` : name)),
  ]
    .filter(Boolean)
    .join('; ');
}
