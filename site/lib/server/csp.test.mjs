// @ts-check
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, isNextInlineScript, originOf, policyOptionsFromEnv, securityHeaders } from './csp.mjs';
import { acceptedEncodings, createEncodedBodies, notModified, representation } from './encoded-bodies.mjs';
import { createPageCache, isPageView } from './page-cache.mjs';
import { isShareable, negotiateEncoding, secureResponse, sendStoredPage, sharedCacheControl } from './secure-response.mjs';

/** @param {string} text */
const sha = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n2:[\\"$\\",\\"div\\",null,{\\"dangerouslySetInnerHTML\\":{\\"__html\\":\\"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\"}}]\\n"])';

/**
 * A page as Next writes it, whose rich text (rendered raw, as `dangerouslySetInnerHTML` does)
 * carries a script, an inline handler and a copy of a payload script with code after it.
 */
const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Course"}</script></head><body>',
  '<div class="prose"><p>Du pain</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  '<script>self.__next_f.push([1,"x"]);alert(3)</script><SCRIPT id="x">alert(4)</SCRIPT></div>',
  `<script>${BOOTSTRAP}</script><script nonce="old">${PAYLOAD}</script></body></html>`,
].join('');

describe("Next's inline scripts", () => {
  it('recognises its bootstrap and payload chunks, and nothing with code of its own', () => {
    expect(isNextInlineScript(BOOTSTRAP)).toBe(true);
    expect(isNextInlineScript(PAYLOAD)).toBe(true);
    expect(isNextInlineScript('self.__next_f.push([2,null])')).toBe(true);
    expect(isNextInlineScript('self.__next_f.push([3,"AAEC"])')).toBe(true);
    expect(isNextInlineScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false);
    expect(isNextInlineScript('self.__next_f.push([1,"x"+alert(1)])')).toBe(false);
    expect(isNextInlineScript('self.__next_f.push([1,x])')).toBe(false);
    expect(isNextInlineScript('self.__next_f.push([2,"x"])')).toBe(false);
    expect(isNextInlineScript(`${BOOTSTRAP};alert(1)`)).toBe(false);
    expect(isNextInlineScript('alert(1)')).toBe(false);
  });

  it("hashes Next's scripts only: a script, a handler or a look-alike in rich text gets no hash", () => {
    const { hashes, others } = inlineScriptHashes(PAGE);
    expect(hashes).toEqual([sha(BOOTSTRAP), sha(PAYLOAD)]);
    // alert(1), the look-alike and the one with an id: not Next's.
    expect(others).toBe(3);
    expect(inlineScriptHashes(`${PAGE}<script>${BOOTSTRAP}</script>`).hashes).toHaveLength(2);
  });
});

