// Not a React hook, despite its name: next-drupal's factory of its default (jsona) deserializer.
import { NextDrupal, useJsonaDeserialize as jsonaDeserializer } from 'next-drupal';
import { BACKEND_TIMEOUT_MS, backendDeadline, loggedUrl } from '../backend-timeout';
import { DRUPAL_BASE_URL, env } from '../env';
import { isGrantedRead, previewRequest } from '../preview';
import { previewContext } from '../preview-server';
import { requestMethod, withRetry } from '../retry-policy';
import { withSitePaths } from './site-path';

/**
 * Seconds a page rendered while a backend read failed stays in the page cache, instead of
 * REVALIDATE_SECONDS: the empty state it shows ("… ne peuvent pas être affichés pour le moment")
 * is replaced within seconds of the backend coming back (bench/faults.mjs).
 */
export const FAILED_READ_REVALIDATE_SECONDS = 5;

/**
 * Shortens the cache lifetime of the page being rendered. A fetch's `next.revalidate` lowers the
 * page's own before the request is made (Next 15), so this one is aborted before it leaves.
 */
async function shortenPageLifetime(input: RequestInfo | URL): Promise<void> {
  await fetch(input, { next: { revalidate: FAILED_READ_REVALIDATE_SECONDS }, signal: AbortSignal.abort() }).catch(() => undefined);
}

/**
 * Every backend read goes through here: in preview, fresh and with the visitor's session; each try
 * given up after BACKEND_TIMEOUT_MS, so a frozen backend does not hold every visitor's page; tried
 * once more after a transient status, a timeout or a refused connection (lib/retry-policy.ts, as
 * the browser's client does), so a passing backend error does not empty a section of the page for
 * its cache lifetime. If the second try fails too, the read fails as before: the page shows its
 * empty state for a few seconds. Writes (none are made through here today) are never retried.
 */
export async function fetcher(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  // The OAuth client's own token requests (next-drupal's `getAccessToken`) carry nobody's session.
  const preview = typeof input === 'string' && isTokenRequest(input) ? null : await previewContext();
  const [target, prepared] = !preview || typeof input !== 'string' ? ([input, init] as const) : previewRequest(input, init, preview);
  const granted = preview?.grant === 'link' && typeof target === 'string' && isGrantedRead(target, prepared.method, preview.draft);
  const options = granted ? await withPreviewToken(prepared) : prepared;
  const method = requestMethod(target, options).toUpperCase();
  try {
    const response = await withRetry(
      method,
      () => {
        // Not cleared: it also bounds the reading of the body, which next-drupal does after this returns.
        const { signal } = backendDeadline(BACKEND_TIMEOUT_MS, options.signal);
        return fetch(target, { ...options, signal });
      },
      { signal: options.signal ?? null, onRetry: (reason) => console.warn(`Backend read tried again: ${method} ${loggedUrl(target)} (${reason}).`) },
    );
    if (response.status >= 500) await shortenPageLifetime(input);
    return response;
  } catch (error) {
    await shortenPageLifetime(input);
    throw error;
  }
}

// next-drupal's own deserializer (jsona), after the aliases that are not paths of this site are dropped.
const jsona = jsonaDeserializer();

function isTokenRequest(input: string): boolean {
  try {
    return new URL(input).pathname.endsWith('/oauth/token');
  } catch {
    return false;
  }
}

/**
 * A read granted by a link preview (lib/preview.ts `isGrantedRead`), sent with the site's OAuth
 * client's bearer token (simple_oauth's client credentials, role `previewer`) instead of the
 * visitor's session. Without a configured client, the read goes as the visitor's.
 */
async function withPreviewToken(init: RequestInit): Promise<RequestInit> {
  if (!drupal.auth) return init;
  const token = await drupal.getAccessToken();
  const headers = new Headers(init.headers);
  headers.delete('cookie');
  headers.set('Authorization', `${token.token_type} ${token.access_token}`);
  return { ...init, headers };
}

/** The site's one Drupal client. Pages never build backend URLs themselves. */
export const drupal = new NextDrupal(DRUPAL_BASE_URL, {
  // Errors become empty data in the mappers; never let the client throw into a render.
  throwJsonApiErrors: false,
  // The OAuth client (server-only env DRUPAL_CLIENT_ID / DRUPAL_CLIENT_SECRET) reads drafts for the
  // backend's preview links only: no read uses it unless the fetcher above adds its token.
  ...(env.previewClient ? { auth: { clientId: env.previewClient.clientId, clientSecret: env.previewClient.clientSecret } } : {}),
  fetcher,
  deserializer: (body, options) => jsona(withSitePaths(body), options),
});
