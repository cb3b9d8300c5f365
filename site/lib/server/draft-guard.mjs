// @ts-check
// Preview (Next's draft mode) only for a live session, checked by the site's server (server.mjs)
// before Next sees the request.
//
// Next turns draft mode on for any request whose `__prerender_bypass` cookie holds the build's
// preview id: one value for the whole build, whoever got it. Copied from a previewer's browser to
// any client, it made every page render on demand, uncached (about 20 times fewer pages per
// second), and nothing ended it. So preview also needs a companion cookie, set by
// lib/preview-server.ts `enablePreview` next to Next's: an HMAC of the visitor's session cookie(s)
// under a key of this build (derived from Next's preview signing key, which never leaves the
// server). A request carrying the draft cookie is honoured only when the companion matches the
// session cookie it came with, and that session is alive (asked to the backend, `GET /api/users`,
// at most once per `ttlMs` per session; a logout through the site ends it at once). Otherwise the
// draft cookies are removed from the request, so Next serves the cached page, and the answer tells
// the browser to delete them; when the backend cannot say, they are only removed from the request.
//
// A request without the draft cookie costs one regular expression test. Who may preview is the
// rule it was: any signed-in session (the backend then decides what drafts each user may read).
//
// The other kind of binding: a preview opened from the backend's own preview link (Drupal's
// `next` module, checked by `POST /next/preview-url` in app/api/draft/route.ts), for an editor
// who has no session on the site. Its companion is `link.<expires>.<HMAC of the draft data
// cookie and the expiry>` under the same key: it holds without a session until it expires, and
// only with the very draft data it was made for (the path, revision and uuid of the link's one
// resource, which the site then reads with its OAuth client: lib/drupal/client.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Next's draft-mode cookie; its value is the build's preview id. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** next-drupal's cookie of a preview link's data (lib/preview.ts). */
export const DRAFT_DATA_COOKIE = 'next_drupal_draft_data';
/** The companion cookie: which session turned preview on (lib/preview.ts `PREVIEW_BINDING_COOKIE`). */
export const PREVIEW_BINDING_COOKIE = 'campus_preview';
/** Drupal's session cookie (lib/session/cookies.ts `SESSION_COOKIE`). */
const SESSION_COOKIE = /^S?SESS[0-9a-f]{32}$/;
const HAS_DRAFT_COOKIE = /(?:^|;)\s*__prerender_bypass=/;
/** Logging out through the site: its form, and the backend's route it forwards (lib/session/forward.ts). */
const LOGOUT = /^\/(?:deconnexion|user\/logout)(?:[?/]|$)/;
const PREVIEW_COOKIES = new Set([DRAFT_MODE_COOKIE, DRAFT_DATA_COOKIE, PREVIEW_BINDING_COOKIE]);
/** How a link preview's companion starts (lib/preview.ts `LINK_BINDING_PREFIX`). */
export const LINK_BINDING_PREFIX = 'link.';
const LINK_BINDING = /^link\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * A cookie value as sent, decoded the way Next's cookie store decodes it.
 * @param {string} value
 */
function decodeCookieValue(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The cookies of a `Cookie` header, as sent (values not decoded).
 * @param {string} header
 * @returns {{ name: string, value: string, raw: string }[]}
 */
export function parseCookieHeader(header) {
  return header
    .split(';')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const separator = raw.indexOf('=');
      return separator < 0 ? { name: raw, value: '', raw } : { name: raw.slice(0, separator), value: raw.slice(separator + 1), raw };
    });
}

/**
 * The session cookie(s) of a `Cookie` header, as one `Cookie` header in a stable order; '' when
 * there is none.
 * @param {string} header
 */
export function sessionCookies(header) {
  return parseCookieHeader(header)
    .filter(({ name }) => SESSION_COOKIE.test(name))
    .map(({ raw }) => raw)
    .sort()
    .join('; ');
}

/**
 * The key the companion cookies are signed with: derived from the build's preview signing key
 * (`prerender-manifest.json`), so that every instance of one build agrees and a new build ends
 * previews, as it already does for Next's own cookie; a random one when there is no manifest
 * (`next dev`, whose preview keys are random per process too).
 * @param {string} manifestPath
 */
export function buildPreviewKey(manifestPath) {
  let secret;
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    secret = manifest?.preview?.previewModeSigningKey;
  } catch {
    // No build here.
  }
  if (typeof secret !== 'string' || secret.length < 32) return randomBytes(32);
  return createHmac('sha256', secret).update('campus preview binding v1').digest();
}

/**
 * @typedef {{
 *   key: Buffer | (() => Buffer),
 *   isSessionAlive: (cookie: string) => Promise<boolean | undefined>,
 *   secure: boolean,
 *   ttlMs?: number,
 *   unknownTtlMs?: number,
 *   maxSessions?: number,
 *   now?: () => number,
 * }} DraftGuardOptions
 * @typedef {{ alive: boolean | undefined, at: number, pending?: Promise<boolean | undefined> }} Liveness
 */

/**
 * Adds `Set-Cookie` lines to the answer when its head is written, whatever headers were set or
 * removed before (the site's server replaces the headers of a 404 with those of its not-found page).
 * Such an answer is this visitor's own: it is marked `private, no-store`, so that no shared cache
 * (nginx, a CDN) keeps the cached page with these deletions and hands them to a real previewer.
 * @param {import('node:http').ServerResponse} res
 * @param {string[]} lines
 */
function expireOnAnswer(res, lines) {
  const { writeHead } = res;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {unknown[]} */ ...args) {
      if (!res.headersSent) {
        res.appendHeader('Set-Cookie', lines);
        res.setHeader('Cache-Control', 'private, no-store');
        // Headers given to writeHead itself would win over the one set above.
        for (const headers of args) {
          if (!headers || typeof headers !== 'object' || Array.isArray(headers)) continue;
          for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') Reflect.deleteProperty(headers, name);
        }
      }
      return Reflect.apply(writeHead, res, args);
    }
  );
}