describe('policy', () => {
  const options = policyOptionsFromEnv(
    { DRUPAL_BASE_URL: 'https://cms.example.org/', MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' },
    false,
  );
  /** @param {string} policy */
  const directivesOf = (policy) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

  it("allows this origin's scripts, Google's tags and the page's own inline scripts by hash; no inline handlers", () => {
    const directives = directivesOf(contentSecurityPolicy({ ...options, scriptHashes: ['sha256-abc='], https: false }));
    expect(directives['script-src']).toBe(
      `script-src 'self' 'sha256-abc=' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com`,
    );
    expect(directives['script-src-attr']).toBe(`script-src-attr 'none'`);
    expect(directives['object-src']).toBe(`object-src 'none'`);
    expect(directives['base-uri']).toBe(`base-uri 'self'`);
    expect(directives['frame-ancestors']).toBe(`frame-ancestors 'self' https://cms.example.org`);
    expect(directives['img-src']).toContain('https://*.tile.example.org');
    expect(directives['connect-src']).toContain('https://o1.ingest.sentry.io');
    expect(directives['connect-src']).not.toContain('key@');
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(contentSecurityPolicy({ ...options, scriptHashes: [], https: true })).toContain('upgrade-insecure-requests');
  });

  it('relaxes only in development (React Refresh evaluates code)', () => {
    const production = contentSecurityPolicy({ ...options, scriptHashes: [], https: false });
    expect(production).not.toMatch(/unsafe-eval|unsafe-inline'(?=[^;]*script)|nonce-/);
    expect(contentSecurityPolicy({ ...options, dev: true, scriptHashes: ['sha256-abc='], https: false })).toMatch(/script-src 'self' 'unsafe-inline' 'unsafe-eval'/);
  });

  it('reads origins from URLs and tile templates', () => {
    expect(originOf('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(originOf('https://tiles.{s}.example.org/{z}.png')).toBe('https:');
    expect(originOf('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: false }).map(([name]) => name)).not.toContain('Strict-Transport-Security');
    expect(Object.fromEntries(securityHeaders({ https: true }))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('encoded bodies', () => {
  it('negotiates brotli, then gzip, then the body as it is', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('identity')).toEqual(['identity']);
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip, identity;q=0')).toEqual(['gzip']);
    expect(negotiateEncoding('br, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('gzip')).toBe('gzip');
  });

  it('encodes a body once, brotli off the main thread, with a validator per encoding', async () => {
    const bodies = createEncodedBodies();
    const html = Buffer.from(`<!DOCTYPE html><p>${'Apprendre un métier. '.repeat(200)}</p>`);
    const body = bodies.get(html, { html: true });
    expect(bodies.get(Buffer.from(html), { html: true })).toBe(body);
    expect(String(gunzipSync(/** @type {Buffer} */ (body.gzip)))).toBe(String(html));
    // Until brotli is ready the gzip encoding answers.
    expect(representation(body, ['br', 'gzip', 'identity']).encoding).toBe(body.br ? 'br' : 'gzip');
    await vi.waitFor(() => expect(body.br).toBeDefined());
    const br = representation(body, ['br', 'gzip', 'identity']);
    expect(br.encoding).toBe('br');
    expect(String(brotliDecompressSync(br.bytes))).toBe(String(html));
    const etags = new Set(['br', 'gzip', 'identity'].map((encoding) => representation(body, [/** @type {'br'} */ (encoding)]).etag));
    expect(etags.size).toBe(3);
    expect(notModified(`W/${br.etag}, "other"`, br.etag)).toBe(true);
    expect(notModified('"other"', br.etag)).toBe(false);
  });

  it('lets the least recently used bodies go beyond its budget', () => {
    const bodies = createEncodedBodies({ maxBytes: 3000, minLength: 10_000 });
    const first = bodies.get(Buffer.alloc(1000, 'a'), { html: false });
    bodies.get(Buffer.alloc(1000, 'b'), { html: false });
    expect(bodies.get(Buffer.alloc(1000, 'a'), { html: false })).toBe(first);
    bodies.get(Buffer.alloc(1000, 'c'), { html: false });
    bodies.get(Buffer.alloc(1000, 'd'), { html: false });
    expect(bodies.stats()).toEqual({ bodies: 3, bytes: 3000 });
    expect(bodies.get(Buffer.alloc(1000, 'a'), { html: false })).toBe(first);
  });
});

describe('page cache', () => {
  /** @param {Partial<import('node:http').IncomingMessage>} request */
  const request = (request) => /** @type {import('node:http').IncomingMessage} */ ({ method: 'GET', url: '/', headers: {}, ...request });

  it('answers anonymous page views only', () => {
    expect(isPageView(request({}))).toBe(true);
    expect(isPageView(request({ method: 'HEAD', url: '/articles?page=2' }))).toBe(true);
    expect(isPageView(request({ method: 'POST' }))).toBe(false);
    expect(isPageView(request({ headers: { rsc: '1' } }))).toBe(false);
    expect(isPageView(request({ headers: { 'next-router-prefetch': '1' } }))).toBe(false);
    expect(isPageView(request({ headers: { cookie: 'a=1; __prerender_bypass=x' } }))).toBe(false);
    expect(isPageView(request({ url: '/article/x?preview=true' }))).toBe(false);
    expect(isPageView(request({ url: '/_next/static/chunks/a.js' }))).toBe(false);
    expect(isPageView(request({ url: '/api/revalidate' }))).toBe(false);
  });

  it('keeps a copy for its lifetime, lets one request refresh it while the others get it, and forgets it on clear', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => now });
    const page = /** @type {import('./page-cache.mjs').StoredPage} */ ({ status: 200, headers: [], body: /** @type {never} */ ({}) });
    const miss = cache.lookup('/');
    expect(miss).toEqual({ generation: 0 });
    cache.store('/', 0, page);
    expect(cache.lookup('/')).toEqual({ page });
    now = 1000;
    expect(cache.lookup('/')).toEqual({ generation: 0 });
    // Refreshing: the others still get the copy.
    expect(cache.lookup('/')).toEqual({ page });
    cache.store('/', 0, undefined);
    expect(cache.lookup('/')).toEqual({ generation: 0 });
    cache.store('/', 0, page);
    const before = cache.lookup('/a');
    cache.clear();
    expect(cache.lookup('/')).toEqual({ generation: 1 });
    // A copy asked before the clear may be of the old page: not kept.
    cache.store('/a', 'generation' in before ? before.generation : -1, page);
    expect(cache.lookup('/a')).toEqual({ generation: 1 });
  });
});

/**
 * A server writing `chunks` through secureResponse with the given headers.
 * @param {{ chunks: string[], headers?: Record<string, string>, status?: number, capture?: (page: unknown) => void }} answer
 */
async function serve({ chunks, headers = {}, status = 200, capture }) {
  const bodies = createEncodedBodies();
  const policy = policyOptionsFromEnv({}, false);
  const server = createServer((req, res) => {
    secureResponse(req, res, { policy, https: false, bodies, sharedSeconds: 10, capture });
    res.setHeader('etag', '"next"');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    const [first, ...rest] = chunks;
    res.write(first ?? '');
    for (const chunk of rest) res.write(chunk);
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    /** @param {Record<string, string>} requestHeaders @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>} */
    get: (requestHeaders) =>
      new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port, headers: requestHeaders }, (res) => {
          /** @type {Buffer[]} */
          const parts = [];
          res.on('data', (part) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      }),
    close: () => server.close(),
  };
}

describe('secureResponse', () => {
  const big = `<p>${'Des formations en alternance. '.repeat(100)}</p>`;
  const page = ['<html><head><scr', `ipt src="/a.js"></script></head><body>${big}<script>${BOOTSTRAP}</script>`, '<script>alert(1)</script></body></html>'];

  it('sends a shared page encoded once, with a validator per encoding, 304 when unchanged, and the headers caches need', async () => {
    /** @type {unknown[]} */
    const captured = [];
    const server = await serve({ chunks: page, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' }, capture: (stored) => captured.push(stored) });
    try {
      const gzip = await server.get({ 'accept-encoding': 'gzip' });
      const plain = await server.get({});
      const again = await server.get({ 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers['etag']) });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(String(gunzipSync(gzip.body))).toBe(page.join(''));
      expect(String(plain.body)).toBe(page.join(''));
      expect(gzip.headers['etag']).not.toBe(plain.headers['etag']);
      expect(gzip.headers['etag']).not.toBe('"next"');
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // A client holding the gzip encoding while brotli is now preferred: still current.
      const held = await server.get({ 'accept-encoding': 'br, gzip', 'if-none-match': String(gzip.headers['etag']) });
      expect(held.status).toBe(304);
      expect(held.headers['etag']).toBe(gzip.headers['etag']);
      // Not for an encoding it does not accept.
      expect((await server.get({ 'if-none-match': String(gzip.headers['etag']) })).status).toBe(200);
      for (const { headers } of [gzip, plain]) {
        expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
        expect(headers['vary']).toBe('Accept-Encoding');
        expect(headers['x-content-type-options']).toBe('nosniff');
        const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
        expect(scriptSrc).toContain(`'${sha(BOOTSTRAP)}'`);
        expect(scriptSrc).not.toContain(sha('alert(1)'));
      }
      expect(captured).toHaveLength(5);
      const stored = /** @type {import('./page-cache.mjs').StoredPage} */ (captured[0]);
      expect(stored.status).toBe(200);
      expect(Object.fromEntries(stored.headers)).toEqual({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400',
        vary: 'Accept-Encoding',
      });
    } finally {
      server.close();
    }
  });

  it("sends a page rendered for one visitor with its policy, gzipped, Next's private Cache-Control kept, not stored", async () => {
    /** @type {unknown[]} */
    const captured = [];
    const server = await serve({ chunks: page, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, capture: (stored) => captured.push(stored) });
    try {
      const answer = await server.get({ 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(String(gunzipSync(answer.body))).toBe(page.join(''));
      expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
      expect(answer.headers['etag']).toBeUndefined();
      expect(answer.headers['content-security-policy']).toContain(`'${sha(BOOTSTRAP)}'`);
      expect(captured).toEqual([undefined]);
    } finally {
      server.close();
    }
  });

  it("encodes Next's immutable assets once and streams other scripts gzipped, without a policy", async () => {
    const script = `console.log("<script");${' '.repeat(2000)}`;
    const asset = await serve({ chunks: [script], headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' } });
    const other = await serve({ chunks: [script], headers: { 'content-type': 'application/javascript; charset=utf-8' } });
    try {
      const cached = await asset.get({ 'accept-encoding': 'gzip' });
      expect(cached.headers['content-encoding']).toBe('gzip');
      expect(String(gunzipSync(cached.body))).toBe(script);
      expect(cached.headers['etag']).toMatch(/-gz"$/);
      expect((await asset.get({ 'accept-encoding': 'gzip', 'if-none-match': String(cached.headers['etag']) })).status).toBe(304);
      const streamed = await other.get({ 'accept-encoding': 'gzip' });
      expect(streamed.headers['content-encoding']).toBe('gzip');
      expect(String(gunzipSync(streamed.body))).toBe(script);
      expect(streamed.headers['content-security-policy']).toBeUndefined();
      expect(streamed.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      asset.close();
      other.close();
    }
  });

  it("leaves the visitor's validator to Next where Next answers 304 itself (/_next/image)", async () => {
    const bodies = createEncodedBodies();
    const policy = policyOptionsFromEnv({}, false);
    const server = createServer((req, res) => {
      secureResponse(req, res, { policy, https: false, bodies, sharedSeconds: 10 });
      // What Next's image optimizer does with its own ETag.
      res.setHeader('etag', '"image-1"');
      res.setHeader('content-type', 'image/webp');
      res.statusCode = req.headers['if-none-match'] === '"image-1"' ? 304 : 200;
      res.end(res.statusCode === 304 ? undefined : 'RIFF....WEBP');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    /** @param {Record<string, string>} headers @returns {Promise<number>} */
    const status = (headers) =>
      new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/_next/image?url=%2Fa.png&w=384&q=75', headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject);
      });
    try {
      expect(await status({})).toBe(200);
      expect(await status({ 'if-none-match': '"image-1"' })).toBe(304);
    } finally {
      server.close();
    }
  });

  it('tells shared answers from private ones, and never lets a shared cache keep a page longer than Next', () => {
    /** @param {Record<string, string>} headers */
    const response = (headers) => /** @type {import('node:http').ServerResponse} */ (/** @type {unknown} */ ({ getHeader: (/** @type {string} */ name) => headers[name], hasHeader: (/** @type {string} */ name) => name in headers }));
    expect(isShareable(200, response({ 'cache-control': 's-maxage=60, stale-while-revalidate=1' }))).toBe(true);
    expect(isShareable(404, response({ 'cache-control': 's-maxage=60' }))).toBe(false);
    expect(isShareable(200, response({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(isShareable(200, response({ 'cache-control': 's-maxage=60', 'set-cookie': 'a=1' }))).toBe(false);
    expect(sharedCacheControl('s-maxage=5, stale-while-revalidate=10', 10)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5, stale-if-error=86400');
  });

  it('answers a stored page from memory with the headers of its scheme', async () => {
    const bodies = createEncodedBodies();
    const body = bodies.get(Buffer.from(page.join('')), { html: true });
    const policy = policyOptionsFromEnv({}, false);
    const server = createServer((req, res) => sendStoredPage(req, res, { status: 200, headers: [['content-type', 'text/html; charset=utf-8']], body }, { policy, https: req.url === '/https' }));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/https`);
      expect(await answer.text()).toBe(page.join(''));
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(answer.headers.get('x-nextjs-cache')).toBe('HIT');
      const plain = await fetch(`http://127.0.0.1:${port}/`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      server.close();
    }
  });
});
