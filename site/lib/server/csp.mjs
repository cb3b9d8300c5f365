// @ts-check
// Security headers and the Content-Security-Policy of the site's answers, for site/server.mjs.
//
// The policy allows scripts by nonce ('strict-dynamic': what a trusted script loads is trusted).
// Next can put a nonce in the pages it renders, but only by rendering every page on each request
// (it reads the nonce from a request header), which would turn the prerendered and ISR pages
// dynamic. Here the server that sends the pages writes the nonce instead: a fresh one per answer,
// added to every `<script` start tag of the HTML as it streams out (`createNonceInjector`), and
// named in that answer's header. The cached pages stay cached; only the bytes sent differ.
import { randomBytes } from 'node:crypto';

/** A fresh nonce: 16 random bytes, base64 (CSP's `base64-value`). */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The origin (`scheme://host[:port]`) of a URL or URL template, `*` standing for a template's
 * subdomain placeholder (`https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`); undefined when it
 * has none (a path: served by the site itself) or cannot be read.
 * @param {string | undefined} url
 */
export function originOf(url) {
  if (!url) return undefined;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url.trim());
  if (!match) return undefined;
  const scheme = /** @type {string} */ (match[1]);
  const authority = /** @type {string} */ (match[2]);
  const host = authority.replace(/^[^@]*@/, '').replace(/\{[^}]*\}/g, '*');
  // A placeholder anywhere but the first label cannot be said in a CSP source: the scheme alone.
  if (host.includes('*') && !/^\*\.[^*]+$/.test(host)) return `${scheme.toLowerCase()}:`;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

/** Google Tag Manager and Analytics: used only after consent (the consent manager loads them). */
const GOOGLE_TAGS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * @typedef {object} PolicyOptions
 * @property {boolean} dev `next dev`: React Refresh evaluates code, the HMR socket connects.
 * @property {string | undefined} [drupalBaseUrl] the backend, whose preview shows the site in a frame
 * @property {string | undefined} [mapTileUrl] the training map's tile template
 * @property {string | undefined} [sentryDsn] the browser SDK posts its envelopes to the DSN's origin
 */

/**
 * The sources of the policy, read once from the environment (as site/lib/env.ts reads it).
 * @param {Record<string, string | undefined>} environment
 * @param {boolean} dev
 * @returns {PolicyOptions}
 */
export function policyOptionsFromEnv(environment, dev) {
  const value = (/** @type {string} */ name) => environment[name] || undefined;
  return {
    dev,
    drupalBaseUrl: value('DRUPAL_BASE_URL') ?? `http://127.0.0.1:${value('CMS_PORT') ?? '8080'}`,
    mapTileUrl: value('MAP_TILE_URL') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    sentryDsn: value('SENTRY_DSN'),
  };
}

/**
 * The Content-Security-Policy of an HTML answer.
 * @param {PolicyOptions & { nonce: string, https: boolean }} options
 */
export function contentSecurityPolicy({ nonce, https, dev, drupalBaseUrl, mapTileUrl, sentryDsn }) {
  const list = (/** @type {(string | undefined | false)[]} */ ...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list(`'nonce-${nonce}'`, `'strict-dynamic'`, dev && `'unsafe-eval'`)}`,
    // React and the components set style attributes, Leaflet and Quill too: styles are not scripts.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', 'blob:', originOf(mapTileUrl), ...GOOGLE_TAGS)}`,
    `font-src 'self' data:`,
    `connect-src ${list(`'self'`, originOf(sentryDsn), ...GOOGLE_TAGS, dev && 'ws:', dev && 'wss:')}`,
    `frame-src https://www.youtube-nocookie.com https://www.googletagmanager.com`,
    `media-src 'self'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${list(`'self'`, originOf(drupalBaseUrl))}`,
    https && 'upgrade-insecure-requests',
  ];
  return directives.filter(Boolean).join('; ');
}

/**
 * The headers every answer carries (the policy is added to HTML answers only).
 * @param {{ https: boolean }} options
 * @returns {[string, string][]}
 */
