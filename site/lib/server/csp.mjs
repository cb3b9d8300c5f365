// @ts-check
// Security headers and the Content-Security-Policy of the site's answers, for site/server.mjs.
//
// Scripts are allowed by hash, not by nonce, so that a page stays the same bytes for every visitor
// (prerendered and ISR pages are served as they were stored, precompressed, by this server and by
// a shared cache in front of it: docs/security.md, "Content-Security-Policy").
// - External scripts: `'self'` (Next's chunks under /_next/static, the consent manager under
//   /tarteaucitron) and, after consent, Google's tag manager. Every answer says `nosniff`, so
//   nothing of this origin that is not JavaScript can run as a script.
// - Inline scripts: only the ones Next itself writes into a page, recognised by their exact shape
//   (`inlineScriptHashes`): its bootstrap and the `self.__next_f.push([n, "…"])` calls that carry
//   the page's React payload as a JSON string. Each is named by its SHA-256 in the policy of the
//   answer that carries it; the hashes of a stored page are computed once per generation
//   (lib/server/encoded-bodies.mjs). Any other inline script, and every `on*=` attribute, is refused
//   by the browser and reported: a `<script>` that slipped into rich text does not run.
import { createHash } from 'node:crypto';
import { backendBaseUrl, DEFAULT_MAP_TILE_URL } from '../env-defaults.mjs';

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
 * The sources of the policy, read once from the environment with the defaults site/lib/env.ts
 * takes too (lib/env-defaults.mjs).
 * @param {Record<string, string | undefined>} environment
 * @param {boolean} dev
 * @returns {PolicyOptions}
 */
export function policyOptionsFromEnv(environment, dev) {
  const value = (/** @type {string} */ name) => environment[name] || undefined;
  return {
    dev,
    drupalBaseUrl: backendBaseUrl(environment),
    mapTileUrl: value('MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL,
    sentryDsn: value('SENTRY_DSN'),
  };
}

/**
 * The Content-Security-Policy of an HTML answer whose inline scripts have the hashes `scriptHashes`
 * (`inlineScriptHashes`). In development Next's dev runtime evaluates code and writes inline
 * scripts of its own: there it allows inline scripts and `eval`, never in production.
 * @param {PolicyOptions & { scriptHashes: readonly string[], https: boolean }} options
 */
export function contentSecurityPolicy({ scriptHashes, https, dev, drupalBaseUrl, mapTileUrl, sentryDsn }) {
  const list = (/** @type {(string | undefined | false)[]} */ ...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  const inline = dev ? [`'unsafe-inline'`, `'unsafe-eval'`] : scriptHashes.map((hash) => `'${hash}'`);
  const directives = [
    `default-src 'self'`,
    // Google's tags are loaded by the consent manager once the visitor accepts them.
    `script-src ${list(`'self'`, ...inline, ...GOOGLE_TAGS)}`,
    // No inline event handlers (`on*=`); `javascript:` URLs are refused by script-src already.
    `script-src-attr 'none'`,
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

/** Next's bootstrap of its payload queue, the first inline script of every App Router page. */
const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** A chunk of the page's React payload: `self.__next_f.push([1,"…"])` (2: end, 3: binary, base64). */
const NEXT_PAYLOAD = /^self\.__next_f\.push\(\[([123]),([\s\S]*)\]\)$/;
/** A `<script>` element: its start tag's attributes (quotes may hold `>`) and its text. */
const SCRIPT_ELEMENT = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
/** Attributes Next may write on its inline scripts: a nonce when it rendered with one. */
const ALLOWED_ATTRIBUTES = /^(?:\s+nonce(?:=(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?$/i;

/**
 * Whether `text` is an inline script of Next's own: its bootstrap, or one payload chunk whose
 * argument is a JSON string (or `null`). Such a script only queues data for React; a copy of one
 * that slipped into content could do no more than queue data, and anything else is not hashed.
 * @param {string} text
 */
export function isNextInlineScript(text) {
  if (text === NEXT_BOOTSTRAP) return true;
  const payload = NEXT_PAYLOAD.exec(text);
  if (!payload) return false;
  try {
    const value = JSON.parse(/** @type {string} */ (payload[2]));
    return payload[1] === '2' ? value === null : typeof value === 'string';
  } catch {
    return false;
  }
}

/**
 * The CSP hash sources (`sha256-…`) of the inline scripts Next wrote in `html`, in order, without
 * duplicates; `others` counts the inline scripts that are not Next's (they will not run).
 * Data blocks (`type="application/ld+json"`) and external scripts (`src`) need no hash.
 * @param {string} html
 * @returns {{ hashes: string[], others: number }}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  let others = 0;
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    if (ALLOWED_ATTRIBUTES.test(attributes) && isNextInlineScript(text)) {
      hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
    } else {
      others++;
    }
  }
  return { hashes: [...hashes], others };
}

/**
 * Whether a `<script>` start tag's attributes make it a data block (JSON-LD…), which the browser
 * does not run.
 * @param {string} attributes
 */
function isDataBlock(attributes) {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!type) return false;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return !/^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/.test(value);
}
