// @ts-check
// What site/server.mjs does to every answer on its way out: the security headers; for HTML the
// Content-Security-Policy naming the page's own inline scripts by hash (./csp.mjs); the
// compression, which Next leaves to this server (`compress: false` in next.config.ts); and for a
// page any cache may keep, the headers caches need and the body encoded once per generation.
//
// - A page Next says may be shared (`s-maxage`: prerendered and ISR pages) is held whole, then sent
//   as brotli, gzip or as it is from ./encoded-bodies.mjs, with a strong ETag per encoding (a
//   matching If-None-Match gets 304), `Vary: Accept-Encoding`, and a Cache-Control that lets
//   browsers keep it only while they check it and shared caches (deploy/nginx) for
//   `sharedSeconds`. It is handed to `capture` (the server's page cache, ./page-cache.mjs).
// - Other HTML (pages rendered for one visitor, error pages) is held whole too, for its inline
//   scripts' hashes, and gzipped per answer; it keeps Next's private Cache-Control.
// - Next's immutable assets (/_next/static) are encoded once, like pages.
// - Everything else compressible is gzipped as it streams.
import { createGzip, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './csp.mjs';
import { acceptedEncodings, etagOf, notModified, representation } from './encoded-bodies.mjs';

/** Types worth compressing (images, fonts and PDFs are compressed already, or nearly). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|ld\+json|xml|rss\+xml|atom\+xml|x-javascript|vnd\.api\+json)|image\/svg\+xml)/i;
/** Below this (when the length is known), compressing costs more than it saves. */
const MIN_LENGTH = 1024;
/** What a shared cache may serve while the site is down (nginx honours it). */
const STALE_IF_ERROR_SECONDS = 86_400;
/** Headers of a stored page that are the answer's own, not the page's. */
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'content-security-policy',
  'strict-transport-security',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  // Sent again with every answer, for its scheme.
  ...securityHeaders({ https: true }).map(([name]) => name.toLowerCase()),
]);

/**
 * The encoding of a streamed answer, from the request's Accept-Encoding: gzip, or none. Streams are
 * not brotli-encoded: brotli flushed after each chunk Next writes served pages about eight times
 * slower under load (docs/security.md); what is sent again and again is encoded once instead.
 * @param {string | undefined} header
 * @returns {'gzip' | undefined}
 */
export function negotiateEncoding(header) {
  return acceptedEncodings(header).includes('gzip') ? 'gzip' : undefined;
}

/**
 * Whether Next's answer may be kept by any cache: a 200 whose Cache-Control has `s-maxage` and
 * says neither private nor no-store, and that sets no cookie.
 * @param {number} status
 * @param {import('node:http').ServerResponse} res
 */
export function isShareable(status, res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase();
  return status === 200 && /(?:^|,)\s*s-maxage=\d+/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl) && !res.hasHeader('set-cookie');
}

/**
 * The Cache-Control of a shared page: browsers keep it and check it each time (ETag: 304); shared
 * caches keep it `sharedSeconds` at most (never longer than Next keeps it), then may serve it stale
 * while they fetch it again, and for a day while the site is down.
 * @param {string} nextCacheControl Next's (`s-maxage=60, stale-while-revalidate=…`)
 * @param {number} sharedSeconds
 */
export function sharedCacheControl(nextCacheControl, sharedSeconds) {
  const lifetime = Number(/s-maxage=(\d+)/i.exec(nextCacheControl)?.[1] ?? 0);
  const shared = Math.min(lifetime, sharedSeconds);
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${Math.max(lifetime, shared)}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** @param {import('node:http').ServerResponse} res @param {string} value */
function appendVary(res, value) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!vary.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) res.setHeader('Vary', vary ? `${vary}, ${value}` : value);
}

/**
 * @typedef {object} SecureOptions
 * @property {import('./csp.mjs').PolicyOptions} policy
 * @property {boolean} https the answer goes to the visitor over HTTPS (HSTS, upgrade-insecure-requests)
 * @property {ReturnType<typeof import('./encoded-bodies.mjs').createEncodedBodies>} bodies
 * @property {number} sharedSeconds how long a shared cache may keep a page
 * @property {(page: import('./page-cache.mjs').StoredPage | undefined) => void} [capture] given
 *   the stored form of a shareable page (GET), or undefined for any other answer
 */

/** Policies already written, per body and scheme. @type {WeakMap<object, Map<string, string>>} */
const policies = new WeakMap();

