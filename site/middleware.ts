import { type NextRequest, NextResponse } from 'next/server';
import {
  AUTH_REDIRECT_COOKIE,
  CSRF_COOKIE,
  LOGOUT_COOKIE,
  requiresLogin,
  safeReturnPath,
  SESSION_COOKIE,
  USER_COOKIE,
} from '@/lib/session/cookies';
import { readCurrentUser } from '@/lib/session/current-user';
import { DRAFT_MODE_COOKIE } from '@/lib/preview';
import { publicOrigin, publicUrl } from '@/lib/public-origin';

// Only the pages that need a session, the login page, and a page asked with `?preview=true` by
// a browser not in preview yet; every other request skips this.
export const config = {
  matcher: [
    '/login',
    '/profile',
    '/profile/modifier',
    '/mes-offres-emploi',
    '/offres-emploi/deposer',
    '/offres-emploi/modifier/:id',
    {
      source: '/((?!api/|_next/|builds/|jsonapi/|user/|session/|sites/|webform_rest/).*)',
      has: [{ type: 'query', key: 'preview', value: 'true' }],
      // Literal: Next reads this config statically (DRAFT_MODE_COOKIE).
      missing: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
  runtime: 'nodejs',
};

const hasSessionCookie = (request: NextRequest) => request.cookies.getAll().some(({ name }) => SESSION_COOKIE.test(name));

/** Whether the visitor's cookies carry a live session, asked to the backend (`GET /api/users`). */
async function isSignedIn(request: NextRequest): Promise<boolean> {
  if (!hasSessionCookie(request)) return false;
  const user = await readCurrentUser(request.headers.get('cookie') ?? '');
  // The backend cannot say (`undefined`): let the page answer (it shows its own message).
  return user !== null;
}

/**
 * Login-required pages send an anonymous visitor (or one whose session has ended) to `/login`,
 * remembering the page in `authRedirect` and clearing the session's leftovers; `/login` sends a
 * signed-in user on to that page, or home.
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // `?preview=true`: a visitor with a session goes through /api/preview, which turns preview on
  // if the session is alive. Anyone else simply gets the page (published content, from the cache).
  if (request.nextUrl.searchParams.get('preview') === 'true' && !request.cookies.has(DRAFT_MODE_COOKIE) && hasSessionCookie(request)) {
    const response = NextResponse.redirect(publicUrl(request.headers, `/api/preview?path=${encodeURIComponent(`${pathname}${search}`)}`), 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  const signedIn = await isSignedIn(request);
  // Redirects and cookies follow the site's public origin (`request.url` names the server's own address).
  const secure = publicOrigin(request.headers).startsWith('https:');
  if (pathname === '/login') {
    if (!signedIn) return NextResponse.next();
    const response = NextResponse.redirect(publicUrl(request.headers, safeReturnPath(request.cookies.get(AUTH_REDIRECT_COOKIE)?.value)), 303);
    response.cookies.delete(AUTH_REDIRECT_COOKIE);
    return response;
  }
  if (!requiresLogin(pathname) || signedIn) return NextResponse.next();
  const response = NextResponse.redirect(publicUrl(request.headers, '/login'), 303);
  response.cookies.set(AUTH_REDIRECT_COOKIE, `${pathname}${search}`, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  for (const { name } of request.cookies.getAll()) {
    if (SESSION_COOKIE.test(name) || name === CSRF_COOKIE || name === LOGOUT_COOKIE || name === USER_COOKIE) response.cookies.delete(name);
  }
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