/** @param {DraftGuardOptions} options */
export function createDraftGuard({ key, isSessionAlive, secure, ttlMs = 10_000, unknownTtlMs = 2_000, maxSessions = 1_000, now = Date.now }) {
  /** @type {Buffer | undefined} */
  let resolvedKey;
  const signingKey = () => (resolvedKey ??= typeof key === 'function' ? key() : key);
  /** What the backend said of each signed session, by its companion value, oldest first. @type {Map<string, Liveness>} */
  const sessions = new Map();
  // Same attributes as Next's own draft cookie (SameSite=None and Secure outside development).
  const attributes = `Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; ${secure ? 'SameSite=None; Secure' : 'SameSite=Lax'}`;

  /** @param {string} session */
  const sign = (session) => createHmac('sha256', signingKey()).update(session).digest('base64url');
  /** @param {string} data the draft data cookie's value @param {number} expires Unix seconds */
  const signLinkData = (data, expires) => createHmac('sha256', signingKey()).update(`link\n${expires}\n${data}`).digest('base64url');
  /**
   * Whether a link preview's companion holds for this draft data cookie (decoded) now.
   * @param {string} binding @param {string} data
   */
  const verifyLink = (binding, data) => {
    const match = LINK_BINDING.exec(binding);
    if (!match) return false;
    const expires = Number(match[1]);
    if (!(expires * 1000 > now())) return false;
    const expected = Buffer.from(signLinkData(data, expires));
    const given = Buffer.from(match[2] ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  /** @param {string} binding @param {Liveness} entry */
  const remember = (binding, entry) => {
    sessions.delete(binding);
    sessions.set(binding, entry);
    for (const oldest of sessions.keys()) {
      if (sessions.size <= maxSessions) break;
      sessions.delete(oldest);
    }
  };

  /** @param {string} binding @param {string} session @returns {Promise<boolean | undefined>} */
  const liveness = async (binding, session) => {
    const known = sessions.get(binding);
    if (known?.pending) return known.pending;
    if (known && now() - known.at < (known.alive === undefined ? unknownTtlMs : ttlMs)) return known.alive;
    const pending = isSessionAlive(session).catch(() => undefined);
    /** @type {Liveness} */
    const asking = { alive: known?.alive, at: known?.at ?? 0, pending };
    remember(binding, asking);
    const alive = await pending;
    const current = sessions.get(binding);
    // A logout while the backend was being asked wins.
    if (current && current !== asking) return current.pending ? alive : current.alive;
    remember(binding, { alive, at: now() });
    return alive;
  };

  /**
   * A logout through the site: the session of this `Cookie` header no longer previews, without
   * waiting for the backend to be asked again.
   * @param {string} cookieHeader
   */
  const endSession = (cookieHeader) => {
    const session = sessionCookies(cookieHeader);
    if (session) remember(sign(session), { alive: false, at: now() });
  };

  return {
    /**
     * The companion cookie's value for the session of a `Cookie` header; `null` without a session
     * cookie (nobody to preview as).
     * @param {string} cookieHeader
     */
    sign(cookieHeader) {
      const session = sessionCookies(cookieHeader);
      return session ? sign(session) : null;
    },

    endSession,

    /**
     * The companion cookie's value of a preview opened from the backend's preview link: bound to
     * the draft data cookie's exact value (`data`, as the site sets it) until `expires` (Unix seconds).
     * @param {string} data @param {number} expires
     */
    signLink(data, expires) {
      return `${LINK_BINDING_PREFIX}${Math.floor(expires)}.${signLinkData(data, Math.floor(expires))}`;
    },

    verifyLink,

    /**
     * Lets a request in draft mode through only with a live session bound to it; otherwise removes
     * the draft cookies from it and, unless the backend could not answer, asks the browser to
     * delete them. Returns `undefined` at once for a request without the draft cookie, else a
     * promise of whether preview was kept. A logout through the site ends its session's preview.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @returns {Promise<boolean> | undefined}
     */
    screen(req, res) {
      const header = req.headers.cookie;
      if (req.method === 'POST' && header && LOGOUT.test(req.url ?? '')) endSession(header);
      if (!header || !HAS_DRAFT_COOKIE.test(header)) return undefined;
      return (async () => {
        const cookies = parseCookieHeader(header);
        const session = sessionCookies(header);
        const binding = cookies.find(({ name }) => name === PREVIEW_BINDING_COOKIE)?.value ?? '';
        let alive = /** @type {boolean | undefined} */ (false);
        if (binding.startsWith(LINK_BINDING_PREFIX)) {
          const data = cookies.find(({ name }) => name === DRAFT_DATA_COOKIE)?.value;
          alive = data !== undefined && verifyLink(binding, decodeCookieValue(data));
        } else if (session && binding) {
          const expected = Buffer.from(sign(session));
          const given = Buffer.from(binding);
          if (expected.length === given.length && timingSafeEqual(expected, given)) alive = await liveness(binding, session);
        }
        if (alive === true) return true;
        const kept = cookies.filter(({ name }) => !PREVIEW_COOKIES.has(name)).map(({ raw }) => raw);
        if (kept.length) req.headers.cookie = kept.join('; ');
        else delete req.headers.cookie;
        if (alive === false) {
          const present = [...PREVIEW_COOKIES].filter((name) => cookies.some((cookie) => cookie.name === name));
          expireOnAnswer(res, present.map((name) => `${name}=; ${attributes}`));
        }
        return false;
      })();
    },
  };
}
