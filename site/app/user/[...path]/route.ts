import { backendPath, forwardToBackend } from '@/lib/session/forward';

// Drupal's cookie authentication (`/user/login`, `/user/logout`, `/user/login_status`,
// `/user/password`), forwarded so that the session cookie is the site's own.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}

export async function POST(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}
