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
 * Whether a `<script>` start tag holds data (JSON-LD…), which the browser does not run: it needs
 * no nonce, and React, which renders the JSON-LD blocks, would find an attribute it did not write
 * (a hydration warning in development).
 * @param {string} tag
 */
function isDataBlock(tag) {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(tag);
  if (!type) return false;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return !/^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/.test(value);
}

/**
 * Rewrites one start tag (`<script …>`, `<link …>`) with `nonce`: any nonce it had is replaced,
 * never doubled; data blocks are left alone. A `<link>` gets one only when it preloads a script (`as="script"`,
 * `rel="modulepreload"`): a preload is checked against script-src, and Next preloads its chunks.
 * @param {string} tag
 * @param {string} opening `<script` or `<link`, as the tag starts (lowercase)
 * @param {string} nonce
 */
function withNonce(tag, opening, nonce) {
  if (opening === '<link' && !/\sas\s*=\s*["']?script\b|\srel\s*=\s*["']?modulepreload\b/i.test(tag)) return tag;
  if (opening === '<script' && isDataBlock(tag)) return tag;
  const rest = tag.slice(opening.length).replace(/\s+nonce(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=[\s/>])/gi, '');
  return `${opening} nonce="${nonce}"${rest}`;
}

/**
 * Where the start tag opened at `start` ends (index after its `>`), or -1 if `bytes` ends first.
 * Quoted attribute values may hold `>`.
 * @param {Buffer} bytes
 * @param {number} start
 */
function endOfTag(bytes, start) {
  const [EQUALS, DOUBLE, SINGLE, GREATER] = [0x3d, 0x22, 0x27, 0x3e];
  let quote = 0;
  // Whether the last non-space byte was `=`: only a value's opening quote opens a quoted value.
  let afterEquals = false;
  for (let i = start + 1; i < bytes.length; i++) {
    const c = /** @type {number} */ (bytes[i]);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === GREATER) {
      return i + 1;
    } else if ((c === DOUBLE || c === SINGLE) && afterEquals) {
      quote = c;
    } else if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) {
      afterEquals = c === EQUALS;
    }
  }
  return -1;
}

/**
 * A finder of the next `<script` or `<link` in `bytes`, each searched again only once passed.
 * @param {Buffer} bytes
 */
function openings(bytes) {
  const found = { '<script': -2, '<link': -2 };
  /** @param {number} from @returns {[number, '<script' | '<link'] | undefined} */
  return (from) => {
    for (const open of /** @type {const} */ (['<script', '<link'])) {
      if (found[open] !== -1 && found[open] < from) found[open] = bytes.indexOf(open, from, 'latin1');
    }
    const [script, link] = [found['<script'], found['<link']];
    if (script === -1 && link === -1) return undefined;
    return script !== -1 && (link === -1 || script < link) ? [script, '<script'] : [link, '<link'];
  };
}

/**
 * A streaming rewriter of HTML that gives every `<script` start tag (and every `<link` that
 * preloads a script) the nonce, whatever way the HTML is cut into chunks; an unfinished tag is
 * kept back until its end arrives. Tags are matched in lowercase, as React writes them (one
 * written otherwise would not get the nonce, and the browser would refuse it: it fails closed).
 * `push` returns what can be sent now; `flush` what was kept back, at the end.
 * @param {string} nonce
 */
export function createNonceInjector(nonce) {
  /** The end of the previous chunk, kept back: a start tag it may cut. */
  let pending = Buffer.alloc(0);
  return {
    /** @param {Buffer} chunk */
    push(chunk) {
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      /** @type {Buffer[]} */
      const parts = [];
      let from = 0;
      let keepFrom = bytes.length;
      const nextOpening = openings(bytes);
      for (let found = nextOpening(0); found; found = nextOpening(from)) {
        const [at, open] = found;
        const next = bytes[at + open.length];
        // `<script` at the very end: whether it is a tag is in the next chunk.
        if (next === undefined) {
          keepFrom = at;
          break;
        }
        // Not a tag of its own (`<scripts`, `<linked`): looked past.
        if (!/[\s/>]/.test(String.fromCharCode(next))) {
          parts.push(bytes.subarray(from, at + open.length));
          from = at + open.length;
          continue;
        }
        const end = endOfTag(bytes, at);
        if (end === -1) {
          if (bytes.length - at <= MAX_HELD) keepFrom = at;
          break;
        }
        parts.push(bytes.subarray(from, at), Buffer.from(withNonce(bytes.toString('latin1', at, end), open, nonce), 'latin1'));
        from = end;
      }
      if (keepFrom === bytes.length) {
        // A tail that may be the start of `<script` or `<link`, cut by the chunk's end.
        for (let length = Math.min(6, bytes.length - from); length > 0; length--) {
          const tail = bytes.toString('latin1', bytes.length - length);
          if (OPENINGS.some((open) => open.startsWith(tail))) {
            keepFrom = bytes.length - length;
            break;
          }
        }
      }
      // A copy: the caller may reuse its chunk.
      pending = Buffer.from(bytes.subarray(keepFrom));
      parts.push(bytes.subarray(from, keepFrom));
      return parts.length === 1 ? /** @type {Buffer} */ (parts[0]) : Buffer.concat(parts);
    },
    /** What is still kept back, sent as it is (the document ended inside a tag). */
    flush() {
      const rest = pending;
      pending = Buffer.alloc(0);
      return rest;
    },
  };
}
