import { backendPath, forwardToBackend } from '@/lib/session/forward';

// Webform REST submissions from the browser.
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return forwardToBackend(request, backendPath(request));
}
