import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server.js';
let server;
let dataDir;
beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cms-test-'));
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seedWhenEmpty: true });
});
afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
});
async function get(pathAndQuery) {
    const response = await fetch(`${server.url}${pathAndQuery}`);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}
describe('JSON:API on a fresh PGlite database', () => {
    it('serves a Drupal-shaped index listing the article type', async () => {
        const { status, type, body } = await get('/jsonapi');
        expect(status).toBe(200);
        expect(type).toBe('application/vnd.api+json');
        expect(body.jsonapi.version).toBe('1.0');
        expect(body.data).toEqual([]);
        expect(body.links['node--article'].href).toBe(`${server.url}/jsonapi/node/article`);
        expect(Object.keys(body.links)).toEqual([...Object.keys(body.links)].sort());
    });
    it('seeds a French article on first start and lists it, newest first', async () => {
        const { status, body } = await get('/jsonapi/node/article?sort=-created&page[limit]=1');
        expect(status).toBe(200);
        expect(body.data).toHaveLength(1);
        const [article] = body.data;
        expect(article.type).toBe('node--article');
        expect(article.attributes.title).toMatch(/apprentis/);
        expect(article.attributes.langcode).toBe('fr');
        expect(article.attributes.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
        expect(article.attributes.path.alias).toMatch(/^\/article\//);
        expect(article.relationships.uid.data.type).toBe('user--user');
        expect(body.meta.count).toBe(1);
    });
    it('serves the article on its individual route with its version in the self link', async () => {
        const list = await get('/jsonapi/node/article');
        const id = list.body.data[0].id;
        const { status, body } = await get(`/jsonapi/node/article/${id}`);
        expect(status).toBe(200);
        expect(body.data.id).toBe(id);
        expect(body.data.links.self.href).toContain('resourceVersion=id%3A1');
    });
    it('answers JSON:API error documents for bad input, never a 500', async () => {
        const cases = [
            ['/jsonapi/node/article?page[limit]=0', 400, /page size needs to be a positive integer/],
            ['/jsonapi/node/article?foo=1', 400, /violate the JSON:API spec: 'foo'/],
            ['/jsonapi/node/article?sort=nope', 400, /`nope`/],
            ['/jsonapi/node/article/not-a-uuid', 404, /was not converted/],
            ['/jsonapi/node/article/00000000-0000-4000-8000-000000000000', 404, /was not converted/],
            ['/jsonapi/node/nope', 404, /No route found/],
        ];
        for (const [url, status, detail] of cases) {
            const response = await get(url);
            expect(response.status, url).toBe(status);
            expect(response.type, url).toBe('application/vnd.api+json');
            expect(response.body.errors[0].status, url).toBe(String(status));
            expect(response.body.errors[0].detail, url).toMatch(detail);
        }
    });
});
