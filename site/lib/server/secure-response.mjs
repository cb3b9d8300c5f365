// @ts-check
// What site/server.mjs does to every answer on its way out: the security headers, and for HTML the
// Content-Security-Policy with a fresh nonce written into the page's script tags (./csp.mjs); then
// the compression, which Next leaves to this server (`compress: false` in next.config.ts): the
// nonce cannot be written into a compressed stream.
import { createGzip } from 'node:zlib';
import { contentSecurityPolicy, createNonceInjector, newNonce, securityHeaders } from './csp.mjs';

/** Types worth compressing (images, fonts and PDFs are compressed already, or nearly). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|ld\+json|xml|rss\+xml|atom\+xml|x-javascript)|image\/svg\+xml)/i;
/** Below this (when the length is known), compressing costs more than it saves. */
const MIN_LENGTH = 1024;

/**
 * The encoding to answer with, from the request's Accept-Encoding: gzip, or none. Gzip only, as
 * Next's own compression did: brotli, streamed with a flush after each chunk Next writes, served
 * the home page about eight times slower under load (docs/security.md).
 * @param {string | undefined} header
 * @returns {'gzip' | undefined}
 */
export function negotiateEncoding(header) {
  if (!header) return undefined;
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const gzip = accepted.get('gzip') ?? accepted.get('x-gzip') ?? accepted.get('*') ?? 0;
  return gzip > 0 ? 'gzip' : undefined;
}

/**
 * @typedef {object} SecureOptions
 * @property {import('./csp.mjs').PolicyOptions} policy
 * @property {boolean} https the answer goes to the visitor over HTTPS (HSTS, upgrade-insecure-requests)
 */

/**
 * Wraps `res` so that what Next (or the server) writes next goes out with the security headers,
 * a nonce in HTML, and compressed when the client accepts it. Call before anything else wraps it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {SecureOptions} options
 */
export function secureResponse(req, res, { policy, https }) {
  // Node's own methods, which this layer calls once it has decided.
  const { writeHead, write, end, flushHeaders } = res;
  const headOnly = req.method === 'HEAD';
  /** @type {undefined | { inject?: ReturnType<typeof createNonceInjector>, zip?: import('node:zlib').Gzip }} */
  let transform;
  let decided = false;

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
      /** @type {NonNullable<typeof transform>} */
      const chosen = {};
      if (html) {
        const nonce = newNonce();
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...policy, nonce, https }));
        // The bytes differ on every answer: a validator of them would lie, and a 304 would keep a
        // page whose nonce no longer matches the policy.
        res.removeHeader('etag');
        if (hasBody) chosen.inject = createNonceInjector(nonce);
      }
      const length = Number(res.getHeader('content-length') ?? Infinity);
      // Error pages too; not a part of a file (206), whose range is of the uncompressed bytes.
      if (COMPRESSIBLE.test(type) && status !== 206) {
        res.appendHeader('Vary', 'Accept-Encoding');
        const encoding = negotiateEncoding(req.headers['accept-encoding']);
        if (encoding && hasBody && !res.hasHeader('content-encoding') && length >= MIN_LENGTH) {
          res.setHeader('Content-Encoding', encoding);
          chosen.zip = createGzip({ level: 6 });
        }
      }
      if (chosen.inject || chosen.zip) {
        res.removeHeader('content-length');
        transform = chosen;
        const zip = chosen.zip;
        if (zip) {
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
    Reflect.apply(flushHeaders, res, []);
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

  /**
   * Sends `data` through the transform; true when more can be written now.
   * @param {Buffer} data
   */
  const pass = (data) => {
    const { inject, zip } = /** @type {NonNullable<typeof transform>} */ (transform);
    const out = inject ? inject.push(data) : data;
    if (zip) return out.length === 0 ? true : zip.write(out);
    return out.length === 0 ? true : Reflect.apply(write, res, [out]);
  };

  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      ensureHead();
      if (!transform) return Reflect.apply(write, res, [chunk, ...rest]);
      const callback = rest.find((arg) => typeof arg === 'function');
      const data = toBuffer(chunk, rest[0]);
      const ok = data ? pass(data) : true;
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
      if (transform?.zip) transform.zip.flush();
    },
  });

  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      ensureHead();
      if (!transform) return Reflect.apply(end, res, args);
      const callback = args.find((arg) => typeof arg === 'function');
      if (typeof callback === 'function') res.once('finish', () => callback());
      const data = typeof args[0] === 'function' ? undefined : toBuffer(args[0], args[1]);
      if (data) pass(data);
      const { inject, zip } = transform;
      const rest = inject ? inject.flush() : Buffer.alloc(0);
      if (zip) zip.end(rest);
      else Reflect.apply(end, res, rest.length > 0 ? [rest] : []);
      return res;
    }
  );
}
