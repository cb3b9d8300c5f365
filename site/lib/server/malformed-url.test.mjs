// @ts-check
import { createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_CACHE_CONTROL, NOT_FOUND_ROUTE, answerAsNotFound, isMalformedPath } from './malformed-url.mjs';

describe('isMalformedPath', () => {
  it('is true for broken percent-escapes and escapes that are not UTF-8', () => {
    for (const path of ['/article/%E0%A4%A', '/%E0%A4%A', '/offres-emploi/%C0%AF', '/100%', '/%', '/article/%ZZ', '/a/%E0', '/%FF', '/%ED%A0%80']) {
      expect(isMalformedPath(path), path).toBe(true);
    }
  });

  it('is false for paths that decode, encoded slashes, NUL and non-ASCII included', () => {
    for (const path of ['/', '/article/portes-ouvertes', '/article/%C3%A9t%C3%A9', '/a%2Fb', '/%00', '/%25E0', '/%E0%A4%A4', '/offres-emploi/p%C3%A2tissier']) {
      expect(isMalformedPath(path), path).toBe(false);
    }
  });
});

describe('answerAsNotFound', () => {
  /**
   * A real server: the handler rewrites the request, then answers as Next would.
   * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} answer
   */
  async function exchange(answer) {
    /** @type {string[]} */
    const seen = [];
    const server = createServer((req, res) => {
      answerAsNotFound(req, res);
      seen.push(req.url ?? '');
      answer(req, res);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    try {
      const headers = await new Promise((resolve, reject) => {
        request({ port, host: '127.0.0.1', path: '/article/%E0%A4%A?page=2' }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, cacheControl: res.headers['cache-control'] }));
        })
          .on('error', reject)
          .end();
      });
      return { url: seen[0], ...headers };
    } finally {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    }
  }

  it('hands Next the not-found route, without the query', async () => {
    const { url, status } = await exchange((_, res) => res.writeHead(404).end());
    expect(url).toBe(NOT_FOUND_ROUTE);
    expect(status).toBe(404);
  });

  it('keeps the answer private, whatever Cache-Control Next set or passed to writeHead', async () => {
    const set = await exchange((_, res) => {
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.statusCode = 404;
      res.end('page');
    });
    expect(set.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
    const passed = await exchange((_, res) => res.writeHead(404, { 'Cache-Control': 's-maxage=31536000', 'content-type': 'text/html' }).end());
    expect(passed.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
    const none = await exchange((_, res) => res.writeHead(404).end());
    expect(none.cacheControl).toBe(NOT_FOUND_CACHE_CONTROL);
  });
});
