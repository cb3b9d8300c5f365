// @ts-check
// The shipped nginx configuration (deploy/nginx/site.conf) does what it says: Debian's nginx runs
// it, rendered for a temporary directory (bench/lib/nginx.mjs), in front of a stand-in for the site
// whose answers (Cache-Control, Set-Cookie, Vary, ETag) each test chooses, and which records every
// request it gets. Without nginx the suite fails and says what to install (as root with apt, it is
// installed first, as Chromium is for the end-to-end tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/stack.mjs';
import { renderSiteConf, resolveNginx, startNginx } from '../../bench/lib/nginx.mjs';

/** What the site sends on a cached page today (Next's ISR header, no validator). */
const NEXT_ISR = { 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' };
/** What the site sends on a cached page once it serves them precompressed (issue 19). */
const PRECOMPRESSED = { 'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400', etag: '"page-v1"' };
const NEXT_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch';
const SESSION = `SESS${'0123456789abcdef'.repeat(2)}`;

/**
 * @typedef {{ method: string, url: string, headers: import('node:http').IncomingHttpHeaders, body: string }} Seen
 * @typedef {(request: Seen, response: import('node:http').ServerResponse) => void} Route
 */

/** Requests the stand-in site received, in order. @type {Seen[]} */
const seen = [];
/** @type {Map<string, Route>} */
const routes = new Map();
/** @type {import('node:http').Server} */
let upstream;
let upstreamPort = 0;
let listenPort = 0;
/** @type {import('../../bench/lib/nginx.mjs').RunningNginx | undefined} */
let nginx;
let prefix = '';

function listenUpstream() {
  upstream = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(request);
      const route = routes.get(new URL(request.url, 'http://x').pathname);
      if (route) route(request, res);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('no route');
    });
  });
  return new Promise((resolve) => upstream.listen(upstreamPort, '127.0.0.1', () => resolve(undefined)));
}

function stopUpstream() {
  return new Promise((resolve) => {
    upstream.close(() => resolve(undefined));
    upstream.closeAllConnections();
  });
}

/** Why nginx could not be started: every test then fails with it (never skipped). @type {unknown} */
let setupError;

beforeAll(async () => {
  try {
    const binary = resolveNginx();
    upstreamPort = await freePort();
    await listenUpstream();
    listenPort = await freePort();
    prefix = mkdtempSync(path.join(tmpdir(), 'campus-nginx-test-'));
    const site = renderSiteConf({ upstreamPort, listenPort, cacheDir: path.join(prefix, 'cache') });
    // An operator's global compression, as Debian's nginx.conf has it (gzip on), and more: the
    // site's server must still answer exactly what the site sent.
    const http = `    gzip on;\n    gzip_proxied any;\n    gzip_types text/plain text/html;\n${site}`;
    nginx = await startNginx({ nginx: binary, prefix, http, waitPort: listenPort, workers: 1 });
  } catch (error) {
    setupError = error;
  }
}, 180_000);

beforeEach(() => {
  if (setupError) throw setupError;
});

