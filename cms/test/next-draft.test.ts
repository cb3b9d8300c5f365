import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './support.js';

const SECRET = 'un-secret-d-apercu-de-test';

describe('preview links (POST /next/draft-url, as Drupal’s next module)', () => {
  let server: TestServer;
  let without: TestServer;

  beforeAll(async () => {
    [server, without] = await Promise.all([
      startTestServer('pglite', { seed: false, draftSecret: SECRET }),
      startTestServer('pglite', { seed: false }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([server?.stop(), without?.stop()]);
  });

  const post = (target: TestServer, body: unknown) =>
    new Client(target.url).request('POST', '/next/draft-url', {
      raw: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.api+json' },
    });

  it('accepts a link with the shared secret and a local path, and says which version it asks for', async () => {
    const answer = await post(server, { path: '/article/brouillon', secret: SECRET, resourceVersion: 'id:12', plugin: 'simple_oauth' });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/json');
    expect(answer.body).toEqual({ path: '/article/brouillon', resourceVersion: 'id:12' });
    expect((await post(server, { slug: '/node/3', secret: SECRET })).body).toEqual({ path: '/node/3' });
  });

  it('refuses a missing or wrong secret with 401, whatever the rest', async () => {
    for (const body of [{ path: '/article/x' }, { path: '/article/x', secret: 'presque-le-bon-secret' }, { path: '/article/x', secret: 42 }]) {
      const answer = await post(server, body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid preview secret.' });
    }
  });

  it('refuses paths that would leave the site, and malformed versions or bodies, with 400', async () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'article/x', undefined]) {
      expect((await post(server, { path, secret: SECRET })).status).toBe(400);
    }
    expect((await post(server, { path: '/a', secret: SECRET, resourceVersion: 'latest' })).status).toBe(400);
    expect((await post(server, '{not json')).status).toBe(400);
    expect((await post(server, [SECRET])).status).toBe(400);
  });

  it('does not exist when no preview secret is configured', async () => {
    const answer = await post(without, { path: '/article/x', secret: SECRET });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/No route found/);
  });
});