/**
 * The policy of an HTML body (memoised for a stored body).
 * @param {import('./csp.mjs').PolicyOptions} policy
 * @param {boolean} https
 * @param {{ scriptHashes: readonly string[] }} body
 */
function policyFor(policy, https, body) {
  let byScheme = policies.get(body);
  if (!byScheme) policies.set(body, (byScheme = new Map()));
  const key = `${https}`;
  let text = byScheme.get(key);
  if (text === undefined) byScheme.set(key, (text = contentSecurityPolicy({ ...policy, scriptHashes: body.scriptHashes, https })));
  return text;
}

/**
 * Sends a stored page (./page-cache.mjs) to `req` without asking Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./page-cache.mjs').StoredPage} page
 * @param {{ policy: import('./csp.mjs').PolicyOptions, https: boolean }} options
 */
export function sendStoredPage(req, res, page, { policy, https }) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  for (const [name, value] of securityHeaders({ https })) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', policyFor(policy, https, page.body));
  res.setHeader('x-nextjs-cache', 'HIT');
  sendEncoded(req, res, page.status, page.body);
}

/**
 * Sends the representation of `body` the request accepts, or 304 when it already has it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {import('./encoded-bodies.mjs').EncodedBody} body
 * @param {Pick<import('node:http').ServerResponse, 'writeHead' | 'end'>} [node] Node's own methods
 */
function sendEncoded(req, res, status, body, node = res) {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const chosen = representation(body, accepted);
  res.setHeader('ETag', chosen.etag);
  // The client may hold another encoding of the same body (gzip, before brotli was ready): it is
  // still current, and what it holds is what it is told to keep.
  const held = accepted.map((encoding) => etagOf(body, encoding)).find((etag) => notModified(String(req.headers['if-none-match'] ?? ''), etag));
  if (held && status === 200) {
    res.setHeader('ETag', held);
    for (const name of ['content-type', 'content-length', 'content-encoding']) res.removeHeader(name);
    Reflect.apply(node.writeHead, res, [304]);
    Reflect.apply(node.end, res, []);
    return;
  }
  if (chosen.encoding !== 'identity') res.setHeader('Content-Encoding', chosen.encoding);
  else res.removeHeader('content-encoding');
  res.setHeader('Content-Length', chosen.bytes.length);
  Reflect.apply(node.writeHead, res, [status]);
  Reflect.apply(node.end, res, req.method === 'HEAD' ? [] : [chosen.bytes]);
}

/**
 * Wraps `res` so that what Next (or the server) writes next goes out as described above. Call
 * before anything else wraps it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {SecureOptions} options
 */
