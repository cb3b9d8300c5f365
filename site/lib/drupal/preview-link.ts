import { backendFetch } from '../backend-timeout';
import { DRUPAL_BASE_URL } from '../env';

/**
 * Preview links of Drupal's `next` module 1.6 with its `simple_oauth` preview URL generator (the
 * school's Drupal, and the cms alike): the editor's browser is sent to the site's preview URL
 * (`/api/draft`) with
 *   `slug`            the entity's path (its alias),
 *   `scope`           the editor's roles,
 *   `timestamp`       when the link was made,
 *   `secret`          HMAC(timestamp . slug . scope . resourceVersion) under the backend's own key,
 *   `plugin`          `simple_oauth`, `locale` / `defaultLocale`, and
 *   `resourceVersion` `rel:latest-version`, `rel:working-copy` or `id:N`.
 * The site cannot check the HMAC itself: it asks the backend, `POST /next/preview-url` with those
 * fields as JSON, which answers 200 for a genuine link younger than the generator's
 * `secret_expiration`, and 422 otherwise (forged, altered, expired, incomplete).
 */

export type SignedPreviewLink = {
  /** The page to preview (`slug`): a path of this site. */
  path: string;
  resourceVersion?: string;
  /** What is sent to `POST /next/preview-url`. */
  fields: Record<string, string>;
};

const RESOURCE_VERSION = /^(rel:(latest-version|working-copy)|id:\d{1,10})$/;
/** The query parameters of such a link (next 1.6's `getPreviewUrlForEntity` and its generator). */
const FIELDS = ['slug', 'scope', 'timestamp', 'secret', 'resourceVersion', 'plugin', 'locale', 'defaultLocale'] as const;

/** A site path: `/x…`, never `//host` nor `/\host`, no control characters, of a sensible length. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && ![...value].some((char) => char < ' ' || char === '\u007f') && value.length <= 2048;
}

/**
 * The signed link in a `/api/draft` query: `null` when the query is not one (next-drupal's other
 * links, `path` + shared `secret`), `'invalid'` when it is one but cannot be genuine (a path off
 * the site, a missing field, a malformed timestamp or revision), else the link.
 */
export function readSignedPreviewLink(params: URLSearchParams): SignedPreviewLink | 'invalid' | null {
  if (!params.has('timestamp') && !params.has('scope')) return null;
  const fields: Record<string, string> = {};
  for (const name of FIELDS) {
    const values = params.getAll(name);
    if (values.length > 1) return 'invalid';
    if (values[0] !== undefined) fields[name] = values[0];
  }
  const { slug, scope, timestamp, secret, resourceVersion } = fields;
  if (!slug || !scope || !secret || !timestamp || !/^\d{1,12}$/.test(timestamp) || !isSitePath(slug)) return 'invalid';
  if (resourceVersion !== undefined && !RESOURCE_VERSION.test(resourceVersion)) return 'invalid';
  return { path: slug, ...(resourceVersion ? { resourceVersion } : {}), fields };
}

/**
 * Whether the backend says the link is genuine and fresh (`POST /next/preview-url`: 200). Any other
 * answer, or none, is a refusal.
 */
export async function isGenuinePreviewLink(link: SignedPreviewLink, baseUrl: string = DRUPAL_BASE_URL): Promise<boolean> {
  try {
    const response = await backendFetch(`${baseUrl.replace(/\/+$/, '')}/next/preview-url`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(link.fields),
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
