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

// Only the pages that need a session, and the login page; every other request skips this.
export const config = {
  matcher: ['/login', '/profile', '/profile/modifier', '/mes-offres-emploi', '/offres-emploi/deposer', '/offres-emploi/modifier/:id'],
  runtime: 'nodejs',
};

/** Whether the visitor's cookies carry a live session, asked to the backend (`GET /api/users`). */
async function isSignedIn(request: NextRequest): Promise<boolean> {
  if (!request.cookies.getAll().some(({ name }) => SESSION_COOKIE.test(name))) return false;
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
  const signedIn = await isSignedIn(request);
  const secure = request.nextUrl.protocol === 'https:';
  if (pathname === '/login') {
    if (!signedIn) return NextResponse.next();
    const response = NextResponse.redirect(new URL(safeReturnPath(request.cookies.get(AUTH_REDIRECT_COOKIE)?.value), request.url), 303);
    response.cookies.delete(AUTH_REDIRECT_COOKIE);
    return response;
  }
  if (!requiresLogin(pathname) || signedIn) return NextResponse.next();
  const response = NextResponse.redirect(new URL('/login', request.url), 303);
  response.cookies.set(AUTH_REDIRECT_COOKIE, `${pathname}${search}`, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  for (const { name } of request.cookies.getAll()) {
    if (SESSION_COOKIE.test(name) || name === CSRF_COOKIE || name === LOGOUT_COOKIE || name === USER_COOKIE) response.cookies.delete(name);
  }
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