export function secureResponse(req, res, { policy, https, bodies, sharedSeconds, capture = () => undefined }) {
  // Node's own methods, which this layer calls once it has decided.
  const { writeHead, write, end, flushHeaders } = res;
  const node = { writeHead, end };
  const headOnly = req.method === 'HEAD';
  /** How the body is handled once the head is known. */
  /** @type {undefined | { hold: Buffer[], status: number, kind: 'html' | 'asset' } | { zip: import('node:zlib').Gzip }} */
  let transform;
  let decided = false;
  let captured = false;
  /** @param {import('./page-cache.mjs').StoredPage | undefined} page */
  const handOver = (page) => {
    if (captured) return;
    captured = true;
    capture(page);
  };
  res.once('close', () => handOver(undefined));

  const ensureHead = () => {
    if (!decided) res.writeHead(res.statusCode);
  };

  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (decided) return Reflect.apply(writeHead, res, [status, ...rest]);
      decided = true;
      // Headers given here are set on the response first, so that they are read like the others.
      const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
      const message = rest.find((arg) => typeof arg === 'string');
      if (Array.isArray(given)) {
        for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(String(given[i]), given[i + 1]);
      } else if (given) {
        for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, /** @type {string | string[]} */ (value));
      }
      for (const [name, value] of securityHeaders({ https })) if (!res.hasHeader(name)) res.setHeader(name, value);
      const type = String(res.getHeader('content-type') ?? '');
      const hasBody = !headOnly && status !== 204 && status !== 304 && !(status >= 100 && status < 200);
      const html = /^text\/html/i.test(type);
      const compressible = COMPRESSIBLE.test(type) && status !== 206 && !res.hasHeader('content-encoding');
      if (html && hasBody) {
        // Held whole: the policy names the page's inline scripts, read once the page is complete.
        transform = { hold: [], status, kind: 'html' };
        res.statusCode = status;
        if (message !== undefined) res.statusMessage = message;
        return res;
      }
      if (html) {
        // HEAD, 304: no body to read the scripts of; nothing runs either.
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...policy, scriptHashes: [], https }));
        res.removeHeader('etag');
      }
      if (compressible && hasBody && status === 200 && /\bimmutable\b/.test(String(res.getHeader('cache-control') ?? ''))) {
        transform = { hold: [], status, kind: 'asset' };
        res.statusCode = status;
        return res;
      }
      const length = Number(res.getHeader('content-length') ?? Infinity);
      if (compressible) {
        appendVary(res, 'Accept-Encoding');
        if (negotiateEncoding(req.headers['accept-encoding']) && hasBody && length >= MIN_LENGTH) {
          res.setHeader('Content-Encoding', 'gzip');
          res.removeHeader('content-length');
          const zip = createGzip({ level: 6 });
          transform = { zip };
          zip.on('data', (/** @type {Buffer} */ data) => {
            if (!Reflect.apply(write, res, [data])) zip.pause();
          });
          res.on('drain', () => zip.resume());
          zip.on('drain', () => res.emit('drain'));
          zip.on('end', () => Reflect.apply(end, res, []));
          zip.on('error', (error) => res.destroy(error));
        }
      }
      return Reflect.apply(writeHead, res, message === undefined ? [status] : [status, message]);
    }
  );

  res.flushHeaders = () => {
    ensureHead();
    if (!transform || 'zip' in transform) Reflect.apply(flushHeaders, res, []);
  };

  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const toBuffer = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : undefined;

  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      ensureHead();
      if (!transform) return Reflect.apply(write, res, [chunk, ...rest]);
      const callback = rest.find((arg) => typeof arg === 'function');
      const data = toBuffer(chunk, rest[0]);
      let ok = true;
      if (data && data.length > 0) {
        // A copy: the caller may reuse its chunk.
        if ('hold' in transform) transform.hold.push(Buffer.from(data));
        else ok = transform.zip.write(data);
      }
      if (typeof callback === 'function') queueMicrotask(() => callback());
      return ok;
    }
  );

  // Next's streaming renderer calls `flush()` after each chunk when the response has one (as it
  // does for its own compression): what is compressed so far goes out at once.
  Object.defineProperty(res, 'flush', {
    configurable: true,
    writable: true,
    value: () => {
      if (transform && 'zip' in transform) transform.zip.flush();
    },
  });

  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      ensureHead();
      if (!transform) {
        handOver(undefined);
        return Reflect.apply(end, res, args);
      }
      const callback = args.find((arg) => typeof arg === 'function');
      if (typeof callback === 'function') res.once('finish', () => callback());
      const data = typeof args[0] === 'function' ? undefined : toBuffer(args[0], args[1]);
      if ('zip' in transform) {
        handOver(undefined);
        transform.zip.end(data);
        return res;
      }
      if (data && data.length > 0) transform.hold.push(Buffer.from(data));
      const held = Buffer.concat(transform.hold);
      if (transform.kind === 'asset') {
        appendVary(res, 'Accept-Encoding');
        handOver(undefined);
        sendEncoded(req, res, transform.status, bodies.get(held, { html: false }), node);
        return res;
      }
      finishHtml(transform.status, held);
      return res;
    }
  );

  /**
   * @param {number} status
   * @param {Buffer} held the whole page
   */
  function finishHtml(status, held) {
    res.removeHeader('etag');
    res.removeHeader('content-length');
    appendVary(res, 'Accept-Encoding');
    if (!isShareable(status, res)) {
      handOver(undefined);
      const scripts = inlineScriptHashes(held.toString('utf8'));
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...policy, scriptHashes: scripts.hashes, https }));
      const zip = held.length >= MIN_LENGTH && negotiateEncoding(req.headers['accept-encoding']);
      const bytes = zip ? gzipSync(held, { level: 6 }) : held;
      if (zip) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', bytes.length);
      Reflect.apply(writeHead, res, [status]);
      Reflect.apply(end, res, [bytes]);
      return;
    }
    const body = bodies.get(held, { html: true });
    res.setHeader('Cache-Control', sharedCacheControl(String(res.getHeader('cache-control')), sharedSeconds));
    res.setHeader('Content-Security-Policy', policyFor(policy, https, body));
    if (req.method === 'GET') {
      /** @type {[string, string][]} */
      const headers = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (NOT_STORED.has(name) || value === undefined) continue;
        headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      }
      handOver({ status, headers, body });
    } else {
      handOver(undefined);
    }
    sendEncoded(req, res, status, body, node);
  }
}
