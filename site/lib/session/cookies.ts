/**
 * The site's own cookies around Drupal's session (product spec §3–4). None is an authority: the
 * backend decides who may read or write what, from its HttpOnly session cookie.
 */
export const CSRF_COOKIE = 'csrf_token';
export const LOGOUT_COOKIE = 'logout_token';
/** `{"uid","name"}` of the signed-in user, read by the header's account menu in the browser. */
export const USER_COOKIE = 'user';
/** The path to return to after login. */
export const AUTH_REDIRECT_COOKIE = 'authRedirect';

/** Drupal's session cookie: `SESS` (HTTP) or `SSESS` (HTTPS) and 32 hexadecimal digits. */
export const SESSION_COOKIE = /^S?SESS[0-9a-f]{32}$/;

export type SessionUser = { uid: string; name: string };

/** The paths that need a signed-in user; anyone else is sent to `/login` and brought back after. */
export const LOGIN_REQUIRED = [/^\/profile(\/modifier)?\/?$/, /^\/mes-offres-emploi\/?$/, /^\/offres-emploi\/deposer\/?$/, /^\/offres-emploi\/modifier\/[^/]+\/?$/];

export function requiresLogin(pathname: string): boolean {
  return LOGIN_REQUIRED.some((pattern) => pattern.test(pathname));
}

/**
 * A path of this site to go back to: it starts with one `/` (no `//host`, no `/\host`, no scheme),
 * and is not the login page itself; anything else gives `/`.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  const hasControlCharacter = [...decoded].some((character) => character.charCodeAt(0) < 0x20);
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\') || hasControlCharacter) return '/';
  if (/^\/login(\/|\?|$)/.test(decoded)) return '/';
  return decoded;
}

/** Reads the `user` cookie's value; `null` when absent or not what the site wrote. */
export function parseUserCookie(value: string | null | undefined): SessionUser | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { uid, name } = parsed as Record<string, unknown>;
    return typeof uid === 'string' && typeof name === 'string' && name !== '' ? { uid, name } : null;
  } catch {
    return null;
  }
}
