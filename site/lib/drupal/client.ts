import { NextDrupal } from 'next-drupal';
import { env } from '../env';
import { previewRequest } from '../preview';
import { previewContext } from '../preview-server';

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

/** Every backend read goes through here: in preview, fresh and with the visitor's session. */
async function fetcher(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const preview = await previewContext();
  const request = !preview || typeof input !== 'string' ? ([input, init] as const) : previewRequest(input, init, preview);
  try {
    const response = await fetch(...request);
    if (response.status >= 500) await shortenPageLifetime(input);
    return response;
  } catch (error) {
    await shortenPageLifetime(input);
    throw error;
  }
}

/** The site's one Drupal client. Pages never build backend URLs themselves. */
export const drupal = new NextDrupal(env.drupalBaseUrl, {
  // Errors become empty data in the mappers; never let the client throw into a render.
  throwJsonApiErrors: false,
  fetcher,
});
