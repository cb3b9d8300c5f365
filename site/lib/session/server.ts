import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { DRUPAL_BASE_URL, env } from '@/lib/env';
import type { CurrentUserRow } from '@/lib/generated/resources';
import { AUTH_REDIRECT_COOKIE, CSRF_COOKIE, LOGOUT_COOKIE, SESSION_COOKIE, USER_COOKIE } from './cookies';
import { DRAFT_DATA_COOKIE, DRAFT_MODE_COOKIE, PREVIEW_BINDING_COOKIE } from '@/lib/preview';
import { readCurrentUser } from './current-user';
import { clientAddress } from './forward';
import { loginFailure, type LoginOutcome } from './login-form';
import { parseSetCookie } from './set-cookie';

const TIMEOUT_MS = 10_000;
const secure = () => env.siteUrl.startsWith('https:');

/** The `Cookie` header of the visitor's request, for the backend. */
export async function cookieHeader(): Promise<string> {
  return (await cookies())
    .getAll()
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/**
 * The signed-in user, read from the backend with the visitor's cookies (`GET /api/users`: one row,
 * or `[]`), never cached; `null` for an anonymous visitor or an ended session. Logged in means an
 * e-mail is present. Reading cookies makes the page that calls it rendered per request. Read once
 * per request (metadata and page share it).
 */
export const getCurrentUser = cache(async (): Promise<CurrentUserRow | null> => {
  if (!(await cookies()).getAll().some(({ name }) => SESSION_COOKIE.test(name))) return null;
  return (await readCurrentUser(await cookieHeader())) ?? null;
});

/**
 * Signs in with Drupal's core REST login and keeps its session on the site's origin: the session
 * cookie (HttpOnly, as Drupal sets it), plus `csrf_token`, `logout_token` (HttpOnly) and `user`.
 */
export async function loginWithBackend(name: string, pass: string): Promise<LoginOutcome> {
  const requestHeaders = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  const address = clientAddress(await headers());
  if (address) requestHeaders.set('X-Forwarded-For', address);
  let response: Response;
  try {
    response = await fetch(`${DRUPAL_BASE_URL}/user/login?_format=json`, {
      method: 'POST',
      headers: requestHeaders,
      body: JSON.stringify({ name, pass }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Logging in failed:', error);
    return { ok: false, reason: 'unavailable', status: 0 };
  }
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) return loginFailure(response.status, typeof record['message'] === 'string' ? record['message'] : '');
  const user = record['current_user'] as { uid?: unknown; name?: unknown } | undefined;
  const session = response.headers.getSetCookie().map(parseSetCookie).find((cookie) => cookie && SESSION_COOKIE.test(cookie.name));
  if (!session || typeof user?.uid !== 'string' || typeof user.name !== 'string') {
    console.error(`The backend's login answer had no session or user (status ${response.status}).`);
    return { ok: false, reason: 'unavailable', status: response.status };
  }
  const store = await cookies();
  const lifetime = { ...(session.maxAge !== undefined ? { maxAge: session.maxAge } : {}), ...(session.expires ? { expires: session.expires } : {}) };
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(), ...lifetime };
  store.set(session.name, decodeURIComponent(session.value), { ...common, httpOnly: true });
  if (typeof record['csrf_token'] === 'string') store.set(CSRF_COOKIE, record['csrf_token'], { ...common, httpOnly: false });
  if (typeof record['logout_token'] === 'string') store.set(LOGOUT_COOKIE, record['logout_token'], { ...common, httpOnly: true });
  store.set(USER_COOKIE, JSON.stringify({ uid: user.uid, name: user.name }), { ...common, httpOnly: false });
  return { ok: true };
}

/** Clears the session's cookies on the site (the backend's session cookie included), and ends preview. */
export async function clearSessionCookies(): Promise<void> {
  const store = await cookies();
  for (const { name } of store.getAll()) {
    if (SESSION_COOKIE.test(name) || [CSRF_COOKIE, LOGOUT_COOKIE, USER_COOKIE, DRAFT_MODE_COOKIE, DRAFT_DATA_COOKIE, PREVIEW_BINDING_COOKIE].includes(name)) store.delete(name);
  }
}

/** Ends the session on the backend (`POST /user/logout` with the logout token), then on the site. */
export async function logoutFromBackend(): Promise<void> {
  const store = await cookies();
  const token = store.get(LOGOUT_COOKIE)?.value;
  if (token) {
    try {
      const response = await fetch(`${DRUPAL_BASE_URL}/user/logout?_format=json&token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { Accept: 'application/json', Cookie: await cookieHeader() },
        cache: 'no-store',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status !== 204) console.error(`The backend's logout answered ${response.status}.`);
    } catch (error) {
      console.error('Logging out on the backend failed:', error);
    }
  }
  await clearSessionCookies();
}

/** The path saved before the login page, read once. */
export async function takeAuthRedirect(): Promise<string | undefined> {
  const store = await cookies();
  const value = store.get(AUTH_REDIRECT_COOKIE)?.value;
  if (value !== undefined) store.delete(AUTH_REDIRECT_COOKIE);
  return value;
}

/** The saved path without consuming it (a page render cannot change cookies). */
export async function peekAuthRedirect(): Promise<string | undefined> {
  return (await cookies()).get(AUTH_REDIRECT_COOKIE)?.value;
}
