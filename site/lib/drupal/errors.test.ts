import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Articles from './articles';
import type * as Errors from './errors';

/**
 * A backend on a real local port, told per test how to answer the Decoupled Router's
 * translate-path and the article's read: 'found' (the document), or a status with a JSON:API
 * error document. What a detail page does with a failed read depends on which it is.
 */
type Answer = 'found' | number;
let server: Server;
let base = '';
let router: Answer = 'found';
let resource: Answer = 'found';
let asked: string[] = [];

const UUID = '8a4d4bb3-6c2a-4f1b-9d55-1b1f0e0c5a01';
const ARTICLE = {
  jsonapi: { version: '1.0' },
  data: {
    type: 'node--article',
    id: UUID,
    attributes: { title: 'Portes ouvertes au campus', created: '2026-11-20T09:00:00+00:00', status: true, path: { alias: '/article/portes-ouvertes' }, body: null },
    relationships: { field_image: { data: null }, field_tags: { data: [] } },
  },
  links: {},
};
const TRANSLATED = {
  resolved: `${'http://site.invalid'}/article/portes-ouvertes`,
  isHomePath: false,
  entity: { canonical: '', type: 'node', bundle: 'article', id: '7', uuid: UUID, path: '/article/portes-ouvertes' },
  label: 'Portes ouvertes au campus',
  jsonapi: { individual: '', resourceName: 'node--article', pathPrefix: 'jsonapi', basePath: '/jsonapi', entryPoint: '' },
};

function errorDocument(status: number) {
  return { errors: [{ status: String(status), title: status === 403 ? 'Forbidden' : 'Error', detail: `Status ${status}.` }] };
}

function answer(request: IncomingMessage, response: ServerResponse) {
  asked.push(new URL(request.url ?? '/', base).pathname);
  request.resume();
  const isRouter = request.url?.startsWith('/router/translate-path') ?? false;
  const next = isRouter ? router : resource;
  const status = next === 'found' ? 200 : next;
  response.writeHead(status, { 'Content-Type': isRouter ? 'application/json' : 'application/vnd.api+json' });
  response.end(JSON.stringify(next === 'found' ? (isRouter ? TRANSLATED : ARTICLE) : isRouter ? { message: `Status ${status}.`, details: '' } : errorDocument(status)));
}

let articles: typeof Articles;
let errors: typeof Errors;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's configuration is read when its modules are first loaded: this backend, then.
  vi.stubEnv('DRUPAL_BASE_URL', base);
  [articles, errors] = await Promise.all([import('./articles'), import('./errors')]);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  router = 'found';
  resource = 'found';
  asked = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a detail page’s read', () => {
  it('gives the article when the backend has it', async () => {
    const article = await articles.getArticleBySlug('portes-ouvertes');
    expect(article?.title).toBe('Portes ouvertes au campus');
    expect(asked).toEqual(['/router/translate-path', `/jsonapi/node/article/${UUID}`]);
  });

  it.each([404, 403])('is "not found" when the router answers %i (no such path, or a draft)', async (status) => {
    router = status;
    expect(await articles.getArticleBySlug('portes-ouvertes')).toBeNull();
    expect(asked).toEqual(['/router/translate-path']);
  });

  it.each([404, 403, 401])('is "not found" when the resource answers %i', async (status) => {
    resource = status;
    expect(await articles.getArticleBySlug('portes-ouvertes')).toBeNull();
  });

  it('throws a BackendError with the status and the errors when the backend fails: the error page, not a 404', async () => {
    resource = 500;
    const failure = await articles.getArticleBySlug('portes-ouvertes').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(errors.BackendError);
    expect(failure).toMatchObject({ status: 500, isNotFound: false, errors: [{ status: '500', detail: 'Status 500.' }] });
    expect((failure as Error).message).toMatch(/^Reading the article portes-ouvertes failed: /);
    // Tried once more (a passing 5xx), then given up.
    expect(asked.filter((path) => path.startsWith('/jsonapi/'))).toHaveLength(2);
  });

  it('throws a BackendError when the router itself fails', async () => {
    router = 503;
    await expect(articles.getArticleBySlug('portes-ouvertes')).rejects.toMatchObject({ name: 'BackendError', status: 503 });
  });

  it('throws a BackendError with no status when the backend cannot be reached', async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    try {
      await expect(articles.getArticleBySlug('portes-ouvertes')).rejects.toMatchObject({ name: 'BackendError', status: null });
    } finally {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    }
  });
});

describe('a list’s read', () => {
  it('degrades to its fallback and logs the failure, naming what was read', async () => {
    resource = 500;
    expect(await errors.readOr('the latest articles', () => Promise.reject(new errors.BackendError('Reading node--article failed: 500', 500)), [])).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Reading the latest articles failed: Reading node--article failed: 500');
  });
});
