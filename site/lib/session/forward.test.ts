import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The forward against a real HTTP backend on a free port, standing in for Drupal (or the cms).
const backend = vi.hoisted(() => ({ url: 'http://127.0.0.1:1' }));
vi.mock('@/lib/env', () => ({
  env: { siteUrl: 'http://localhost:3000' },
  get DRUPAL_BASE_URL() {
    return backend.url;
  },
}));

const { clientAddress, forwardPublicFile, forwardToBackend, publicAddresses, WRITE_RULES } = await import('./forward');

const SITE = 'https://campus.example';
const KB = 1024;

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; bytes: number };
let seen: Seen[] = [];
let answer: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void = (_req, res) => res.end();
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    // A frozen backend: the connection is taken, no answer ever comes.
    if (req.url?.startsWith('/frozen')) return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes: body.length });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});

/** A request as the site's route handlers get it: the public origin worked out by server.mjs. */
function siteRequest(path: string, init: RequestInit & { duplex?: 'half' } = {}, headers: Record<string, string> = {}): Request {
  // A body of known size comes with its length, as over HTTP/1.1 (streams say theirs in `headers`).
  const known = typeof init.body === 'string' ? Buffer.byteLength(init.body) : init.body instanceof Blob ? init.body.size : undefined;
  const length: Record<string, string> = known === undefined ? {} : { 'content-length': String(known) };
  return new Request(`http://localhost:3000${path}`, { ...init, headers: { 'x-campus-public-origin': SITE, 'x-forwarded-for': '192.0.2.10', ...length, ...headers } });
}

/** A body that yields `chunks` chunks of `size` bytes, counting how many were read. */
function countedBody(chunks: number, size: number): { stream: ReadableStream<Uint8Array>; read: () => number } {
  let read = 0;
  // Nothing is produced until someone reads (no chunk is queued in advance).
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read === chunks) return controller.close();
        read++;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read: () => read };
}

describe('answers name the site’s public origin, never the backend’s', () => {
  it('rewrites the links of a JSON:API document, plain and JSON-escaped, and the Location header', async () => {
    answer = (_req, res) => {
      const links = { self: { href: `${backend.url}/jsonapi/node/article?page%5Blimit%5D=2` }, next: { href: `${backend.url}/jsonapi/node/article?page%5Boffset%5D=2` } };
      const image = `${backend.url}/sites/default/files/2026-01/pain.jpg`;
      const text = JSON.stringify({ data: [], links, meta: { image } }).slice(0, -1) + `,"escaped":"${backend.url.replaceAll('/', '\\/')}\\/jsonapi\\/node\\/article"}`;
      res.writeHead(201, { 'content-type': 'application/vnd.api+json', location: `${backend.url}/jsonapi/node/article/0f0e` }).end(text);
    };
    const response = await forwardToBackend(siteRequest('/jsonapi/node/article?page[limit]=2'), '/jsonapi/node/article?page[limit]=2');
    const text = await response.text();
    expect(text).not.toContain('127.0.0.1');
    const document = JSON.parse(text);
    expect(document.links.self.href).toBe(`${SITE}/jsonapi/node/article?page%5Blimit%5D=2`);
    expect(document.links.next.href).toBe(`${SITE}/jsonapi/node/article?page%5Boffset%5D=2`);
    expect(document.meta.image).toBe(`${SITE}/sites/default/files/2026-01/pain.jpg`);
    expect(document.escaped).toBe(`${SITE}/jsonapi/node/article`);
    expect(response.headers.get('location')).toBe(`${SITE}/jsonapi/node/article/0f0e`);
    expect(response.status).toBe(201);
  });

  it('rewrites what Decoupled Router resolves, and only the backend’s whole base URL', () => {
    const base = 'http://127.0.0.1:8080';
    const translated = JSON.stringify({ resolved: `${base}/article/pain`, jsonapi: { individual: `${base}/jsonapi/node/article/1` } });
    expect(JSON.parse(publicAddresses(translated, base, SITE))).toEqual({ resolved: `${SITE}/article/pain`, jsonapi: { individual: `${SITE}/jsonapi/node/article/1` } });
    expect(publicAddresses(`"${base}"`, base, SITE)).toBe(`"${SITE}"`);
    expect(publicAddresses('http://127.0.0.1:80801/x http://127.0.0.1:8080.evil.example/', base, SITE)).toBe('http://127.0.0.1:80801/x http://127.0.0.1:8080.evil.example/');
    // A backend under a path: its URLs lose the path, as the site serves /jsonapi at its root.
    expect(publicAddresses('"https://cms.example/drupal/jsonapi/node/page"', 'https://cms.example/drupal/', SITE)).toBe(`"${SITE}/jsonapi/node/page"`);
  });
});

