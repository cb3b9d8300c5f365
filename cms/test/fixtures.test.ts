import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JsonApiErrors, NextDrupal } from 'next-drupal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPager } from '../../site/lib/drupal/pager.js';
import { rawSchemaErrors, schemaErrors, SHARED } from './jsonapi-schema.js';
import { databases, startTestServer, type TestServer } from './support.js';

/**
 * Real Drupal responses (the Umami demo, recorded by next-drupal's own test suite) read by a real
 * next-drupal client: what the site's client code must cope with, and what the cms must look like.
 */

const FIXTURES = path.join(SHARED, 'fixtures', 'drupal', 'umami');

/** A JSON:API document, as opposed to the router's and other modules' plain JSON. */
function isJsonApiDocument(body: any): boolean {
  return body !== null && typeof body === 'object' && ('data' in body || 'errors' in body || typeof body.jsonapi?.version === 'string');
}

const files = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .sort();
const fixtures = new Map<string, any>(files.map((name) => [name, JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'))]));

function fixture(name: string): any {
  const found = fixtures.get(name);
  if (found === undefined) throw new Error(`no fixture ${name}`);
  return found;
}

const documents = files.filter((name) => isJsonApiDocument(fixture(name)));

/** JSON:API documents nested in other answers: subrequests' response bodies and the Views answer's results. */
const embedded: [string, unknown][] = [
  ...['subrequests.ok.json', 'subrequests.forbidden.json'].map((name): [string, unknown] => [
    `${name} resolvedResource`,
    JSON.parse(fixture(name)['resolvedResource#uri{0}'].body),
  ]),
  ['view-raw.json results', fixture('view-raw.json').results],
];

const BASE = 'https://drupal.test';
const RECIPE = '71e04ead-4cc7-416c-b9ca-60b635fdc50f';

/** A reply of the replaying fetcher: a fixture (or a part of one) with its status and content type. */
interface Reply {
  body: unknown;
  status?: number;
  type?: string;
}

const jsonapiReply = (name: string, status = 200): Reply => ({ body: fixture(name), status, type: 'application/vnd.api+json' });
const jsonReply = (name: string, status = 200): Reply => ({ body: fixture(name), status, type: 'application/json' });

/** A next-drupal client whose fetcher answers each path from the recorded responses. */
function replaying(routes: Record<string, Reply>, options: { useDefaultEndpoints?: boolean } = {}) {
  const requested: string[] = [];
  const fetcher = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const reply = routes[url.pathname];
    if (!reply) return new Response('', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': reply.type ?? 'application/json' } });
  };
  const drupal = new NextDrupal(BASE, { fetcher, throwJsonApiErrors: true, useDefaultEndpoints: options.useDefaultEndpoints ?? true });
  return { drupal, requested };
}

describe('recorded Drupal responses (Umami)', () => {
  it('are all readable JSON, and the expected kinds of answers', () => {
    expect(files.length).toBeGreaterThanOrEqual(18);
    expect(documents).toEqual([
      'file--file.json',
      'jsonapi-index.json',
      'media--image.include-field_media_image.json',
      'menu_items-main.json',
      'menu_items.invalid.json',
      'node--recipe.by-path-raw.json',
      'node--recipe.collection-raw.json',
      'node--recipe.forbidden.json',
      'node--recipe.ok.json',
      'node--recipe.single-raw.json',
      'search-api-index-raw.json',
    ]);
  });

  describe('against the official JSON:API 1.0 schema', () => {
    it.each(documents)('%s validates', (name) => {
      expect(schemaErrors(fixture(name))).toEqual([]);
    });

    it.each(embedded)('%s validates', (_name, document) => {
      expect(schemaErrors(document)).toEqual([]);
    });

    it('is stricter than Drupal exactly where Drupal names index links after types and adds via/info to errors', () => {
      const index = rawSchemaErrors(fixture('jsonapi-index.json'));
      expect(index.length).toBeGreaterThan(50);
      expect(index.every((line) => /^\/links must NOT have additional properties \{"additionalProperty":"[a-z0-9_]+--[a-z0-9_]+"\}$/.test(line))).toBe(true);
      expect(rawSchemaErrors(fixture('menu_items.invalid.json'))).toEqual([
        '/errors/0/links must NOT have additional properties {"additionalProperty":"via"}',
        '/errors/0/links must NOT have additional properties {"additionalProperty":"info"}',
      ]);
    });

    it('still rejects what is really wrong', () => {
      const collection = fixture('node--recipe.collection-raw.json');
      expect(schemaErrors({ ...collection, data: [{ id: RECIPE }] })).not.toEqual([]);
      expect(schemaErrors({ ...collection, links: { next: { href: 'https://a b' } } })).not.toEqual([]);
      expect(schemaErrors({ ...collection, errors: [] })).not.toEqual([]);
      expect(schemaErrors({ errors: [{ status: 403, links: { via: { href: 'x y' } } }] })).toHaveLength(2);
    });
  });

  describe('read by next-drupal', () => {
    it('takes resource endpoints from the index when useDefaultEndpoints is off', async () => {
      const { drupal, requested } = replaying(
        { '/jsonapi': jsonapiReply('jsonapi-index.json'), '/en/jsonapi/node/recipe': jsonapiReply('node--recipe.collection-raw.json') },
        { useDefaultEndpoints: false },
      );
      const index = await drupal.getIndex();
      expect((index.links as any)['node--recipe'].href).toBe('https://tests.next-drupal.org/en/jsonapi/node/recipe');
      const recipes = await drupal.getResourceCollection<any[]>('node--recipe');
      expect(recipes).toHaveLength(2);
      expect(requested).toEqual(['GET /jsonapi', 'GET /jsonapi', 'GET /en/jsonapi/node/recipe']);
    });

    it('deserializes an individual node, its attributes and relationship identifiers', async () => {
      const { drupal, requested } = replaying({ [`/jsonapi/node/recipe/${RECIPE}`]: jsonapiReply('node--recipe.single-raw.json') });
      const recipe = await drupal.getResource<any>('node--recipe', RECIPE);
      expect(requested).toEqual([`GET /jsonapi/node/recipe/${RECIPE}`]);
      expect(recipe.type).toBe('node--recipe');
      expect(recipe.id).toBe(RECIPE);
      expect(recipe.title).toBe('Deep mediterranean quiche - edited');
      expect(recipe.drupal_internal__nid).toBe(1);
      expect(recipe.path).toEqual({ alias: '/recipes/deep-mediterranean-quiche', langcode: 'en', pid: 67 });
      expect(recipe.field_ingredients).toHaveLength(13);
      expect(recipe.field_cooking_time).toBe(30);
      expect(recipe.field_summary.processed).toContain('An Italian inspired quiche');
      expect(recipe.field_tags.map((tag: any) => tag.id)).toEqual(['46258827-cfad-4813-99dc-287c4cb41117', 'f32a4d84-0568-4bfd-8be3-8217d36efb6d']);
      expect(recipe.field_media_image).toMatchObject({
        type: 'media--image',
        id: 'bbfe9d97-2da2-432b-a22c-0396c08e06ca',
        resourceIdObjMeta: { drupal_internal__target_id: 1 },
      });
    });

    it('resolves included resources into relationships, with the image meta', async () => {
      const { drupal } = replaying({
        '/jsonapi/media/image/bbfe9d97-2da2-432b-a22c-0396c08e06ca': jsonapiReply('media--image.include-field_media_image.json'),
      });
      const media = await drupal.getResource<any>('media--image', 'bbfe9d97-2da2-432b-a22c-0396c08e06ca', { params: { include: 'field_media_image' } });
      expect(media.name).toBe('Deep mediterranean quiche');
      expect(media.field_media_image.uri.url).toBe('/sites/default/files/mediterranean-quiche-umami.jpg');
      expect(media.field_media_image.filemime).toBe('image/jpeg');
      expect(media.field_media_image.resourceIdObjMeta).toMatchObject({
        alt: 'A delicious deep layered Mediterranean quiche with basil garnish',
        width: 768,
        height: 511,
      });
    });

    it('reads a file with its root-relative url', async () => {
      const { drupal } = replaying({ '/jsonapi/file/file/641fc6a4-276d-43e9-abbd-1e51bc28ddf9': jsonapiReply('file--file.json') });
      const file = await drupal.getResource<any>('file--file', '641fc6a4-276d-43e9-abbd-1e51bc28ddf9');
      expect(file.filename).toBe('mediterranean-quiche-umami.jpg');
      expect(file.uri).toEqual({ value: 'public://mediterranean-quiche-umami.jpg', url: '/sites/default/files/mediterranean-quiche-umami.jpg' });
      expect(file.filesize).toBe(70160);
      expect(file.uid).toBeNull();
    });

    it('deserializes a collection without meta.count, and the raw document keeps its next link', async () => {
      const { drupal } = replaying({ '/jsonapi/node/recipe': jsonapiReply('node--recipe.collection-raw.json') });
      const params = { 'fields[node--recipe]': 'title', 'page[limit]': '2' };
      const recipes = await drupal.getResourceCollection<any[]>('node--recipe', { params });
      expect(recipes.map((recipe) => recipe.title)).toEqual(['Vegan chocolate and nut brownies', 'Super easy vegetarian pasta bake']);
      const raw = await drupal.getResourceCollection<any>('node--recipe', { params, deserialize: false });
      expect(raw.meta).toBeUndefined();
      expect(raw.links.next.href).toContain('page%5Boffset%5D=2');
    });

    it('recognises a JSON:API error document and throws its errors', async () => {
      const { drupal } = replaying({ [`/jsonapi/node/recipe/${RECIPE}`]: jsonapiReply('node--recipe.forbidden.json', 403) });
      const failure = await drupal.getResource('node--recipe', RECIPE, { params: { resourceVersion: 'id:1' } }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(JsonApiErrors);
      const errors = failure as JsonApiErrors;
      expect(errors.statusCode).toBe(403);
      expect(errors.errors).toEqual(fixture('node--recipe.forbidden.json').errors);
      expect(errors.message).toBe(
        'Error while fetching resource:  403 Forbidden\nThe current user is not allowed to GET the selected resource. The user does not have access to the requested version.',
      );
    });

    it('falls back to the status text when an error has another content type', async () => {
      const { drupal } = replaying({ [`/jsonapi/node/recipe/${RECIPE}`]: { ...jsonapiReply('node--recipe.forbidden.json', 403), type: 'application/vnd.api+json; charset=UTF-8' } });
      const failure = (await drupal.getResource('node--recipe', RECIPE).catch((error: unknown) => error)) as JsonApiErrors;
      // Why the contract requires the content type exactly: with a charset the errors are lost.
      expect(failure.errors).toBe('');
    });

    it.each(['router-translate-path.recorded.json', 'router-translate-path.ok.json'])('translates a path from %s', async (name) => {
      const { drupal, requested } = replaying({ '/router/translate-path': jsonReply(name) });
      const translated = await drupal.translatePath('/recipes/deep-mediterranean-quiche');
      expect(requested).toEqual(['GET /router/translate-path?path=%2Frecipes%2Fdeep-mediterranean-quiche']);
      expect(translated).toMatchObject({
        isHomePath: false,
        entity: { type: 'node', bundle: 'recipe', id: '1', uuid: RECIPE, langcode: 'en' },
        jsonapi: { resourceName: 'node--recipe' },
        label: 'Deep mediterranean quiche - edited',
      });
      expect(translated?.resolved).toMatch(/^https:\/\/[^/]+\/en\/recipes\/deep-mediterranean-quiche$/);
      expect(translated?.entity.canonical).toBe(translated?.resolved);
      expect(translated?.jsonapi?.individual).toMatch(new RegExp(`/jsonapi/node/recipe/${RECIPE}$`));
    });

    it('maps the router 404 to null', async () => {
      const { drupal } = replaying({ '/router/translate-path': jsonReply('router-translate-path.notFound.json', 404) });
      expect(await drupal.translatePath('/path-does-not-exist')).toBeNull();
      expect(fixture('router-translate-path.notFound.json')).toEqual({
        message: 'Unable to resolve path /path-does-not-exist.',
        details: 'None of the available methods were able to find a match for this path.',
      });
    });

    // The cms serves no /subrequests: the site resolves paths with translatePath then getResource.
    // These show what getResourceByPath expects from a real Drupal with the Subrequests module.
    it('reads a resource by path from a 207 subrequests answer', async () => {
      const { drupal } = replaying({ '/subrequests': jsonReply('subrequests.ok.json', 207) });
      const recipe = await drupal.getResourceByPath<any>('/recipes/deep-mediterranean-quiche');
      expect(recipe.id).toBe(RECIPE);
      expect(recipe.title).toBe('Deep mediterranean quiche - edited');
      const missing = replaying({ '/subrequests': jsonReply('subrequests.pathNotFound.json', 207) });
      expect(await missing.drupal.getResourceByPath('/path-does-not-exist')).toBeNull();
      const forbidden = replaying({ '/subrequests': jsonReply('subrequests.forbidden.json', 207) });
      await expect(forbidden.drupal.getResourceByPath('/recipes/deep-mediterranean-quiche')).rejects.toMatchObject({ statusCode: 403 });
    });

    it('builds the menu tree from jsonapi_menu_items, and throws on an unknown menu', async () => {
      const { drupal } = replaying({
        '/jsonapi/menu_items/main': jsonapiReply('menu_items-main.json'),
        '/jsonapi/menu_items/INVALID': jsonapiReply('menu_items.invalid.json', 404),
      });
      const menu = await drupal.getMenu<any>('main');
      expect(menu.items.map((item: any) => item.title)).toEqual(['Home', 'Articles', 'Recipes', 'About', 'Locations', 'Team', 'Management']);
      // The tree is an Array subclass: compare plain copies.
      const tree = [...(menu.tree ?? [])];
      expect(tree.map((item: any) => item.title)).toEqual(['Home', 'Articles', 'Recipes', 'About']);
      const about = tree[3] as any;
      expect([...about.items].map((item: any) => item.title)).toEqual(['Locations', 'Team']);
      expect(about.items[1].items[0].url).toBe('/en/about/team/management');
      await expect(drupal.getMenu('INVALID')).rejects.toMatchObject({ statusCode: 404 });
    });

    it('reads a Views answer and a Search API answer, both with meta.count', async () => {
      const { drupal } = replaying({
        '/jsonapi/views/featured_articles/page_1': { body: fixture('view-raw.json').results, type: 'application/vnd.api+json' },
        '/jsonapi/index/recipes': jsonapiReply('search-api-index-raw.json'),
      });
      const view = await drupal.getView<any>('featured_articles--page_1', { params: { 'fields[node--article]': 'title' } });
      expect(view.results).toHaveLength(8);
      expect(view.results[0].title).toBe('Prueba y cultiva tus propias hierbas');
      expect(view.meta).toEqual({ count: 8 });
      const search = await drupal.getSearchIndex<any>('recipes', { deserialize: false });
      expect(search.meta.count).toBe(8);
      const found = await drupal.getSearchIndex<any>('recipes');
      expect(found.map((recipe: any) => recipe.field_difficulty)).toEqual(['easy', 'easy', 'easy', 'easy']);
    });
  });

  describe('readPager', () => {
    it('reads a Drupal core collection: no count, a next link', () => {
      expect(readPager(fixture('node--recipe.collection-raw.json'), 2)).toEqual({
        total: null,
        hasNext: true,
        hasPrev: false,
        nextOffset: 2,
        prevOffset: null,
      });
    });

    it('reads meta.count when JSON:API Extras or Search API add it', () => {
      expect(readPager(fixture('search-api-index-raw.json'), 4)).toMatchObject({ total: 8, hasNext: false, nextOffset: null });
      expect(readPager({ meta: { count: '12' }, links: {} }, 5).total).toBe(12);
      expect(readPager({ meta: { count: -1 } }, 5).total).toBeNull();
      expect(readPager({ meta: { count: 'many' } }, 5).total).toBeNull();
    });

    it('reads relative links, and derives a malformed offset from the current page', () => {
      const pager = readPager(
        {
          links: {
            self: { href: '/jsonapi/node/article?page%5Boffset%5D=10&page%5Blimit%5D=5' },
            next: { href: '/jsonapi/node/article?page%5Boffset%5D=oops' },
            prev: { href: '/jsonapi/node/article?page%5Blimit%5D=5' },
          },
        },
        5,
      );
      expect(pager).toEqual({ total: null, hasNext: true, hasPrev: true, nextOffset: 15, prevOffset: 0 });
      expect(() => readPager({}, 0)).toThrow(RangeError);
    });
  });
});

describe.each(databases)('readPager on a cms collection (%s)', (database) => {
  let server: TestServer;
  let drupal: NextDrupal;

  beforeAll(async () => {
    server = await startTestServer(database);
    drupal = new NextDrupal(server.url, { throwJsonApiErrors: true, useDefaultEndpoints: true });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const page = (offset: number) =>
    drupal.getResourceCollection<any>('node--article', {
      params: { sort: '-created', 'page[limit]': '5', 'page[offset]': String(offset) },
      deserialize: false,
    });

  it('reads the count the cms adds, and both neighbours in the middle', async () => {
    const middle = await page(5);
    expect(middle.meta.count).toBeGreaterThanOrEqual(30);
    expect(readPager(middle, 5)).toEqual({ total: middle.meta.count, hasNext: true, hasPrev: true, nextOffset: 10, prevOffset: 0 });
  });

  it('finds no next page on the last one', async () => {
    const first = await page(0);
    expect(readPager(first, 5)).toMatchObject({ hasPrev: false, prevOffset: null, nextOffset: 5 });
    const lastOffset = Math.floor((first.meta.count - 1) / 5) * 5;
    const last = await page(lastOffset);
    expect(readPager(last, 5)).toEqual({
      total: first.meta.count,
      hasNext: false,
      hasPrev: true,
      nextOffset: null,
      prevOffset: lastOffset - 5,
    });
  });
});
