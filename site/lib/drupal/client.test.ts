import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Timeout from '../backend-timeout';
import type * as Retry from '../retry-policy';
import type * as Articles from './articles';
import type * as Client from './client';

/**
 * A backend on a real local port, told per test how to answer each request in turn: a status
 * (with a JSON:API error document), 'article' (a collection of one article), or 'hang' (it takes
 * the connection and never answers, as a cms stopped with SIGSTOP).
 */
type Answer = number | 'article' | 'hang';
let server: Server;
let base = '';
let answers: Answer[] = [];
let asked: { method: string; url: string }[] = [];

const ARTICLE = {
  jsonapi: { version: '1.0' },
  data: [
    {
      type: 'node--article',
      id: '8a4d4bb3-6c2a-4f1b-9d55-1b1f0e0c5a01',
      attributes: { title: 'Portes ouvertes au campus', created: '2026-11-20T09:00:00+00:00', path: { alias: '/article/portes-ouvertes' }, body: { summary: 'Samedi.' } },
    },
  ],
  links: {},
};

function answer(request: IncomingMessage, response: ServerResponse) {
  asked.push({ method: request.method ?? '', url: request.url ?? '' });
  request.resume();
  const next = answers.shift() ?? 404;
  if (next === 'hang') return;
  const article = next === 'article';
  response.writeHead(article ? 200 : next, { 'Content-Type': 'application/vnd.api+json' });
  response.end(JSON.stringify(article ? ARTICLE : { errors: [{ status: String(next), title: 'Service Unavailable' }] }));
}

let timeout: typeof Timeout;
let retry: typeof Retry;
let articles: typeof Articles;
let client: typeof Client;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's configuration is read when its modules are first loaded: this backend, then.
  vi.stubEnv('DRUPAL_BASE_URL', base);
  [timeout, retry, articles, client] = await Promise.all([import('../backend-timeout'), import('../retry-policy'), import('./articles'), import('./client')]);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
let warned: string[] = [];
beforeEach(() => {
  answers = [];
  asked = [];
  warned = [];
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warned.push(String(message)));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets real I/O turns go by (setImmediate is not faked) until the backend has had `count` requests. */
async function untilAsked(count: number) {
  for (let turn = 0; asked.length < count && turn < 10_000; turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(asked).toHaveLength(count);
}

describe('the Drupal client’s reads', () => {
  it('are tried once more after a passing 503: the section shows its articles, one line in the log', async () => {
    answers = [503, 'article'];
    const latest = await articles.getLatestArticles(3);
    expect(latest).toEqual([expect.objectContaining({ title: 'Portes ouvertes au campus', path: '/article/portes-ouvertes' })]);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toEqual(asked[1]);
    expect(asked[0]?.method).toBe('GET');
    expect(warned).toEqual([expect.stringMatching(/^Backend read tried again: GET http:\/\/127\.0\.0\.1:\d+\/jsonapi\/node\/article \(status 503\)\.$/)]);
  });

  it('are tried once only: 500 twice gives the empty section of today, not a crash', async () => {
    answers = [500, 500, 'article'];
    expect(await articles.getLatestArticles(3)).toEqual([]);
    expect(asked).toHaveLength(2);
    expect(warned).toHaveLength(1);
  });

  it('are not tried again after a status that will not pass (404)', async () => {
    answers = [404, 'article'];
    const response = await client.fetcher(`${base}/jsonapi/node/article/inconnu`);
    expect(response.status).toBe(404);
    expect(asked).toHaveLength(1);
    expect(warned).toEqual([]);
  });

  it('are tried once more when the backend refuses the connection, and then fail as before', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(client.fetcher(`http://127.0.0.1:${port}/jsonapi/node/article`)).rejects.toThrow();
    expect(warned).toEqual([expect.stringContaining(`GET http://127.0.0.1:${port}/jsonapi/node/article (TypeError: fetch failed)`)]);
  });

  it('give up on a backend that does not answer after BACKEND_TIMEOUT_MS, then try once more', async () => {
    expect(timeout.BACKEND_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = ['hang', 'hang', 'article'];
    const read = client.fetcher(`${base}/jsonapi/node/article?page[limit]=3`).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    let settled = false;
    void read.then(() => (settled = true));
    await untilAsked(1);
    await vi.advanceTimersByTimeAsync(timeout.BACKEND_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    expect(asked).toHaveLength(1);
    // The first try times out; after a short pause, the second one is asked, with its own deadline.
    await vi.advanceTimersByTimeAsync(100 + retry.RETRY_DELAY_MS);
    await untilAsked(2);
    expect(warned).toEqual([expect.stringContaining('(timeout)')]);
    await vi.advanceTimersByTimeAsync(timeout.BACKEND_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await read).toBe('TimeoutError');
    expect(asked).toHaveLength(2);
  });

  it('that time out once are answered by the second try', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = ['hang', 'article'];
    const read = client.fetcher(`${base}/jsonapi/node/article`);
    await untilAsked(1);
    await vi.advanceTimersByTimeAsync(timeout.BACKEND_TIMEOUT_MS + retry.RETRY_DELAY_MS);
    await untilAsked(2);
    const response = await read;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ARTICLE);
  });
});

describe('the Drupal client’s writes', () => {
  it('are never tried twice, even after a 503', async () => {
    answers = [503, 201];
    const response = await client.fetcher(`${base}/jsonapi/node/offre_emploi`, { method: 'POST', body: JSON.stringify({ data: {} }) });
    expect(response.status).toBe(503);
    expect(asked).toEqual([{ method: 'POST', url: '/jsonapi/node/offre_emploi' }]);
    expect(warned).toEqual([]);
  });

  it('are not tried again when the backend does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = ['hang', 201];
    const write = client.fetcher(`${base}/jsonapi/node/offre_emploi`, { method: 'PATCH', body: '{}' }).catch((error: unknown) => (error as Error).name);
    await untilAsked(1);
    await vi.advanceTimersByTimeAsync(timeout.BACKEND_TIMEOUT_MS + retry.RETRY_DELAY_MS + 100);
    expect(await write).toBe('TimeoutError');
    expect(asked).toHaveLength(1);
  });
});

describe('BACKEND_TIMEOUT_MS', () => {
  it('is set by the environment variable of that name, whole milliseconds from 1 to 120 s; anything else keeps 10 s and says so', () => {
    const said: string[] = [];
    const warn = (message: string) => void said.push(message);
    expect(timeout.parseBackendTimeout(undefined, warn)).toBe(10_000);
    expect(timeout.parseBackendTimeout('', warn)).toBe(10_000);
    expect(timeout.parseBackendTimeout('4000', warn)).toBe(4000);
    expect(said).toEqual([]);
    for (const wrong of ['10s', '500', '200000', '2.5']) expect(timeout.parseBackendTimeout(wrong, warn)).toBe(10_000);
    expect(said).toHaveLength(4);
    expect(said[0]).toContain('BACKEND_TIMEOUT_MS');
  });
});
