// @ts-check
// Bodies the site's server sends again and again, encoded once: a stored page (the same bytes until
// Next regenerates it) and Next's immutable assets (/_next/static). For each distinct body, by its
// SHA-256, this keeps the gzip and brotli encodings (brotli is made off the main thread and used
// once ready: until then the gzip one goes out), a strong validator per encoding, and for HTML the
// hashes of Next's inline scripts (./csp.mjs). Least recently used bodies go first beyond a budget.
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { inlineScriptHashes } from './csp.mjs';

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/**
 * @typedef {object} EncodedBody
 * @property {string} digest the body's SHA-256 (base64url, 22 characters kept)
 * @property {Buffer} identity
 * @property {Buffer | undefined} gzip undefined when it would not be smaller
 * @property {Buffer | undefined} br undefined until made, or when it would not be smaller
 * @property {readonly string[]} scriptHashes for HTML, the hash sources of Next's inline scripts
 * @property {number} foreignScripts for HTML, inline scripts that are not Next's (refused by the policy)
 */

/**
 * The encodings a client accepts, best first: brotli, gzip, then the body as it is. An encoding
 * named with `q=0` is refused; `*` stands for the ones not named.
 * @param {string | string[] | undefined} header
 * @returns {Encoding[]}
 */
export function acceptedEncodings(header) {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return ['identity'];
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of text.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (/** @type {string} */ name, /** @type {string} */ alias = name) => weights.get(name) ?? weights.get(alias) ?? weights.get('*') ?? 0;
  /** @type {Encoding[]} */
  const accepted = [];
  if (weight('br') > 0) accepted.push('br');
  if (weight('gzip', 'x-gzip') > 0) accepted.push('gzip');
  // Identity is acceptable unless refused by name (or by `*;q=0` without naming it).
  const identity = weights.get('identity') ?? (weights.get('*') === 0 ? 0 : 1);
  if (identity > 0 || accepted.length === 0) accepted.push('identity');
  return accepted;
}

/**
 * The representation of `body` to send for `accepted` (acceptedEncodings): the first accepted
 * encoding that exists.
 * @param {EncodedBody} body
 * @param {readonly Encoding[]} accepted
 * @returns {{ encoding: Encoding, bytes: Buffer, etag: string }}
 */
export function representation(body, accepted) {
  for (const encoding of accepted) {
    const bytes = encoding === 'identity' ? body.identity : body[encoding];
    if (bytes) return { encoding, bytes, etag: etagOf(body, encoding) };
  }
  return { encoding: 'identity', bytes: body.identity, etag: etagOf(body, 'identity') };
}

/**
 * A strong validator of one encoding of a body (each encoding is a representation of its own).
 * @param {EncodedBody} body
 * @param {Encoding} encoding
 */
export function etagOf(body, encoding) {
  return encoding === 'identity' ? `"${body.digest}"` : `"${body.digest}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * Whether the request's If-None-Match names `etag` (weakly compared, as RFC 9110 asks for GET).
 * @param {string | undefined} header
 * @param {string} etag
 */
export function notModified(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A store of encoded bodies within `maxBytes` (all encodings counted).
 * @param {{ maxBytes?: number, minLength?: number, brotliQuality?: number }} [options]
 */
export function createEncodedBodies({ maxBytes = 64 * 1024 * 1024, minLength = 1024, brotliQuality = 11 } = {}) {
  /** @type {Map<string, { body: EncodedBody, size: number }>} */
  const bodies = new Map();
  let bytes = 0;

  const evict = () => {
    for (const [digest, held] of bodies) {
      if (bytes <= maxBytes || bodies.size <= 1) break;
      bodies.delete(digest);
      bytes -= held.size;
    }
  };

  return {
    /**
     * The encoded body of `identity`, made on first sight.
     * @param {Buffer} identity
     * @param {{ html: boolean }} kind
     * @returns {EncodedBody}
     */
    get(identity, { html }) {
      const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
      const found = bodies.get(digest);
      if (found) {
        bodies.delete(digest);
        bodies.set(digest, found);
        return found.body;
      }
      const compressible = identity.length >= minLength;
      const gzip = compressible ? gzipSync(identity, { level: 9 }) : undefined;
      const scripts = html ? inlineScriptHashes(identity.toString('utf8')) : { hashes: [], others: 0 };
      /** @type {EncodedBody} */
      const body = {
        digest,
        identity,
        gzip: gzip && gzip.length < identity.length ? gzip : undefined,
        br: undefined,
        scriptHashes: scripts.hashes,
        foreignScripts: scripts.others,
      };
      const held = { body, size: identity.length + (body.gzip?.length ?? 0) };
      bodies.set(digest, held);
      bytes += held.size;
      evict();
      if (compressible) {
        const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length };
        brotliCompress(identity, { params }, (error, br) => {
          if (error || br.length >= identity.length || bodies.get(digest) !== held) return;
          body.br = br;
          held.size += br.length;
          bytes += br.length;
          evict();
        });
      }
      return body;
    },
    /** How many bodies and bytes are held (for tests and the bench). */
    stats() {
      return { bodies: bodies.size, bytes };
    },
  };
}
