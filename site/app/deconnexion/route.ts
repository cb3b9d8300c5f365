import { isSameOriginRequest, publicUrl } from '@/lib/public-origin';
import { logoutFromBackend } from '@/lib/session/server';

/**
 * Logout from the account menu: a plain form POST (it works without JavaScript and reloads the
 * page, so every part of it forgets the user). Ends the backend's session, clears the site's
 * cookies and goes home with 303 See Other. Only POST: a link or a prefetch cannot log anyone out.
 */
export async function POST(request: Request): Promise<Response> {
  // A cross-site form cannot log a visitor out (SameSite=Lax cookies are not sent with it anyway).
  // The site's public origin, not `request.url`, which names the server's own address.
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ message: 'Requête refusée.' }, { status: 403, headers: { 'Cache-Control': 'private, no-store' } });
  }
  await logoutFromBackend();
  return new Response(null, { status: 303, headers: { Location: publicUrl(request.headers, '/').toString(), 'Cache-Control': 'private, no-store' } });
}