describe('writes from another site are refused (login CSRF)', () => {
  const login = JSON.stringify({ name: 'attaquant', pass: 'secret' });

  it('refuses a cross-site form posting text/plain JSON to the login: 403 in French, never forwarded', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://attaquant.example', 'content-type': 'text/plain' },
      { origin: 'null', 'content-type': 'application/json' },
      { origin: 'https://attaquant.example', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
    ];
    for (const headers of cases) {
      const response = await forwardToBackend(siteRequest('/user/login?_format=json', { method: 'POST', body: login }, headers), '/user/login?_format=json');
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: 'Requête refusée.' });
    }
    expect(seen).toEqual([]);
  });

  it('refuses a body of a type the site’s pages do not send: 415, never forwarded', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['POST', '/user/login?_format=json', { origin: SITE, 'content-type': 'text/plain;charset=UTF-8' }],
      ['POST', '/user/login?_format=json', { origin: SITE }],
      ['POST', '/user/login?_format=json', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['PATCH', '/jsonapi/node/offre_emploi/1', { origin: SITE, 'content-type': 'application/json' }],
      ['POST', '/jsonapi/node/offre_emploi', { 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' }],
      ['POST', '/jsonapi/node/offre_emploi/field_image', { origin: SITE, 'content-type': 'application/octet-stream' }],
      ['POST', '/webform_rest/submit', { origin: SITE, 'content-type': 'text/plain' }],
    ];
    for (const [method, path, headers] of cases) {
      const body = new Blob([login]);
      const response = await forwardToBackend(siteRequest(path, { method, body }, headers), path);
      expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(415);
      expect((await response.json()).message).toMatch(/^Requête refusée : le contenu doit être envoyé au format JSON(:API)?\.$/);
    }
    expect(seen).toEqual([]);
  });

  it('forwards the site’s own writes: same origin (or no browser at all), in the type its client sends', async () => {
    const writes: [string, string, Record<string, string>, string | null][] = [
      ['POST', '/user/login?_format=json', { origin: SITE, 'content-type': 'application/json' }, login],
      ['POST', '/user/login?_format=json', { 'content-type': 'application/json' }, login],
      ['POST', '/user/logout?_format=json&token=t', { 'sec-fetch-site': 'same-origin' }, null],
      ['PATCH', '/jsonapi/node/offre_emploi/1', { origin: SITE, 'content-type': 'application/vnd.api+json' }, '{"data":{}}'],
      ['DELETE', '/jsonapi/node/offre_emploi/1', { origin: SITE }, null],
      ['POST', '/webform_rest/submit', { origin: SITE, 'content-type': 'application/json; charset=utf-8' }, '{"webform_id":"contact"}'],
    ];
    for (const [method, path, headers, body] of writes) {
      const response = await forwardToBackend(siteRequest(path, { method, ...(body === null ? {} : { body }) }, headers), path);
      expect(response.status, `${method} ${path}`).toBe(200);
    }
    expect(seen.map(({ method, url, bytes }) => [method, url, bytes])).toEqual(writes.map(([method, path, , body]) => [method, path, body?.length ?? 0]));
    expect(seen[0]?.headers['x-forwarded-for']).toBe('192.0.2.10');
  });
});

describe('request bodies: the backend’s limit, streamed, never buffered whole', () => {
  const limit = (prefix: string) => WRITE_RULES.find((rule) => rule.prefix === prefix)!.maxBytes;

  it('takes the backend’s own limits: 64 KB for /user, 256 KB for Webform, 8 MB for JSON:API', () => {
    expect([limit('/user/'), limit('/webform_rest/'), limit('/jsonapi/')]).toEqual([64 * KB, 256 * KB, 8 * KB * KB]);
  });

  it('refuses a declared length over the limit with 413 before reading a byte of the body', async () => {
    const body = countedBody(1000, 64 * KB);
    const request = siteRequest('/user/login?_format=json', { method: 'POST', body: body.stream, duplex: 'half' }, { 'content-type': 'application/json', 'content-length': String(300 * KB * KB) });
    const response = await forwardToBackend(request, '/user/login?_format=json');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'La requête est trop volumineuse : 64 Ko au plus.' });
    expect(response.headers.get('connection')).toBe('close');
    expect(body.read()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('cuts a chunked body off as soon as it passes the limit: 413, the rest never read, the backend never given more', async () => {
    const body = countedBody(1000, 16 * KB);
    const request = siteRequest('/user/login?_format=json', { method: 'POST', body: body.stream, duplex: 'half' }, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    const response = await forwardToBackend(request, '/user/login?_format=json');
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('La requête est trop volumineuse : 64 Ko au plus.');
    // 64 KB is four chunks of 16 KB: the fifth goes over; a few more may be buffered on the way.
    expect(body.read()).toBeLessThan(10);
    expect(seen.every(({ bytes }) => bytes <= 64 * KB)).toBe(true);
  });

  it('streams a body within the limit to the backend whole, with its declared length', async () => {
    answer = (_req, res, received) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: received.length }));
    const body = countedBody(100, 16 * KB);
    const request = siteRequest('/jsonapi/node/offre_emploi', { method: 'POST', body: body.stream, duplex: 'half' }, { 'content-type': 'application/vnd.api+json', 'content-length': String(1600 * KB) });
    const response = await forwardToBackend(request, '/jsonapi/node/offre_emploi');
    expect(await response.json()).toEqual({ received: 1600 * KB });
    expect(seen[0]?.headers['content-length']).toBe(String(1600 * KB));
  });
});

