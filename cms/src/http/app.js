import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { node, users } from '../db/schema.js';
import { JSONAPI_CONTENT_TYPE, jsonapiObject, nodeResource } from '../jsonapi/document.js';
import { JsonApiHttpError } from '../jsonapi/errors.js';
import { parseCollectionQuery } from '../jsonapi/query.js';
/** Node bundles served so far (the full content model comes with the cms issue). */
const NODE_BUNDLES = ['article'];
const SORTABLE = { created: node.created, changed: node.changed, title: node.title, drupal_internal__nid: node.nid };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function jsonapi(c, body, status = 200) {
    return c.body(JSON.stringify(body), status, { 'Content-Type': JSONAPI_CONTENT_TYPE });
}
async function authorUuids(db, rows) {
    const uids = [...new Set(rows.map((row) => row.uid))];
    if (uids.length === 0)
        return new Map();
    const found = await db.select({ uid: users.uid, uuid: users.uuid }).from(users).where(inArray(users.uid, uids));
    return new Map(found.map((user) => [user.uid, user.uuid]));
}
function pagerUrl(url, offset, limit) {
    const next = new URL(url);
    next.searchParams.set('page[offset]', String(offset));
    next.searchParams.set('page[limit]', String(limit));
    return { href: next.toString() };
}
export function createApp(db) {
    const app = new Hono();
    app.onError((error, c) => {
        if (error instanceof JsonApiHttpError) {
            return c.body(JSON.stringify(error.toDocument(c.req.url)), error.status, {
                'Content-Type': JSONAPI_CONTENT_TYPE,
            });
        }
        console.error(error);
        const internal = new JsonApiHttpError(500, 'An internal error occurred.');
        return c.body(JSON.stringify(internal.toDocument(c.req.url)), 500, { 'Content-Type': JSONAPI_CONTENT_TYPE });
    });
    app.notFound((c) => {
        const error = new JsonApiHttpError(404, `No route found for "${c.req.method} ${new URL(c.req.url).pathname}"`);
        return c.body(JSON.stringify(error.toDocument(c.req.url)), 404, { 'Content-Type': JSONAPI_CONTENT_TYPE });
    });
    app.get('/health', (c) => c.text('ok'));
    app.get('/jsonapi', (c) => {
        const origin = new URL(c.req.url).origin;
        const links = { self: { href: `${origin}/jsonapi` } };
        for (const bundle of NODE_BUNDLES)
            links[`node--${bundle}`] = { href: `${origin}/jsonapi/node/${bundle}` };
        const sorted = Object.fromEntries(Object.entries(links).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        return jsonapi(c, { jsonapi: jsonapiObject, data: [], links: sorted });
    });
    app.get('/jsonapi/node/:bundle', async (c) => {
        const bundle = c.req.param('bundle');
        if (!NODE_BUNDLES.includes(bundle))
            return c.notFound();
        const url = new URL(c.req.url);
        const query = parseCollectionQuery(url.searchParams, Object.keys(SORTABLE));
        const where = and(eq(node.type, bundle), eq(node.status, true));
        const order = query.sort.length
            ? query.sort.map(({ field, direction }) => {
                const column = SORTABLE[field];
                return direction === 'DESC' ? desc(column) : asc(column);
            })
            : [asc(node.nid)];
        const rows = await db
            .select()
            .from(node)
            .where(where)
            .orderBy(...order)
            .limit(query.limit + 1)
            .offset(query.offset);
        const [total] = await db.select({ n: count() }).from(node).where(where);
        const page = rows.slice(0, query.limit);
        const authors = await authorUuids(db, page);
        const links = { self: { href: url.toString() } };
        if (rows.length > query.limit)
            links['next'] = pagerUrl(url, query.offset + query.limit, query.limit);
        if (query.offset > 0) {
            links['first'] = pagerUrl(url, 0, query.limit);
            links['prev'] = pagerUrl(url, Math.max(0, query.offset - query.limit), query.limit);
        }
        const n = total?.n ?? 0;
        if (n > 0)
            links['last'] = pagerUrl(url, Math.floor((n - 1) / query.limit) * query.limit, query.limit);
        return jsonapi(c, {
            jsonapi: jsonapiObject,
            data: page.map((row) => nodeResource(row, authors.get(row.uid) ?? 'missing', url.origin)),
            meta: { count: n },
            links,
        });
    });
    app.get('/jsonapi/node/:bundle/:uuid', async (c) => {
        const bundle = c.req.param('bundle');
        if (!NODE_BUNDLES.includes(bundle))
            return c.notFound();
        const uuid = c.req.param('uuid');
        const url = new URL(c.req.url);
        const notConverted = new JsonApiHttpError(404, `The "entity" parameter was not converted for the path "/jsonapi/node/${bundle}/{entity}" (route name: "jsonapi.node--${bundle}.individual")`);
        if (!UUID.test(uuid))
            throw notConverted;
        const [row] = await db.select().from(node).where(and(eq(node.type, bundle), eq(node.uuid, uuid)));
        if (!row)
            throw notConverted;
        if (!row.status) {
            throw new JsonApiHttpError(403, 'The current user is not allowed to GET the selected resource.', {
                source: { pointer: '/data' },
            });
        }
        const authors = await authorUuids(db, [row]);
        return jsonapi(c, {
            jsonapi: jsonapiObject,
            data: nodeResource(row, authors.get(row.uid) ?? 'missing', url.origin),
            links: { self: { href: `${url.origin}${url.pathname}` } },
        });
    });
    return app;
}
