import { backendPath, forwardToBackend } from '@/lib/session/forward';

// The current user (a Views REST export: one row, or `[]` for an anonymous visitor).
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}