describe('a backend that does not answer', () => {
  it('costs a read 504 and a write 504 after the timeout, in French, instead of holding the visitor', async () => {
    const timeouts = { read: 200, write: 300 };
    const started = Date.now();
    const read = await forwardToBackend(siteRequest('/frozen/api/users'), '/frozen/api/users', timeouts);
    expect(read.status).toBe(504);
    expect(await read.json()).toEqual({ message: 'Le service met trop de temps à répondre. Réessayez dans quelques instants.' });
    const write = await forwardToBackend(siteRequest('/frozen/user/login', { method: 'POST', body: '{}' }, { 'content-type': 'application/json' }), '/frozen/user/login', timeouts);
    expect(write.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('public files', () => {
  it('passes the file with its type, size, validators and caching, nosniff, and sends the backend no cookie', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'image/png', 'content-length': '3', etag: '"v1"', 'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT', 'set-cookie': 'x=y', 'x-powered-by': 'PHP' }).end('png');
    const response = await forwardPublicFile(siteRequest('/sites/default/files/2026-01/pain.png', {}, { cookie: 'SESSabc=secret', 'if-none-match': '"v0"' }), ['2026-01', 'pain.png']);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png');
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/png',
      'content-length': '3',
      etag: '"v1"',
      'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(seen[0]?.url).toBe('/sites/default/files/2026-01/pain.png');
    expect(seen[0]?.headers['cookie']).toBeUndefined();
    expect(seen[0]?.headers['if-none-match']).toBe('"v0"');
  });

  it('keeps the backend’s caching, answers 304 without a body, and encodes each segment', async () => {
    answer = (req, res) => (req.headers['if-none-match'] ? res.writeHead(304, { etag: '"v1"' }).end() : res.writeHead(200, { 'cache-control': 'max-age=60' }).end('x'));
    const fresh = await forwardPublicFile(siteRequest('/sites/default/files/a%20b.pdf'), ['a b.pdf']);
    expect(fresh.headers.get('cache-control')).toBe('max-age=60');
    const unchanged = await forwardPublicFile(siteRequest('/sites/default/files/a.pdf', {}, { 'if-none-match': '"v1"' }), ['a.pdf']);
    expect([unchanged.status, await unchanged.text()]).toEqual([304, '']);
    expect(seen.map(({ url }) => url)).toEqual(['/sites/default/files/a%20b.pdf', '/sites/default/files/a.pdf']);
  });

  it('never leaves the files directory, and tells a missing file from a failing backend', async () => {
    for (const segments of [['..', 'settings.php'], ['.'], ['a/../b'], ['a\\b']]) {
      expect((await forwardPublicFile(siteRequest('/sites/default/files/x'), segments)).status, segments.join(' ')).toBe(404);
    }
    expect(seen).toEqual([]);
    answer = (req, res) => res.writeHead(req.url?.endsWith('absent.png') ? 404 : 500).end('<html>backend page</html>');
    const absent = await forwardPublicFile(siteRequest('/sites/default/files/absent.png'), ['absent.png']);
    expect([absent.status, await absent.text()]).toEqual([404, 'Not found']);
    const failing = await forwardPublicFile(siteRequest('/sites/default/files/broken.png'), ['broken.png']);
    expect([failing.status, await failing.text()]).toEqual([502, 'Not found']);
  });
});

describe('clientAddress', () => {
  it('is the right-most X-Forwarded-For entry, the one the site’s server (or the trusted proxy) wrote', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '192.0.2.10' }))).toBe('192.0.2.10');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.66, 192.0.2.10' }))).toBe('192.0.2.10');
    expect(clientAddress(new Headers())).toBeNull();
  });
});
