import { cookies, draftMode, headers } from 'next/headers';
import { publicUrl } from '@/lib/public-origin';
import {
  DRAFT_DATA_COOKIE,
  type DraftData,
  LINK_BINDING_PREFIX,
  LINK_PREVIEW_SECONDS,
  parseDraftData,
  PREVIEW_BINDING_COOKIE,
  type PreviewContext,
} from '@/lib/preview';
import { SESSION_COOKIE, safeReturnPath } from '@/lib/session/cookies';

/** Server side of the preview (draft mode): whether it is on, turning it on and off. */

/** Whether the current request renders in preview; `false` outside a request (build, static params). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** The preview of the current request, or `null` when preview is off. */
export async function previewContext(): Promise<PreviewContext | null> {
  if (!(await isPreview())) return null;
  const store = await cookies();
  const cookie = store
    .getAll()
    .filter(({ name }) => SESSION_COOKIE.test(name))
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const data = store.get(DRAFT_DATA_COOKIE)?.value;
  const binding = store.get(PREVIEW_BINDING_COOKIE)?.value ?? '';
  // The site's server let this request through only if the binding holds; checked again here,
  // since only a link preview's own resource is read with the OAuth client.
  if (binding.startsWith(LINK_BINDING_PREFIX)) {
    const guard = draftGuard();
    if (!guard || data === undefined || !guard.verifyLink(binding, data)) return { cookie, draft: {}, grant: 'session' };
    return { cookie, draft: parseDraftData(data), grant: 'link' };
  }
  return { cookie, draft: parseDraftData(data), grant: 'session' };
}


/** The page to show once preview is on or off: a path of this site, `preview=true` removed when asked. */
export function previewTarget(value: string | null, { keepPreviewFlag }: { keepPreviewFlag: boolean }): string {
  const path = safeReturnPath(value);
  if (keepPreviewFlag) return path;
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete('preview');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A redirect on the site's public origin that no cache keeps (a preview is personal). */
export function privateRedirect(request: Request, location: string, status = 307): Response {
  return new Response(null, { status, headers: { Location: publicUrl(request.headers, location).toString(), 'Cache-Control': 'private, no-store' } });
}

/** The site's server's check of draft-mode requests (lib/server/draft-guard.mjs), shared through `globalThis`. */
type DraftGuard = {
  sign(cookieHeader: string): string | null;
  signLink(data: string, expires: number): string;
  verifyLink(binding: string, data: string): boolean;
};

function draftGuard(): DraftGuard | undefined {
  return (globalThis as Record<symbol, DraftGuard | undefined>)[Symbol.for('campus.site.draftGuard')];
}

/**
 * Turns preview on for this browser: Next's draft-mode cookie, the site's companion binding it to
 * the visitor's session (the site's server honours draft mode only with both, and the session
 * alive), and next-drupal's draft data (the preview link's path, revision and resource), all
 * HttpOnly, with the same flags as Next's cookie (SameSite=None and Secure outside development,
 * so that a preview opened in the backend's editing iframe keeps them). Without a session cookie
 * nothing is turned on (`false`): there is nobody to preview as. Under a bare `next start` (no
 * site server) Next's cookie alone, as before.
 */
export async function enablePreview(data: DraftData): Promise<boolean> {
  const guard = draftGuard();
  const binding = guard?.sign((await headers()).get('cookie') ?? '');
  const store = await cookies();
  const production = process.env.NODE_ENV !== 'development';
  const flags = { path: '/', httpOnly: true, sameSite: production ? ('none' as const) : ('lax' as const), secure: production };
  if (guard && !binding) {
    await disablePreview();
    return false;
  }
  (await draftMode()).enable();
  if (binding) store.set(PREVIEW_BINDING_COOKIE, binding, flags);
  if (data.resourceVersion || data.uuid) {
    store.set(DRAFT_DATA_COOKIE, JSON.stringify(data), flags);
  } else {
    store.delete(DRAFT_DATA_COOKIE);
  }
  return true;
}

/**
 * Turns preview on from the backend's signed preview link, for a browser that has no session on
 * the site (an editor in Drupal's admin): Next's draft-mode cookie, the draft data of the link's one
 * resource, and a companion bound to exactly that data for LINK_PREVIEW_SECONDS (the site's server
 * honours nothing else). `false` without the site's server (a bare `next start`): nothing is
 * turned on, since nothing could then check the binding.
 */
export async function enableLinkPreview(data: DraftData & { path: string; uuid: string }): Promise<boolean> {
  const guard = draftGuard();
  if (!guard) {
    await disablePreview();
    return false;
  }
  const store = await cookies();
  const production = process.env.NODE_ENV !== 'development';
  const flags = {
    path: '/',
    httpOnly: true,
    sameSite: production ? ('none' as const) : ('lax' as const),
    secure: production,
    maxAge: LINK_PREVIEW_SECONDS,
  };
  const value = JSON.stringify({ path: data.path, ...(data.resourceVersion ? { resourceVersion: data.resourceVersion } : {}), uuid: data.uuid });
  (await draftMode()).enable();
  store.set(DRAFT_DATA_COOKIE, value, flags);
  store.set(PREVIEW_BINDING_COOKIE, guard.signLink(value, Math.floor(Date.now() / 1000) + LINK_PREVIEW_SECONDS), flags);
  return true;
}

/** Turns preview off (all its cookies). */
export async function disablePreview(): Promise<void> {
  (await draftMode()).disable();
  const store = await cookies();
  store.delete(DRAFT_DATA_COOKIE);
  store.delete(PREVIEW_BINDING_COOKIE);
}
