// @ts-check
// Defaults of the site's configuration that its server (server.mjs, lib/server/csp.mjs, outside
// Next) needs as well as the app (lib/env.ts, which validates the whole configuration): one place
// for both, so that the policy's `frame-ancestors` and the draft guard name the same backend as
// every read.

/** The embedded cms's port when CMS_PORT is not set. */
export const DEFAULT_CMS_PORT = 8080;

/** The training map's tiles when MAP_TILE_URL is not set. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The backend's base URL, without trailing slashes: DRUPAL_BASE_URL, or the embedded cms on this
 * machine (CMS_PORT). Empty values count as unset. Only the backend seam (lib/drupal, lib/session)
 * and the server's policy may read it (eslint.config.js).
 * @param {{ DRUPAL_BASE_URL?: string | undefined, CMS_PORT?: string | number | undefined }} environment
 * @returns {string}
 */
export function backendBaseUrl({ DRUPAL_BASE_URL, CMS_PORT }) {
  return (DRUPAL_BASE_URL || `http://127.0.0.1:${CMS_PORT || DEFAULT_CMS_PORT}`).replace(/\/+$/, '');
}
