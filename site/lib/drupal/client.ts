import { NextDrupal } from 'next-drupal';
import { env } from '../env';
import { previewRequest } from '../preview';
import { previewContext } from '../preview-server';

/** Every backend read goes through here: in preview, fresh and with the visitor's session. */
async function fetcher(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const preview = await previewContext();
  if (!preview || typeof input !== 'string') return fetch(input, init);
  return fetch(...previewRequest(input, init, preview));
}

/** The site's one Drupal client. Pages never build backend URLs themselves. */
export const drupal = new NextDrupal(env.drupalBaseUrl, {
  // Errors become empty data in the mappers; never let the client throw into a render.
  throwJsonApiErrors: false,
  fetcher,
});
