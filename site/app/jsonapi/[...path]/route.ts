import { backendPath, forwardToBackend } from '@/lib/session/forward';

// JSON:API with the visitor's session: the owner's writes (offers, profile, uploads) and the reads
// only a session may see (drafts). Public pages read through server components, cached.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}

export async function POST(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}

export async function PATCH(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}

export async function DELETE(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}
