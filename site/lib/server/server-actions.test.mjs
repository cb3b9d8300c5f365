// @ts-check
import { createServer, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardServerAction, isSameOrigin, isServerActionRequest, SERVER_ACTION_BODY_LIMIT } from './server-actions.mjs';

const SITE = 'http://campus.test:3000';

describe('isServerActionRequest', () => {
  it('is a POST with Next-Action, or a multipart form posted anywhere', () => {
    expect(isServerActionRequest({ method: 'POST', headers: { 'next-action': 'abc' } })).toBe(true);
    expect(isServerActionRequest({ method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).toBe(true);
    expect(isServerActionRequest({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).toBe(false);
    expect(isServerActionRequest({ method: 'GET', headers: { 'next-action': 'abc' } })).toBe(false);
  });
});

describe('isSameOrigin', () => {
  it('wants the public origin exactly, or a browser saying same-origin, or no browser at all', () => {
    expect(isSameOrigin({ origin: SITE }, SITE)).toBe(true);
    expect(isSameOrigin({}, SITE)).toBe(true);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin' }, SITE)).toBe(true);
    for (const headers of [{ origin: 'null' }, { origin: 'https://campus.test:3000' }, { origin: 'http://attaquant.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      expect(isSameOrigin(headers, SITE), JSON.stringify(headers)).toBe(false);
    }
  });
});

// guardServerAction on a real server, in front of a stand-in for Next that reads the body and
// answers what it was told to (`x-next-answers`), as Next does for actions it fails on.
describe('guardServerAction', () => {
  /** @type {import('node:http').Server} */
  let server;
  let port = 0;
  let reached = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (guardServerAction(req, res, SITE)) return;
      reached++;
      req.resume();
      req.on('end', () => {
        const status = Number(req.headers['x-next-answers'] ?? 200);
        res.statusCode = status;
        res.setHeader('content-type', status >= 500 ? 'text/html; charset=utf-8' : 'text/x-component');
        res.setHeader('content-length', 25);
        res.setHeader('x-forwarded-host-seen', String(req.headers['x-forwarded-host']));
        res.write('<html>Internal Server ');
        res.end('Err');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * @param {Record<string, string>} headers
   * @param {string | undefined} [body] sent whole; without it the body is declared and never sent
   * @returns {Promise<{ status: number, type: string, text: string, connection: string | undefined, host: string | undefined }>}
   */
  function post(headers, body) {
    return new Promise((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, method: 'POST', path: '/login', headers }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, type: String(answer.headers['content-type']), text, connection: answer.headers.connection, host: /** @type {string | undefined} */ (answer.headers['x-forwarded-host-seen']) }));
      });
      sent.on('error', reject);
      if (body === undefined) sent.flushHeaders();
      else sent.end(body);
    });
  }

  it('refuses an action from another site, or with Origin: null, before Next reads it: 403 in French', async () => {
    const before = reached;
    for (const origin of ['http://attaquant.example', 'null']) {
      const answer = await post({ origin, 'next-action': '7f00', 'content-type': 'text/plain;charset=UTF-8' }, '[]');
      expect(answer.status, origin).toBe(403);
      expect(JSON.parse(answer.text)).toEqual({ message: 'Requête refusée.' });
    }
    const page = await post({ origin: 'http://attaquant.example', accept: 'text/html', 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n');
    expect(page.status).toBe(403);
    expect(page.text).toContain('<h1>Requête refusée.</h1>');
    expect(page.text).toContain('lang="fr"');
    expect(reached).toBe(before);
  });

  it('refuses an action declared larger than Next takes with 413, its body never sent', async () => {
    const answer = await post({ origin: SITE, 'next-action': '7f00', 'content-type': 'text/plain', 'content-length': String(SERVER_ACTION_BODY_LIMIT + 1) });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
  });

  it('turns what Next fails on into a 400 in French, and lets its other answers through', async () => {
    const failed = await post({ origin: SITE, 'next-action': '7f00', 'content-type': 'text/plain', 'x-next-answers': '500' }, 'pas du JSON');
    expect(failed.status).toBe(400);
    expect(JSON.parse(failed.text).message).toMatch(/^Requête invalide/);
    const page = await post({ accept: 'text/html', 'content-type': 'multipart/form-data; boundary=x', 'x-next-answers': '500' }, '--x--\r\n');
    expect(page.status).toBe(400);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('Requête invalide');
    // What a client wrote in X-Forwarded-Host does not count: Next compares Origin with the public host.
    const fine = await post({ origin: SITE, 'next-action': '7f00', 'content-type': 'text/plain', 'x-forwarded-host': 'attaquant.example' }, '[]');
    expect(fine.status).toBe(200);
    expect(fine.text).toBe('<html>Internal Server Err');
    expect(fine.host).toBe('campus.test:3000');
    const notFound = await post({ 'next-action': 'inconnue', 'content-type': 'text/plain', 'x-next-answers': '404' }, '[]');
    expect(notFound.status).toBe(404);
  });
});
