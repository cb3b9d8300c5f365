/**
 * Preview of drafts (Next.js draft mode). While it is on for a visitor, the site reads the
 * backend per request with the visitor's own session and asks for the latest revisions; the
 * backend decides what that session may see (editors: drafts; companies: their own offers;
 * anyone else: the published content). Nothing read in preview is cached.
 */

/** Next's draft-mode cookie (HttpOnly; its value is the build's preview id). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** next-drupal's cookie of the preview link's data: `{"path","resourceVersion","uuid"}`. */
export const DRAFT_DATA_COOKIE = 'next_drupal_draft_data';
/**
 * The site's companion of Next's cookie (HttpOnly): a signature of the session that turned preview
 * on. The site's server honours draft mode only with it, that session cookie, and the session alive
 * (lib/server/draft-guard.mjs); anything else gets the cached pages.
 */
export const PREVIEW_BINDING_COOKIE = 'campus_preview';
/** The version asked for every resource read in preview, unless a preview link names one. */
export const LATEST_VERSION = 'rel:latest-version';

export type DraftData = { path?: string; resourceVersion?: string; uuid?: string };

/** How the companion of a preview opened from the backend's preview link starts (lib/server/draft-guard.mjs). */
export const LINK_BINDING_PREFIX = 'link.';
/**
 * How long a preview opened from the backend's preview link lasts, in seconds. Each click on
 * "Preview" in Drupal makes a new link, hence a new preview.
 */
export const LINK_PREVIEW_SECONDS = 30 * 60;

export type PreviewContext = {
  /** The visitor's session cookie(s), as a `Cookie` header ('' for an anonymous visitor). */
  cookie: string;
  /** The revision a preview link asked for, and the resource it belongs to. */
  draft: DraftData;
  /**
   * `session` (or unset): what the visitor's session may read (`?preview=true`, or a link opened while
   * signed in). `link`: opened from the backend's signed preview link without a session; the
   * link's one resource (`draft.path`, `draft.uuid`) is read with the site's OAuth client,
   * everything else as the visitor.
   */
  grant?: 'session' | 'link';
};

/**
 * Whether a backend request is one of the reads a link preview grants (lib/drupal/client.ts adds
 * the OAuth client's token to those only): a GET of the link's resource by its uuid, or the
 * translation of the link's path.
 */
export function isGrantedRead(input: string, method: string | undefined, draft: DraftData): boolean {
  if ((method ?? 'GET').toUpperCase() !== 'GET') return false;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return false;
  }
  if (draft.uuid && INDIVIDUAL.exec(url.pathname)?.[1] === draft.uuid) return true;
  return Boolean(draft.path) && url.pathname.endsWith('/router/translate-path') && url.searchParams.get('path') === draft.path?.split('?')[0];
}

const RESOURCE_VERSION = /^(rel:(latest-version|working-copy)|id:\d{1,10})$/;

export function parseDraftData(value: string | undefined): DraftData {
  if (!value) return {};
  try {
    const data: unknown = JSON.parse(value);
    if (typeof data !== 'object' || data === null) return {};
    const record = data as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
    const version = text('resourceVersion');
    return {
      ...(text('path') !== undefined ? { path: text('path') } : {}),
      ...(version && RESOURCE_VERSION.test(version) ? { resourceVersion: version } : {}),
      ...(text('uuid') !== undefined ? { uuid: text('uuid') } : {}),
    };
  } catch {
    return {};
  }
}

const INDIVIDUAL = /^\/jsonapi\/[a-z_]+\/[a-z0-9_]+\/([0-9a-f-]{36})$/;

/**
 * The request the site sends to the backend in preview: never cached, with the visitor's
 * session, and `resourceVersion` on reads of one resource (the link's revision for the resource
 * it names, the latest revision for every other).
 */
export function previewRequest(input: string, init: RequestInit & { next?: unknown }, preview: PreviewContext): [string, RequestInit] {
  const { next: _ignored, ...rest } = init;
  void _ignored;
  const headers = new Headers(rest.headers);
  if (preview.cookie && !headers.has('cookie')) headers.set('cookie', preview.cookie);
  const url = new URL(input);
  const individual = INDIVIDUAL.exec(url.pathname);
  if (individual && (rest.method ?? 'GET').toUpperCase() === 'GET' && !url.searchParams.has('resourceVersion')) {
    const named = preview.draft.uuid === individual[1] ? preview.draft.resourceVersion : undefined;
    url.searchParams.set('resourceVersion', named ?? LATEST_VERSION);
  }
  return [url.toString(), { ...rest, headers, cache: 'no-store' }];
}
