import type { NextRequest } from 'next/server';
import { enablePreview, previewTarget, privateRedirect } from '@/lib/preview-server';
import { getCurrentUser } from '@/lib/session/server';

// `?preview=true` on any page leads here (middleware.ts) when the visitor has a session.
export const dynamic = 'force-dynamic';

/**
 * Turns preview on for a signed-in visitor and goes back to the page, `?preview=true` kept. An
 * anonymous visitor (or an ended session) goes back to the page without the flag: there is
 * nothing more for them to see, and public pages stay served from the cache.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path');
  if (!(await getCurrentUser())) return privateRedirect(request, previewTarget(path, { keepPreviewFlag: false }));
  await enablePreview({});
  return privateRedirect(request, previewTarget(path, { keepPreviewFlag: true }));
}
