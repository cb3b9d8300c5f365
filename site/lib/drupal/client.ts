import { NextDrupal } from 'next-drupal';
import { env } from '../env';

/** The site's one Drupal client. Pages never build backend URLs themselves. */
export const drupal = new NextDrupal(env.drupalBaseUrl, {
  // Errors become empty data in the mappers; never let the client throw into a render.
  throwJsonApiErrors: false,
});
