// @ts-check
import { once } from 'node:events';
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonceInjector, originOf, policyOptionsFromEnv, securityHeaders } from './csp.mjs';
import { negotiateEncoding, secureResponse } from './secure-response.mjs';

/**
 * Runs `html` through an injector cut into the given chunks.
 * @param {string[]} chunks
 * @param {string} [nonce]
 */
function inject(chunks, nonce = 'N0nce+/=') {
  const injector = createNonceInjector(nonce);
  const out = chunks.map((chunk) => injector.push(Buffer.from(chunk)));
  out.push(injector.flush());
  return Buffer.concat(out).toString('utf8');
}

/** Every way of cutting `text` in two, and in single bytes. */
function cuts(/** @type {string} */ text) {
  const bytes = Buffer.from(text);
  /** @type {string[][]} */
  const ways = [];
  for (let i = 0; i <= bytes.length; i++) ways.push([bytes.subarray(0, i).toString('latin1'), bytes.subarray(i).toString('latin1')]);
  ways.push([...bytes].map((byte) => String.fromCharCode(byte)));
  return ways;
}

describe('nonce injection', () => {
  const page =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/w.js"/>' +
    '<link REL=modulepreload href=/m.js><linked-data></linked-data><script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</SCRIPT>' +
    '<script type="application/ld+json">{"name":"Café \\u003c"}</script><script type="module">m()</script><scripts-not-a-tag></scripts-not-a-tag></head>' +
    '<body data-x="é"><p>Crème brûlée</p><script\ndata-a="x>y" data-b=\'<script\'>go()</script><script/></body></html>';
  const expected =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link nonce="N0nce+/=" rel="preload" as="script" fetchPriority="low" href="/_next/static/w.js"/>' +
    '<link nonce="N0nce+/=" REL=modulepreload href=/m.js><linked-data></linked-data><script nonce="N0nce+/=" src="/_next/static/a.js" async=""></script><script nonce="N0nce+/=">self.__next_f=[]</SCRIPT>' +
    '<script type="application/ld+json">{"name":"Café \\u003c"}</script><script nonce="N0nce+/=" type="module">m()</script><scripts-not-a-tag></scripts-not-a-tag></head>' +
    '<body data-x="é"><p>Crème brûlée</p><script nonce="N0nce+/="\ndata-a="x>y" data-b=\'<script\'>go()</script><script nonce="N0nce+/="/></body></html>';

  it('gives every script start tag, and links preloading scripts, the nonce; attributes kept, data blocks (JSON-LD) and other tags untouched', () => {
    expect(inject([page])).toBe(expected);
  });

  it('does the same however the HTML is cut into chunks (inside tags, attributes and UTF-8 characters)', () => {
    for (const chunks of cuts(page)) {
      const binary = chunks.map((chunk) => Buffer.from(chunk, 'latin1'));
      const injector = createNonceInjector('N0nce+/=');
      const out = Buffer.concat([...binary.map((chunk) => injector.push(chunk)), injector.flush()]).toString('utf8');
      expect(out).toBe(expected);
    }
  });

  it('replaces a nonce the tag already had instead of adding a second one', () => {
    expect(inject(['<script nonce="old" src="a.js"></script><script async nonce=old2>x</script><script nonce>y</script>'])).toBe(
      '<script nonce="N0nce+/=" src="a.js"></script><script nonce="N0nce+/=" async>x</script><script nonce="N0nce+/=">y</script>',
    );
    expect(inject([inject(['<script src="a.js"></script>'])])).toBe('<script nonce="N0nce+/=" src="a.js"></script>');
  });

  it('keeps a tag split across chunks until its end arrives, and gives back an unfinished tail at the end', () => {
    const injector = createNonceInjector('n');
    expect(injector.push(Buffer.from('<p>a</p><scr')).toString()).toBe('<p>a</p>');
    expect(injector.push(Buffer.from('ipt src="x')).toString()).toBe('');
    expect(injector.push(Buffer.from('.js"></script>')).toString()).toBe('<script nonce="n" src="x.js"></script>');
    expect(injector.push(Buffer.from('<scri')).toString()).toBe('');
    expect(injector.flush().toString()).toBe('<scri');
  });
});