export function securityHeaders({ https }) {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The map does not locate the visitor; nothing here uses these.
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? /** @type {[string, string][]} */ ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]) : []),
  ];
}

/** The start tags that load scripts: `<script`, and `<link` when it preloads one. */
const OPENINGS = ['<script', '<link'];
/** Longest tail kept back while waiting for the end of a start tag (then sent as it is). */
const MAX_HELD = 64 * 1024;

/**
 * Rewrites one start tag (`<script …>`, `<link …>`) with `nonce`: any nonce it had is replaced,
 * never doubled. A `<link>` gets one only when it preloads a script (`as="script"`,
 * `rel="modulepreload"`): a preload is checked against script-src, and Next preloads its chunks.
 * @param {string} tag
 * @param {string} opening `<script` or `<link`, as the tag starts (lowercase)
 * @param {string} nonce
 */
function withNonce(tag, opening, nonce) {
  if (opening === '<link' && !/\sas\s*=\s*["']?script\b|\srel\s*=\s*["']?modulepreload\b/i.test(tag)) return tag;
  const rest = tag.slice(opening.length).replace(/\s+nonce(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=[\s/>])/gi, '');
  return `${opening} nonce="${nonce}"${rest}`;
}

/**
 * Where the start tag opened at `start` ends (index after its `>`), or -1 if `text` ends first.
 * Quoted attribute values may hold `>`.
 * @param {string} text
 * @param {number} start
 */
function endOfTag(text, start) {
  /** @type {string | undefined} */
  let quote;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      // Only a value's opening quote (after `=`) opens a quoted value.
      if (/=\s*$/.test(text.slice(Math.max(start, i - 8), i))) quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  return -1;
}

/**
 * A streaming rewriter of HTML that gives every `<script` start tag (and every `<link` that
 * preloads a script) the nonce, whatever way the HTML is cut into chunks. Works on bytes (latin1
 * strings), so a cut inside a UTF-8 character is harmless. `push` returns what can be sent now;
 * `flush` what was kept back, at the end.
 * @param {string} nonce
 */
export function createNonceInjector(nonce) {
  let pending = '';
  const opening = /<(?:script|link)/g;
  return {
    /** @param {Buffer} chunk */
    push(chunk) {
      const text = pending + chunk.toString('latin1');
      pending = '';
      let out = '';
      let from = 0;
      const lower = text.toLowerCase();
      /** Keeps `text` from `at` for the next chunk; returns what goes out now. */
      const holdFrom = (/** @type {number} */ at) => {
        pending = text.slice(at);
        return Buffer.from(out + text.slice(from, at), 'latin1');
      };
      opening.lastIndex = 0;
      for (let match = opening.exec(lower); match; match = opening.exec(lower)) {
        const at = match.index;
        const open = match[0];
        const next = text[at + open.length];
        // `<script` at the very end: whether it is a tag is in the next chunk.
        if (next === undefined) return holdFrom(at);
        if (!/[\s/>]/.test(next)) continue;
        const end = endOfTag(text, at);
        if (end === -1) {
          if (text.length - at > MAX_HELD) break;
          return holdFrom(at);
        }
        out += text.slice(from, at) + withNonce(text.slice(at, end), open, nonce);
        from = end;
        opening.lastIndex = end;
      }
      // A tail that may be the start of `<script` or `<link`, cut by the chunk's end.
      let keep = 0;
      for (let length = Math.min(6, text.length - from); length > 0 && keep === 0; length--) {
        const tail = lower.slice(text.length - length);
        if (OPENINGS.some((open) => open.startsWith(tail))) keep = length;
      }
      pending = text.slice(text.length - keep);
      return Buffer.from(out + text.slice(from, text.length - keep), 'latin1');
    },
    /** What is still kept back, sent as it is (the document ended inside a tag). */
    flush() {
      const rest = Buffer.from(pending, 'latin1');
      pending = '';
      return rest;
    },
  };
}
