import type { NextRequest } from 'next/server';
import { drupal } from '@/lib/drupal/client';
import { isGenuinePreviewLink, readSignedPreviewLink, type SignedPreviewLink } from '@/lib/drupal/preview-link';
import { resolveForVisitor } from '@/lib/drupal/resolve';
import { enableLinkPreview, enablePreview, previewTarget, privateRedirect } from '@/lib/preview-server';
import { LATEST_VERSION, parseDraftData } from '@/lib/preview';
import { cookieHeader } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

function refusal(message: string, status: number): Response {
  return new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
}

const REFUSED = 'Lien d’aperçu refusé : il est invalide ou a expiré. Ouvrez à nouveau l’aperçu depuis le back-office.';

/**
 * A signed link of the `next` module (lib/drupal/preview-link.ts), checked by the backend. With the
 * site's OAuth client configured, the preview needs no session on the site: it shows the link's
 * one resource, read with the client's token (role `previewer`), for LINK_PREVIEW_SECONDS.
 * Without the client, the visitor's own session decides, as for the other links.
 */
async function signedLink(request: NextRequest, link: SignedPreviewLink, path: string): Promise<Response> {
  if (!(await isGenuinePreviewLink(link))) return refusal(REFUSED, 401);
  const page = path.split('?')[0] ?? path;
  const resourceVersion = link.resourceVersion ?? LATEST_VERSION;
  if (drupal.auth) {
    let authorization: string;
    try {
      const token = await drupal.getAccessToken();
      authorization = `${token.token_type} ${token.access_token}`;
    } catch (error) {
      console.error(`Preview link: no token for the OAuth client: ${error instanceof Error ? error.message : String(error)}`);
      return refusal('L’aperçu est indisponible pour le moment. Réessayez dans un instant.', 503);
    }
    const uuid = await resolveForVisitor(page, '', authorization);
    if (uuid && (await enableLinkPreview({ path, resourceVersion, uuid }))) return privateRedirect(request, path);
  }
  const uuid = await resolveForVisitor(page, await cookieHeader());
  await enablePreview({ path, resourceVersion, ...(uuid ? { uuid } : {}) });
  return privateRedirect(request, path);
}

/**
 * The draft entry point, the target of the backend's preview links. Two kinds:
 * - the `next` module 1.6's signed links (`slug`, `scope`, `timestamp`, `secret`, …: Drupal's
 *   admin, "Preview"), checked by `POST /next/preview-url`;
 * - next-drupal's other links (`/api/draft?path=/article/x&resourceVersion=id:12&secret=…`), checked
 *   by `POST /next/draft-url`, after which the visitor's own session decides what they see.
 * Preview then turns on, remembering the revision the link asks for, and the visitor lands on the page.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  const signed = readSignedPreviewLink(params);
  if (signed === 'invalid') return refusal('Lien d’aperçu invalide : il est incomplet ou mal formé.', 400);
  // A signed link previews its signed `slug`, never a `path` added to it.
  const asked = signed ? signed.path : (params.get('path') ?? params.get('slug'));
  const path = previewTarget(asked, { keepPreviewFlag: true });
  if (!asked || (path === '/' && asked !== '/')) return refusal('Lien d’aperçu invalide : le chemin doit être une page de ce site.', 400);
  if (signed) return signedLink(request, signed, path);
  const validation = await drupal.validateDraftUrl(params);
  if (!validation.ok) return refusal(REFUSED, validation.status === 401 ? 401 : 400);
  const { resourceVersion } = parseDraftData(JSON.stringify({ resourceVersion: params.get('resourceVersion') ?? LATEST_VERSION }));
  const uuid = await resolveForVisitor(path.split('?')[0] ?? path, await cookieHeader());
  await enablePreview({ path, ...(resourceVersion ? { resourceVersion } : {}), ...(uuid ? { uuid } : {}) });
  return privateRedirect(request, path);
}
