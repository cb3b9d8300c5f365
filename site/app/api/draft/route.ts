import type { NextRequest } from 'next/server';
import { drupal } from '@/lib/drupal/client';
import { enablePreview, previewTarget, privateRedirect, resolveForVisitor } from '@/lib/preview-server';
import { LATEST_VERSION, parseDraftData } from '@/lib/preview';
import { cookieHeader } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

function refusal(message: string, status: number): Response {
  return new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
}

/**
 * next-drupal's draft entry point, the target of the backend's preview links
 * (`/api/draft?path=/article/x&resourceVersion=id:12&secret=…`, Drupal's `next` module): the
 * backend checks the link (`POST /next/draft-url`), then preview turns on, remembering the
 * revision the link asks for, and the visitor lands on the page. What they see is still decided
 * by their own session.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  const asked = params.get('path') ?? params.get('slug');
  const path = previewTarget(asked, { keepPreviewFlag: true });
  if (!asked || (path === '/' && asked !== '/')) return refusal('Lien d’aperçu invalide : le chemin doit être une page de ce site.', 400);
  const validation = await drupal.validateDraftUrl(params);
  if (!validation.ok) {
    return refusal('Lien d’aperçu refusé : il est invalide ou a expiré. Ouvrez à nouveau l’aperçu depuis le back-office.', validation.status === 401 ? 401 : 400);
  }
  const { resourceVersion } = parseDraftData(JSON.stringify({ resourceVersion: params.get('resourceVersion') ?? LATEST_VERSION }));
  const uuid = await resolveForVisitor(path.split('?')[0] ?? path, await cookieHeader());
  await enablePreview({ path, ...(resourceVersion ? { resourceVersion } : {}), ...(uuid ? { uuid } : {}) });
  return privateRedirect(request, path);
}
