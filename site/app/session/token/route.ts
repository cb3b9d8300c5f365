import { backendPath, forwardToBackend } from '@/lib/session/forward';

// The CSRF token of the visitor's session, for unsafe methods (`X-CSRF-Token`).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}
