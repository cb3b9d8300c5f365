import { cookies, draftMode } from 'next/headers';
import { env } from '@/lib/env';
import { publicUrl } from '@/lib/public-origin';
import { DRAFT_DATA_COOKIE, type DraftData, parseDraftData, type PreviewContext } from '@/lib/preview';
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
  return { cookie, draft: parseDraftData(store.get(DRAFT_DATA_COOKIE)?.value) };
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

/**
 * Turns preview on for this browser: Next's draft-mode cookie, and next-drupal's draft data (the
 * preview link's path, revision and resource), both HttpOnly, with the same flags as Next's cookie
 * (SameSite=None and Secure outside development, so that a preview opened in the backend's
 * editing iframe keeps them).
 */
export async function enablePreview(data: DraftData): Promise<void> {
  (await draftMode()).enable();
  const store = await cookies();
  const production = process.env.NODE_ENV !== 'development';
  if (data.resourceVersion || data.uuid) {
    store.set(DRAFT_DATA_COOKIE, JSON.stringify(data), {
      path: '/',
      httpOnly: true,
      sameSite: production ? 'none' : 'lax',
      secure: production,
    });
  } else {
    store.delete(DRAFT_DATA_COOKIE);
  }
}

/** Turns preview off (both cookies). */
export async function disablePreview(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).delete(DRAFT_DATA_COOKIE);
}

/** The uuid the backend resolves `path` to for this visitor (drafts resolve for editors); `undefined` if none. */
export async function resolveForVisitor(path: string, cookie: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${env.drupalBaseUrl}/router/translate-path?path=${encodeURIComponent(path)}&_format=json`, {
      headers: { Accept: 'application/json', Cookie: cookie },
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { entity?: { uuid?: unknown } };
    return typeof body.entity?.uuid === 'string' ? body.entity.uuid : undefined;
  } catch {
    return undefined;
  }
}