describe('policy', () => {
  const options = policyOptionsFromEnv(
    { DRUPAL_BASE_URL: 'https://cms.example.org/', MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' },
    false,
  );

  it('allows scripts by nonce only, with strict-dynamic, and names the backend, tiles and Sentry', () => {
    const policy = contentSecurityPolicy({ ...options, nonce: 'abc', https: false });
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives['script-src']).toBe(`script-src 'nonce-abc' 'strict-dynamic'`);
    expect(directives['object-src']).toBe(`object-src 'none'`);
    expect(directives['base-uri']).toBe(`base-uri 'self'`);
    expect(directives['frame-ancestors']).toBe(`frame-ancestors 'self' https://cms.example.org`);
    expect(directives['img-src']).toContain('https://*.tile.example.org');
    expect(directives['connect-src']).toContain('https://o1.ingest.sentry.io');
    expect(directives['connect-src']).not.toContain('key@');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...options, nonce: 'abc', https: true })).toContain('upgrade-insecure-requests');
  });

  it('relaxes only in development (React Refresh evaluates code)', () => {
    expect(contentSecurityPolicy({ ...options, nonce: 'abc', https: false })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ ...options, dev: true, nonce: 'abc', https: false })).toContain(`'unsafe-eval'`);
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

describe('secureResponse', () => {
  it('answers in gzip when the client accepts it', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('gzip');
    expect(negotiateEncoding('br, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('gzip');
  });

  /**
   * A server writing `chunks` of HTML (or `type`) through secureResponse; answers `fetch`-like.
   * @param {string[]} chunks
   * @param {string} [type]
   */
  async function serve(chunks, type = 'text/html; charset=utf-8') {
    const server = createServer((req, res) => {
      secureResponse(req, res, { policy: policyOptionsFromEnv({}, false), https: false });
      res.setHeader('content-type', type);
      res.setHeader('etag', '"abc"');
      const [first, ...rest] = chunks;
      res.write(first ?? '');
      for (const chunk of rest) res.write(chunk);
      res.end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    return {
      /** @param {string} encoding */
      get: (encoding) =>
        new Promise((resolve, reject) => {
          import('node:http').then(({ get }) =>
            get({ host: '127.0.0.1', port: address.port, headers: { 'accept-encoding': encoding } }, (res) => {
              /** @type {Buffer[]} */
              const parts = [];
              res.on('data', (part) => parts.push(part));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
            }).on('error', reject),
          );
        }),
      close: () => server.close(),
    };
  }

  it('sends HTML with its nonce in the policy and the scripts, gzipped when accepted, without a validator', async () => {
    const big = `<p>${'Des formations en alternance. '.repeat(100)}</p>`;
    const server = await serve(['<html><head><scr', 'ipt src="/a.js"></script></head><body>', big, '<script>x()</script></body></html>']);
    try {
      /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }[]} */
      const answers = [await server.get('gzip, br'), await server.get('identity'), await server.get('br')];
      const [gzip, plain, br] = /** @type {[typeof answers[0], typeof answers[0], typeof answers[0]]} */ (answers);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBeUndefined();
      const bodies = [gunzipSync(gzip.body), plain.body, br.body].map(String);
      const nonces = answers.map(({ headers }) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]);
      bodies.forEach((body, i) => {
        expect(body).toBe(`<html><head><script nonce="${nonces[i]}" src="/a.js"></script></head><body>${big}<script nonce="${nonces[i]}">x()</script></body></html>`);
      });
      expect(new Set(nonces).size).toBe(3);
      for (const { headers } of answers) {
        expect(headers['etag']).toBeUndefined();
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['vary']).toContain('Accept-Encoding');
      }
    } finally {
      server.close();
    }
  });

  it('compresses scripts untouched and leaves them without a policy', async () => {
    const script = `console.log("<script");${' '.repeat(2000)}`;
    const server = await serve([script], 'application/javascript; charset=utf-8');
    try {
      const { headers, body } = /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }} */ (await server.get('gzip'));
      expect(headers['content-encoding']).toBe('gzip');
      expect(String(gunzipSync(body))).toBe(script);
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      server.close();
    }
  });
});
