import { JsonApiErrors, NextDrupal, type DrupalTranslatedPath } from 'next-drupal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '../src/content/model.js';
import { schemaErrors } from './jsonapi-schema.js';
import { Client, databases, startTestServer, type TestServer } from './support.js';

/**
 * The cms through the eyes of the site: a real next-drupal client, authenticated like the site
 * with the Drupal session cookie and CSRF token, and every JSON:API document it receives checked
 * against the official JSON:API 1.0 schema.
 *
 * Not covered: `getResourceByPath`, which posts to `/subrequests` (Subrequests module). The cms
 * serves no `/subrequests`, so the site resolves a path with `translatePath` then `getResource`.
 */

const JSONAPI = 'application/vnd.api+json';

/** An answer the cms gave to next-drupal. */
interface Served {
  method: string;
  url: string;
  status: number;
  type: string | null;
  body: string;
}

/** A query string as next-drupal (qs) and Drupal itself write it: brackets and commas percent-encoded. */
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe.each(databases)('the Drupal contract through next-drupal, on %s', (database) => {
  let server: TestServer;
  let anonymous: NextDrupal;
  const served: Served[] = [];

  /**
   * The fetcher the site gives next-drupal: global fetch, plus the session cookie and the CSRF
   * token of a logged-in `session` (the site's cookie-session auth). It records every answer.
   */
  const fetcherFor =
    (session?: Client) =>
    async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      if (session?.cookie) headers.set('Cookie', session.cookie);
      if (session?.csrf) headers.set('X-CSRF-Token', session.csrf);
      const response = await fetch(input, { ...init, headers });
      const url = input instanceof Request ? input.url : String(input);
      served.push({
        method: init.method ?? 'GET',
        url,
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.clone().text(),
      });
      return response;
    };

  const clientFor = (session?: Client, options: { useDefaultEndpoints?: boolean } = {}) =>
    new NextDrupal(server.url, { fetcher: fetcherFor(session), throwJsonApiErrors: true, useDefaultEndpoints: options.useDefaultEndpoints ?? true });

  const loggedIn = async (name: string, pass: string): Promise<Client> => {
    const session = new Client(server.url);
    const answer = await session.login(name, pass);
    expect(answer.status).toBe(200);
    expect(session.cookie).not.toBe('');
    expect(session.csrf).not.toBe('');
    return session;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    anonymous = clientFor();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  describe('reading', () => {
    const articles = { sort: '-created', 'page[limit]': '5', include: 'field_image,field_tags' };

    it('deserializes a collection of articles with their image and tags', async () => {
      const list = await anonymous.getResourceCollection<any[]>('node--article', { params: articles });
      expect(list).toHaveLength(5);
      for (const article of list) {
        expect(article.type).toBe('node--article');
        expect(article.title).toBeTypeOf('string');
        expect(article.path.alias).toMatch(/^\/article\/[a-z0-9-]+$/);
        expect(Array.isArray(article.field_tags)).toBe(true);
      }
      const created = list.map((article) => article.created as string);
      expect(created).toEqual([...created].sort().reverse());
      const illustrated = list.find((article) => article.field_image);
      expect(illustrated?.field_image.type).toBe('file--file');
      expect(illustrated?.field_image.uri.url).toMatch(/^\/sites\/default\/files\//);
      expect(illustrated?.field_image.resourceIdObjMeta).toHaveProperty('alt');
      const tagged = list.find((article) => article.field_tags.length > 0);
      expect(tagged?.field_tags[0].type).toBe('taxonomy_term--tags');
      expect(tagged?.field_tags[0].name).toBeTypeOf('string');
    });

    it('keeps meta.count and links.next in the raw document', async () => {
      const raw = await anonymous.getResourceCollection<any>('node--article', { params: articles, deserialize: false });
      expect(raw.data).toHaveLength(5);
      expect(raw.meta.count).toBeGreaterThanOrEqual(30);
      const next = new URL(raw.links.next.href);
      expect(next.searchParams.get('page[offset]')).toBe('5');
      expect(next.searchParams.get('page[limit]')).toBe('5');
      expect(next.searchParams.get('include')).toBe('field_image,field_tags');
      expect(raw.links.prev).toBeUndefined();
    });

    it('reads a course with its level and trades', async () => {
      const [first] = await anonymous.getResourceCollection<any[]>('node--formation', { params: { 'page[limit]': '1' } });
      const course = await anonymous.getResource<any>('node--formation', first!.id, { params: { include: 'field_niveau,field_metiers' } });
      expect(course.id).toBe(first!.id);
      expect(course.title).toBe(first!.title);
      expect(course.field_objectifs.processed).toBeTypeOf('string');
      expect(course.field_niveau.type).toBe('taxonomy_term--niveau');
      expect(course.field_niveau.name).toBeTypeOf('string');
      expect(course.field_metiers.length).toBeGreaterThan(0);
      for (const trade of course.field_metiers) {
        expect(trade.type).toBe('node--metier');
        expect(trade.title).toBeTypeOf('string');
      }
    });

    it('serves the endpoints next-drupal reads from the index when useDefaultEndpoints is off', async () => {
      const fromIndex = clientFor(undefined, { useDefaultEndpoints: false });
      const terms = await fromIndex.getResourceCollection<any[]>('taxonomy_term--niveau');
      expect(terms.length).toBeGreaterThan(0);
      expect(terms[0].type).toBe('taxonomy_term--niveau');
    });

    it('translates an article alias through the Decoupled Router', async () => {
      const [article] = await anonymous.getResourceCollection<any[]>('node--article', { params: { 'page[limit]': '1' } });
      const translated = (await anonymous.translatePath(article!.path.alias)) as DrupalTranslatedPath;
      expect(translated.entity.uuid).toBe(article!.id);
      expect(translated.entity).toMatchObject({ type: 'node', bundle: 'article', id: String(article!.drupal_internal__nid) });
      expect(translated.isHomePath).toBe(false);
      expect(translated.resolved).toBe(`${server.url}${article!.path.alias}`);
      expect(translated.jsonapi?.resourceName).toBe('node--article');
      expect(translated.jsonapi?.individual).toBe(`${server.url}/jsonapi/node/article/${article!.id}`);
      // The site then reads the resource the router named.
      const resource = await anonymous.getResource<any>(translated.jsonapi!.resourceName, translated.entity.uuid);
      expect(resource.title).toBe(article!.title);
    });

    it('translates an unknown path to null', async () => {
      expect(await anonymous.translatePath('/nulle-part')).toBeNull();
    });

    it('throws the router message for a draft the visitor may not see', async () => {
      const company = await loggedIn('boulangerie-martin', 'demo-entreprise');
      const own = clientFor(company);
      const drafts = await own.getResourceCollection<any[]>('node--offre_emploi', { params: { 'filter[status]': '0', 'page[limit]': '1' } });
      expect(drafts).toHaveLength(1);
      const failure = await anonymous.translatePath(drafts[0]!.path.alias).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(JsonApiErrors);
      expect(failure).toMatchObject({ statusCode: 403, errors: 'Access denied for entity.' });
    });

    it('throws JsonApiErrors with the errors of a 404', async () => {
      const failure = await anonymous.getResource('node--article', '00000000-0000-4000-8000-000000000000').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(JsonApiErrors);
      const errors = failure as JsonApiErrors;
      expect(errors.statusCode).toBe(404);
      expect(Array.isArray(errors.errors) && errors.errors[0]?.status).toBe('404');
    });
  });

  describe('writing as a company', () => {
    let company: NextDrupal;
    let contract: string;
    let offer: string;

    // next-drupal's write methods default to `withAuth: true`, which builds an Authorization
    // header from `auth` (OAuth or basic). The site authenticates with the session cookie its
    // fetcher adds, so every write passes `withAuth: false`.
    const noAuth = { withAuth: false } as const;

    beforeAll(async () => {
      company = clientFor(await loggedIn('boulangerie-martin', 'demo-entreprise'));
      const [apprenticeship] = await anonymous.getResourceCollection<any[]>('taxonomy_term--type_contrat', { params: { 'filter[name]': 'Apprentissage' } });
      contract = apprenticeship!.id;
    });

    it('creates an offer', async () => {
      const created = await company.createResource<any>(
        'node--offre_emploi',
        {
          data: {
            attributes: {
              title: 'Apprenti pâtissier (H/F)',
              field_entreprise: 'Boulangerie Martin',
              field_description: { value: '<p>Viennoiseries et entremets.</p>', format: 'basic_html' },
              field_ville: 'Rennes',
              field_code_postal: '35000',
              field_date_expiration: '2099-06-30',
            },
            relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
          },
        },
        noAuth,
      );
      expect(created.type).toBe('node--offre_emploi');
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.title).toBe('Apprenti pâtissier (H/F)');
      expect(created.field_ville).toBe('Rennes');
      expect(created.field_description.processed).toContain('Viennoiseries');
      expect(created.field_type_contrat).toMatchObject({ type: 'taxonomy_term--type_contrat', id: contract });
      expect(created.path.alias).toBe('/offres-emploi/apprenti-patissier-h-f');
      offer = created.id;
    });

    it('updates its title', async () => {
      const updated = await company.updateResource<any>('node--offre_emploi', offer, { data: { attributes: { title: 'Apprenti pâtissier ou pâtissière' } } }, noAuth);
      expect(updated.id).toBe(offer);
      expect(updated.title).toBe('Apprenti pâtissier ou pâtissière');
      expect(updated.field_ville).toBe('Rennes');
    });

    it("refuses another company's update with a 403 JsonApiErrors", async () => {
      const other = clientFor(await loggedIn('hotel-des-voyageurs', 'demo-entreprise'));
      const failure = await other
        .updateResource('node--offre_emploi', offer, { data: { attributes: { title: 'Réceptionniste' } } }, noAuth)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(JsonApiErrors);
      const errors = failure as JsonApiErrors;
      expect(errors.statusCode).toBe(403);
      // A route access check refuses it, as in Drupal: no source pointer, the permission it lacks.
      expect(errors.errors).toMatchObject([{ status: '403', title: 'Forbidden', detail: "The 'edit any offre_emploi content' permission is required." }]);
      expect(Array.isArray(errors.errors) && 'source' in (errors.errors[0] ?? {})).toBe(false);
      expect(errors.message).toContain('403 Forbidden');
      const unchanged = await anonymous.getResource<any>('node--offre_emploi', offer);
      expect(unchanged.title).toBe('Apprenti pâtissier ou pâtissière');
    });

    it('deletes it', async () => {
      expect(await company.deleteResource('node--offre_emploi', offer, noAuth)).toBe(true);
      await expect(anonymous.getResource('node--offre_emploi', offer)).rejects.toMatchObject({ statusCode: 404 });
    });
  });

  describe('uploading as the editor', () => {
    it('creates a file from a buffer, served under /sites/default/files', async () => {
      const editor = clientFor(await loggedIn('redaction', 'demo-redaction'));
      const file = await editor.createFileResource<any>(
        'file--file',
        { data: { attributes: { type: 'node--article', field: 'field_image', filename: 'photo.png', file: PNG } } },
        { withAuth: false },
      );
      expect(file.type).toBe('file--file');
      expect(file.filename).toBe('photo.png');
      expect(file.filemime).toBe('image/png');
      expect(file.uri.url).toMatch(/^\/sites\/default\/files\/.*photo\.png$/);
      const image = await fetch(`${server.url}${file.uri.url}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    });
  });

  describe('every answer next-drupal received above', () => {
    it('is, under /jsonapi, a JSON:API document with the exact content type that validates', () => {
      const documents = served.filter((answer) => new URL(answer.url).pathname.startsWith('/jsonapi') && answer.body !== '');
      const kinds = new Set(documents.map((answer) => `${answer.method} ${answer.status}`));
      for (const kind of ['GET 200', 'GET 404', 'POST 201', 'PATCH 200', 'PATCH 403']) expect(kinds).toContain(kind);
      const problems = documents.flatMap((answer) => {
        const where = `${answer.method} ${answer.url} (${answer.status})`;
        if (answer.type !== JSONAPI) return [`${where}: Content-Type ${answer.type}`];
        return schemaErrors(JSON.parse(answer.body)).map((problem) => `${where}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });

    it('is, from the router, plain JSON', () => {
      const routed = served.filter((answer) => new URL(answer.url).pathname === '/router/translate-path');
      expect(routed.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([200, 403, 404]);
      for (const answer of routed) expect(answer.type).toBe('application/json');
    });

    it('has no body on the 204 of a delete', () => {
      const deleted = served.filter((answer) => answer.method === 'DELETE');
      expect(deleted.map((answer) => [answer.status, answer.body])).toEqual([[204, '']]);
    });
  });

  describe('a representative set of documents, fetched directly', () => {
    let visitor: Client;

    beforeAll(() => {
      visitor = new Client(server.url);
    });

    /** Fetches a document and asserts the JSON:API content type and the official schema. */
    const valid = async (client: Client, url: string, status = 200, init?: Parameters<Client['request']>[2], method = 'GET') => {
      const answer = await client.request(method, url, init ?? {});
      expect(answer.status, url).toBe(status);
      expect(answer.type, url).toBe(JSONAPI);
      expect(schemaErrors(answer.body), url).toEqual([]);
      return answer.body;
    };

    it('the index, with a link to each resource type of the model', async () => {
      const index = await valid(visitor, '/jsonapi');
      expect(Object.keys(index.links).sort()).toEqual([...RESOURCE_TYPES.map((type) => type.name), 'self'].sort());
    });

    it.each(RESOURCE_TYPES.map((type) => type.name))('a collection and an individual of %s', async (name) => {
      const [entityType, bundle] = name.split('--');
      const base = `/jsonapi/${entityType}/${bundle}`;
      const collection = await valid(visitor, `${base}${query({ 'page[limit]': '3' })}`);
      expect(collection.data.length).toBeGreaterThan(0);
      expect(collection.data.length).toBeLessThanOrEqual(3);
      expect(collection.data.every((item: any) => item.type === name)).toBe(true);
      const individual = await valid(visitor, `${base}/${collection.data[0].id}`);
      expect(individual.data.id).toBe(collection.data[0].id);
    });

    it('an include-heavy collection, with nested includes and sparse fieldsets', async () => {
      const body = await valid(
        visitor,
        `/jsonapi/node/formation${query({
          'page[limit]': '3',
          include: 'field_niveau,field_secteur,field_campus,field_image,field_metiers,field_metiers.field_secteur,field_metiers.field_formations,uid',
          'fields[node--metier]': 'title,field_secteur,field_formations',
        })}`,
      );
      const types = new Set(body.included.map((item: any) => item.type));
      for (const type of ['taxonomy_term--niveau', 'taxonomy_term--secteur', 'node--metier', 'file--file']) expect(types).toContain(type);
    });

    it('the error documents of a 400, 403, 404, 405, 415 and 422', async () => {
      const company = await loggedIn('boulangerie-martin', 'demo-entreprise');
      const drafts = await company.get(`/jsonapi/node/offre_emploi${query({ 'filter[status]': '0', 'page[limit]': '1' })}`);
      const draft = drafts.body.data[0].id;
      const write = (raw: string, type: string) => ({ raw, headers: { 'Content-Type': type, 'X-CSRF-Token': company.csrf } });
      const cases: [Client, string, string, number, Parameters<Client['request']>[2]?][] = [
        [visitor, 'GET', `/jsonapi/node/article${query({ sort: 'nope' })}`, 400],
        [visitor, 'GET', `/jsonapi/node/offre_emploi/${draft}`, 403],
        [visitor, 'GET', '/jsonapi/node/article/00000000-0000-4000-8000-000000000000', 404],
        [visitor, 'PUT', '/jsonapi/node/article', 405],
        [company, 'POST', '/jsonapi/node/offre_emploi', 415, write('{}', 'text/xml')],
        [company, 'POST', '/jsonapi/node/offre_emploi', 422, write(JSON.stringify({ data: { type: 'node--offre_emploi', attributes: { title: '' } } }), JSONAPI)],
      ];
      for (const [client, method, url, status, init] of cases) {
        const body = await valid(client, url, status, init, method);
        expect(body.errors.length).toBeGreaterThan(0);
        expect(body.errors.every((error: any) => error.status === String(status))).toBe(true);
        expect(body.data).toBeUndefined();
        expect(body.links).toBeUndefined();
      }
    });
  });

  describe('details of Drupal the cms reproduces', () => {
    let visitor: Client;

    beforeAll(() => {
      visitor = new Client(server.url);
    });

    // Drupal builds `links.self` with Symfony's Request::getUri(), whose normalizeQueryString()
    // percent-encodes the query and sorts its keys: raw brackets would not be a valid URI.
    it('percent-encodes the query of links.self when the request has raw brackets', async () => {
      const answer = await visitor.get('/jsonapi/node/article?fields[node--article]=title&page[limit]=2');
      expect(answer.body.links.self.href).toBe(`${server.url}/jsonapi/node/article?fields%5Bnode--article%5D=title&page%5Blimit%5D=2`);
      expect(schemaErrors(answer.body)).toEqual([]);
    });

    // Drupal's EntityResource::getPagerQueries() array_merge()s `page => [offset, limit]` over the
    // request query: offset first, as in the recorded umami node--recipe.collection-raw.json.
    it('writes page[offset] before page[limit] in pager links, as Drupal does', async () => {
      const answer = await visitor.get(`/jsonapi/node/article${query({ 'fields[node--article]': 'title', 'page[limit]': '2' })}`);
      expect(answer.body.links.next.href).toBe(`${server.url}/jsonapi/node/article?fields%5Bnode--article%5D=title&page%5Boffset%5D=2&page%5Blimit%5D=2`);
    });

    // Drupal's EntityResource::getPagerLinks() adds `last` only inside
    // `if ($link_context['has_next_page'])`, so the last page has no `last` link.
    it('gives the last page no last link', async () => {
      const first = await visitor.get(`/jsonapi/node/article${query({ 'page[limit]': '10' })}`);
      const offset = Math.floor((first.body.meta.count - 1) / 10) * 10;
      const last = await visitor.get(`/jsonapi/node/article${query({ 'page[limit]': '10', 'page[offset]': String(offset) })}`);
      expect(last.body.links.next).toBeUndefined();
      expect(last.body.links.last).toBeUndefined();
    });

    // Symfony's Response::prepare() removes Content-Type from 204 answers (the cms strips the one
    // @hono/node-server adds to every answer).
    it('sends no Content-Type with the 204 of a delete', async () => {
      const company = await loggedIn('boulangerie-martin', 'demo-entreprise');
      const created = await company.write('POST', '/jsonapi/node/offre_emploi', {
        data: {
          type: 'node--offre_emploi',
          attributes: {
            title: 'Offre à supprimer',
            field_entreprise: 'Boulangerie Martin',
            field_description: { value: '<p>Brève.</p>', format: 'basic_html' },
            field_ville: 'Rennes',
            field_code_postal: '35000',
            field_date_expiration: '2099-01-31',
          },
          relationships: {
            field_type_contrat: {
              data: { type: 'taxonomy_term--type_contrat', id: (await visitor.get('/jsonapi/taxonomy_term/type_contrat')).body.data[0].id },
            },
          },
        },
      });
      expect(created.status).toBe(201);
      const deleted = await company.write('DELETE', `/jsonapi/node/offre_emploi/${created.body.data.id}`);
      expect(deleted.status).toBe(204);
      expect(deleted.type).toBeNull();
    });
  });
});