afterAll(async () => {
  await nginx?.stop();
  if (upstream?.listening) await stopUpstream();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/**
 * One request through nginx (node:http, so that no header is added behind the test's back).
 * @param {string} requestPath
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, port?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function ask(requestPath, { method = 'GET', headers = {}, body, port = listenPort } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: requestPath, method, headers: { host: 'campus.test', ...headers } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** @param {string} requestPath */
const hits = (requestPath) => seen.filter((request) => request.url === requestPath);

/**
 * A route answering 200 with `headers` and a body naming the request's number on that path.
 * @param {string} routePath
 * @param {Record<string, string | string[]>} headers
 * @param {(request: Seen) => string} [body]
 */
function page(routePath, headers, body = (request) => `page ${routePath} #${hits(request.url).length}`) {
  routes.set(routePath, (request, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body(request)));
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deploy/nginx/site.conf in Debian’s nginx', () => {
  it.each([
    ['the site today (Next’s ISR header)', '/cached-isr', NEXT_ISR],
    ['the precompressed pages (s-maxage, ETag)', '/cached-precompressed', PRECOMPRESSED],
  ])('caches a public page by its Cache-Control: %s', async (_, pagePath, headers) => {
    page(pagePath, { ...headers, vary: `${NEXT_VARY}, Accept-Encoding` });
    const first = await ask(pagePath);
    const second = await ask(pagePath);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(headers['cache-control']);
    expect(hits(pagePath)).toHaveLength(1);
  });

  it('caches Next’s static files', async () => {
    page('/_next/static/chunks/app.js', { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
    await ask('/_next/static/chunks/app.js');
    expect((await ask('/_next/static/chunks/app.js')).headers['x-cache-status']).toBe('HIT');
    expect(hits('/_next/static/chunks/app.js')).toHaveLength(1);
  });

  it('stores nothing the site does not say is cacheable', async () => {
    page('/no-header', {});
    await ask('/no-header');
    expect((await ask('/no-header')).headers['x-cache-status']).toBe('MISS');
    expect(hits('/no-header')).toHaveLength(2);
  });

  it.each([
    ['a session cookie', '/session-page', `theme=dark; ${SESSION}=abc`],
    ['a secure session cookie (SSESS)', '/secure-session-page', `S${SESSION}=abc`],
    ['Next’s draft-mode cookie', '/draft-page', '__prerender_bypass=1'],
    ['the preview companion cookie', '/preview-page', 'other=1;campus_preview=xyz'],
  ])('neither serves from the cache nor stores a request with %s', async (_, pagePath, cookie) => {
    // The worst case: the site answers the signed-in visitor with a header that says public.
    page(pagePath, PRECOMPRESSED, (request) => (request.headers.cookie ? `private page for ${request.headers.cookie}` : 'public page'));
    await ask(pagePath);
    expect((await ask(pagePath)).headers['x-cache-status']).toBe('HIT');
    const signedIn = await ask(pagePath, { headers: { cookie } });
    expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
    expect(signedIn.body).toBe(`private page for ${cookie}`);
    expect(hits(pagePath).at(-1)?.headers.cookie).toBe(cookie);
    const anonymous = await ask(pagePath);
    expect(anonymous.headers['x-cache-status']).toBe('HIT');
    expect(anonymous.body).toBe('public page');
    expect(hits(pagePath)).toHaveLength(2);
  });

  it('caches for visitors whose cookies are neither a session nor a preview', async () => {
    page('/other-cookies', PRECOMPRESSED);
    await ask('/other-cookies', { headers: { cookie: 'tarteaucitron=!youtube=false; SESSION=1; xSESS0123456789abcdef0123456789abcdef=1' } });
    expect((await ask('/other-cookies', { headers: { cookie: 'SESS0123=short' } })).headers['x-cache-status']).toBe('HIT');
  });

  it('bypasses the cache for a request with Authorization', async () => {
    page('/authorized', PRECOMPRESSED);
    await ask('/authorized');
    expect((await ask('/authorized', { headers: { authorization: 'Bearer x' } })).headers['x-cache-status']).toBe('BYPASS');
  });

  it.each([
    ['Set-Cookie', { ...PRECOMPRESSED, 'set-cookie': 'campus_preview=; Max-Age=0; Path=/' }],
    ['Cache-Control: private', { 'cache-control': 'private, max-age=600' }],
    ['Cache-Control: no-store', { 'cache-control': 'no-store' }],
    ['Cache-Control: private, no-cache, no-store', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
  ])('never stores an answer with %s', async (name, headers) => {
    const pagePath = `/uncacheable-${name.replace(/\W+/g, '-')}`;
    page(pagePath, headers);
    const first = await ask(pagePath);
    const second = await ask(pagePath);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('MISS');
    expect(hits(pagePath)).toHaveLength(2);
  });

  it('never caches nor answers from the cache a POST', async () => {
    page('/form', PRECOMPRESSED, (request) => `${request.method} ${request.body}`);
    await ask('/form');
    expect((await ask('/form')).headers['x-cache-status']).toBe('HIT');
    const posted = await ask('/form', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const again = await ask('/form', { method: 'POST', body: 'a=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([posted.body, again.body]).toEqual(['POST a=1', 'POST a=2']);
    expect(hits('/form').map((request) => request.method)).toEqual(['GET', 'POST', 'POST']);
    expect((await ask('/form')).body).toBe('GET ');
  });

  it.each(['/api/revalidate', '/jsonapi/node/article', '/user/login', '/session/token', '/webform_rest/submit', '/api'])(
    'never caches %s, whatever it answers',
    async (routePath) => {
      page(routePath, PRECOMPRESSED);
      const first = await ask(routePath);
      await ask(routePath);
      expect(first.headers['x-cache-status']).toBeUndefined();
      expect(hits(routePath)).toHaveLength(2);
    },
  );

  it('forwards the visitor’s address appended to X-Forwarded-For, and its own scheme, host and port whatever the client sent', async () => {
    page('/api/echo', { 'cache-control': 'no-store' });
    await ask('/api/echo', { headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https', 'x-forwarded-port': '1' } });
    await ask('/api/echo');
    const [spoofed, plain] = hits('/api/echo');
    expect(spoofed?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect([spoofed?.headers['x-forwarded-host'], spoofed?.headers['x-forwarded-proto'], spoofed?.headers['x-forwarded-port']]).toEqual(['campus.test', 'http', String(listenPort)]);
    expect(plain?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(plain?.headers['x-forwarded-proto']).toBe('http');
    expect(plain?.headers.host).toBe('campus.test');
    // Keep-alive to the site: nginx asks for it (HTTP/1.1, no `Connection: close`).
    expect(plain?.headers.connection).toBeUndefined();
  });

  it('accepts a body up to the site’s 8 MB on /jsonapi/, 2 MB elsewhere', async () => {
    routes.set('/jsonapi/node/offre_emploi', (request, res) => res.writeHead(201, { 'content-type': 'text/plain' }).end(String(request.body.length)));
    const eightMegabytes = 'x'.repeat(8 * 1024 * 1024);
    const write = await ask('/jsonapi/node/offre_emploi', { method: 'POST', body: eightMegabytes, headers: { 'content-type': 'application/vnd.api+json' } });
    expect(write.status).toBe(201);
    expect(write.body).toBe(String(eightMegabytes.length));
    const tooLarge = await ask('/offres-emploi/deposer', { method: 'POST', body: 'x'.repeat(3 * 1024 * 1024), headers: { 'content-type': 'text/plain' } });
    expect(tooLarge.status).toBe(413);
  });

  it('sends the site a normalised Accept-Encoding and keeps one copy per encoding, never compressing again', async () => {
    const large = 'x'.repeat(8000);
    routes.set('/encoded', (request, res) => {
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
      const headers = { 'content-type': 'text/html; charset=utf-8', vary: `${NEXT_VARY}, Accept-Encoding`, ...PRECOMPRESSED };
      // Bodies that only say what they are: nginx must pass them as they are.
      res.writeHead(200, encoding ? { ...headers, 'content-encoding': encoding } : headers).end(encoding ? `${encoding} bytes` : large);
    });
    const chrome = await ask('/encoded', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const safari = await ask('/encoded', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const oldClient = await ask('/encoded', { headers: { 'accept-encoding': 'gzip, deflate' } });
    const plain = await ask('/encoded');
    const refusing = await ask('/encoded', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect([chrome, safari, oldClient, plain, refusing].map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', undefined, undefined]);
    expect(plain.body).toBe(large);
    // The site is asked with the normalised header; nginx's Vary keeps each browser's exact
    // header apart as well (docs/deploy.md), so each asks once.
    expect(hits('/encoded').map((request) => request.headers['accept-encoding'])).toEqual(['gzip, br', 'gzip, br', 'gzip', undefined, undefined]);
    const again = await Promise.all(
      ['gzip, deflate, br, zstd', 'gzip, deflate', ''].map((accepted) => ask('/encoded', { headers: accepted ? { 'accept-encoding': accepted } : {} })),
    );
    expect(again.map((answer) => [answer.headers['x-cache-status'], answer.headers['content-encoding'], answer.body.length])).toEqual([
      ['HIT', 'br', 'br bytes'.length],
      ['HIT', 'gzip', 'gzip bytes'.length],
      ['HIT', undefined, Buffer.byteLength(large)],
    ]);
    expect(hits('/encoded')).toHaveLength(5);
    // An answer the site left uncompressed stays so, even for a visitor accepting gzip, and even
    // though the http context compresses (gzip on, as Debian's nginx.conf has it).
    routes.set('/uncompressed', (_request, res) => res.writeHead(200, { 'content-type': 'text/html', ...PRECOMPRESSED }).end(large));
    const uncompressed = await ask('/uncompressed', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe(large);
  });

  it('keeps the React payload (RSC: 1) and the HTML of one URL apart, even with Vary on two lines', async () => {
    routes.set('/navigated', (request, res) => {
      const rsc = request.headers['rsc'] === '1';
      // site/server.mjs today: Next's Vary, then its own `Vary: Accept-Encoding` as a second line
      // (nginx 1.22 only reads the last one).
      res.setHeader('vary', [NEXT_VARY, 'Accept-Encoding']);
      res.writeHead(200, { 'content-type': rsc ? 'text/x-component' : 'text/html; charset=utf-8', ...NEXT_ISR }).end(rsc ? '0:["payload"]' : '<html>page</html>');
    });
    const html = await ask('/navigated');
    const payload = await ask('/navigated', { headers: { rsc: '1' } });
    const prefetch = await ask('/navigated', { headers: { rsc: '1', 'next-router-prefetch': '1' } });
    const htmlAgain = await ask('/navigated');
    const payloadAgain = await ask('/navigated', { headers: { rsc: '1' } });
    expect([html, payload, prefetch, htmlAgain, payloadAgain].map((answer) => answer.headers['content-type'])).toEqual([
      'text/html; charset=utf-8',
      'text/x-component',
      'text/x-component',
      'text/html; charset=utf-8',
      'text/x-component',
    ]);
    expect([htmlAgain, payloadAgain].map((answer) => answer.headers['x-cache-status'])).toEqual(['HIT', 'HIT']);
    expect(hits('/navigated')).toHaveLength(3);
  });

  it('answers a browser’s revalidation with 304 from the cache', async () => {
    page('/validated', PRECOMPRESSED);
    await ask('/validated');
    const revalidated = await ask('/validated', { headers: { 'if-none-match': '"page-v1"' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-cache-status']).toBe('HIT');
    expect(hits('/validated')).toHaveLength(1);
  });

  it('serves the stale copy while it revalidates with If-None-Match in the background', async () => {
    routes.set('/expiring', (request, res) => {
      if (request.headers['if-none-match'] === '"expiring-v1"') return res.writeHead(304, { etag: '"expiring-v1"', 'cache-control': 'public, s-maxage=1' }).end();
      res.writeHead(200, { 'content-type': 'text/html', etag: '"expiring-v1"', 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=60' }).end('expiring v1');
    });
    await ask('/expiring');
    await sleep(2_100);
    const stale = await ask('/expiring');
    expect(stale.status).toBe(200);
    expect(stale.headers['x-cache-status']).toBe('STALE');
    expect(stale.body).toBe('expiring v1');
    for (let i = 0; i < 50 && hits('/expiring').length < 2; i++) await sleep(20);
    expect(hits('/expiring').at(-1)?.headers['if-none-match']).toBe('"expiring-v1"');
    const refreshed = await ask('/expiring');
    expect(refreshed.headers['x-cache-status']).toBe('HIT');
    expect(refreshed.body).toBe('expiring v1');
  });

  it('serves the stale copy while the site is down, and a 5xx of the site too', async () => {
    page('/outage', { 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400' });
    const fresh = await ask('/outage');
    await sleep(2_100);
    await stopUpstream();
    try {
      const whileDown = await ask('/outage');
      expect(whileDown.status).toBe(200);
      expect(whileDown.headers['x-cache-status']).toBe('STALE');
      expect(whileDown.body).toBe(fresh.body);
      const never = await ask('/never-cached');
      expect(never.status).toBe(502);
    } finally {
      await listenUpstream();
    }
    routes.set('/outage', (_request, res) => res.writeHead(503, { 'content-type': 'text/html' }).end('down'));
    // The background update of the request above may still be failing; ask until it is over.
    let answer = await ask('/outage');
    for (let i = 0; i < 20 && answer.headers['x-cache-status'] === 'UPDATING'; i++) answer = await ask('/outage');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(fresh.body);
  });
});

describe('deploy/nginx/site.conf in front of several instances of the site', () => {
  // Three `server` lines: an instance that answers, one that takes the request and dies without a
  // word (killed while answering), and a port nothing listens on (down, or restarting).
  let answered = 0;
  let dropped = 0;
  /** @type {import('node:http').Server[]} */
  const instances = [];
  let frontPort = 0;
  let frontPrefix = '';
  /** @type {import('../../bench/lib/nginx.mjs').RunningNginx | undefined} */
  let front;
  /** @type {unknown} */
  let frontError;

  /** @param {import('node:http').RequestListener} handler */
  async function instance(handler) {
    const server = createServer(handler);
    instances.push(server);
    const port = await freePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
    return port;
  }

  beforeAll(async () => {
    try {
      const binary = resolveNginx();
      const working = await instance((req, res) => {
        answered += 1;
        req.resume();
        req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.method} ${req.url}`));
      });
      const dying = await instance((req) => {
        dropped += 1;
        req.socket.destroy();
      });
      const refusing = await freePort();
      frontPort = await freePort();
      frontPrefix = mkdtempSync(path.join(tmpdir(), 'campus-nginx-test-several-'));
      const http = renderSiteConf({ upstreamPorts: [working, dying, refusing], listenPort: frontPort, cacheDir: path.join(frontPrefix, 'cache') });
      front = await startNginx({ nginx: binary, prefix: frontPrefix, http, waitPort: frontPort, workers: 1 });
    } catch (error) {
      frontError = error;
    }
  }, 180_000);

  beforeEach(() => {
    if (frontError) throw frontError;
  });

  afterAll(async () => {
    await front?.stop();
    for (const server of instances) server.close();
    if (frontPrefix) rmSync(frontPrefix, { recursive: true, force: true });
  });

  it('gives visitors no 5xx when an instance is down or dies while answering a GET: the request goes to another', async () => {
    const paths = Array.from({ length: 9 }, (_, i) => `/instances/${i}`);
    const answers = [];
    for (const requestPath of paths) answers.push(await ask(requestPath, { port: frontPort }));
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    expect(answers.map((answer) => answer.body)).toEqual(paths.map((requestPath) => `GET ${requestPath}`));
    expect(answered).toBe(paths.length);
    // Both broken instances were tried (round-robin), then left out.
    expect(dropped).toBe(1);
    const log = front?.errorLog() ?? '';
    expect(log).toMatch(/Connection refused/);
    expect(log).toMatch(/upstream prematurely closed connection/);
  });
});
