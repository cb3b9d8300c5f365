/** Reads: the entry point, collections and individual resources (`GET /jsonapi…`). */
import type { SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Account, AppEnv } from '../../auth/account.js';
import { RESOURCE_TYPES, type ResourceTypeDef } from '../../content/model.js';
import { loadRevision } from '../../content/store.js';
import { canViewRevisions } from '../../jsonapi/access.js';
import { jsonapiObject, type Link } from '../../jsonapi/document.js';
import { JsonApiHttpError } from '../../jsonapi/errors.js';
import { compileFilter } from '../../jsonapi/filter.js';
import { countRows, listRows, readWriteGeneration, visibilityKey } from '../../jsonapi/load.js';
import { parseCollectionQuery, parseRequestQuery, type CollectionQuery } from '../../jsonapi/query.js';
import { jsonapiResponse, requestOrigin } from '../respond.js';
import { document, type RouteDeps } from './deps.js';
import { forbidden, loadViewable, parseVersion, selfUrl, typeFrom } from './routing.js';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** `GET /jsonapi`: a link per resource type, and `meta.links.me` when logged in. */
function entryPoint(c: Context<AppEnv>): Response {
  const origin = requestOrigin(c);
  const links: Record<string, Link> = { self: { href: `${origin}/jsonapi` } };
  for (const def of RESOURCE_TYPES) links[def.name] = { href: `${origin}/jsonapi/${def.entityType}/${def.bundle}` };
  const sorted = Object.fromEntries(Object.entries(links).sort(byKey));
  const account = c.get('account');
  const meta =
    account.uid !== 0 && account.uuid
      ? { meta: { links: { me: { meta: { id: account.uuid }, href: `${origin}/jsonapi/user/user/${account.uuid}` } } } }
      : {};
  return jsonapiResponse({ jsonapi: jsonapiObject, data: [], ...meta, links: sorted });
}

/** The total of a collection: known without counting on its last page, else counted or cached. */
async function collectionCount(
  deps: RouteDeps,
  def: ResourceTypeDef,
  account: Account,
  query: CollectionQuery,
  where: SQL | undefined,
  fetched: number,
): Promise<number> {
  // Known without counting when this page is the last one.
  if (fetched <= query.limit && (fetched > 0 || query.offset === 0)) return query.offset + fetched;
  const key = `${def.name}|${visibilityKey(account)}|${JSON.stringify(query.filter ?? null)}`;
  // The generation first, then the count: the count then includes every write up to it.
  const generation = await readWriteGeneration(deps.db);
  const cached = deps.counts.get(key, generation);
  if (cached !== undefined) return cached;
  const counted = await countRows(deps.db, def, account, where);
  deps.counts.set(key, counted, generation);
  return counted;
}

/** `self` and the pager links of a collection page, keys sorted. */
function collectionLinks(url: URL, query: CollectionQuery, hasNext: boolean, total: number): Record<string, Link> {
  // As `EntityResource::getPagerQueries`: the request's query, then page[offset] and page[limit].
  const pager = (offset: number): Link => {
    const next = new URL(url);
    for (const key of [...next.searchParams.keys()]) if (key.startsWith('page[')) next.searchParams.delete(key);
    next.searchParams.append('page[offset]', String(offset));
    next.searchParams.append('page[limit]', String(query.limit));
    return { href: next.toString() };
  };
  const links: Record<string, Link> = { self: { href: selfUrl(url) } };
  if (query.offset > 0) {
    links['first'] = pager(0);
    links['prev'] = pager(Math.max(0, query.offset - query.limit));
  }
  if (hasNext) {
    links['next'] = pager(query.offset + query.limit);
    // Drupal adds `last` only when there is a next page and the total is known.
    links['last'] = pager(Math.floor((total - 1) / query.limit) * query.limit);
  }
  return Object.fromEntries(Object.entries(links).sort(byKey));
}

/** `GET /jsonapi/{type}/{bundle}`: a page of resources, `meta.count` and the pager links. */
async function collection(deps: RouteDeps, c: Context<AppEnv>): Promise<Response> {
  const def = typeFrom(c);
  const url = new URL(c.req.url);
  const account = c.get('account');
  const query = parseCollectionQuery(url.searchParams, def, account);
  const version = parseVersion(def, query.resourceVersion, 'GET');
  if (version && 'id' in version) throw new JsonApiHttpError(400, 'Collections can only be requested with `rel:latest-version` or `rel:working-copy`.');
  if (version?.rel === 'working-copy' && query.filter !== undefined) {
    throw new JsonApiHttpError(501, 'JSON:API does not support filtering on resource versions other than the latest version.');
  }
  const where = compileFilter(query.filter, def, account);
  const rows = await listRows(deps.db, def, account, { where, orderBy: query.orderBy, limit: query.limit + 1, offset: query.offset });
  const page = rows.slice(0, query.limit);
  const [{ data, included }, total] = await Promise.all([
    document(deps.db, c, def, page, query),
    collectionCount(deps, def, account, query, where, rows.length),
  ]);
  return jsonapiResponse({
    jsonapi: jsonapiObject,
    data,
    ...(included.length ? { included } : {}),
    meta: { count: total },
    links: collectionLinks(url, query, rows.length > query.limit, total),
  });
}

/** `GET /jsonapi/{type}/{bundle}/{uuid}`, also an earlier revision (`resourceVersion=id:N`). */
async function individual(deps: RouteDeps, c: Context<AppEnv>): Promise<Response> {
  const def = typeFrom(c);
  const url = new URL(c.req.url);
  const query = parseRequestQuery(url.searchParams, def);
  const version = parseVersion(def, query.resourceVersion, 'GET');
  let row = await loadViewable(deps.db, c, def, c.req.param('id') ?? '');
  if (version && 'id' in version && version.id !== row.vid) {
    if (!canViewRevisions(c.get('account'))) {
      throw forbidden('GET', 'The current user is not allowed to GET the selected resource. The user does not have access to the requested version.');
    }
    const revision = await loadRevision(deps.db, row, version.id);
    if (!revision) throw new JsonApiHttpError(404, `The requested version, identified by \`id:${version.id}\`, could not be found.`);
    row = revision;
  }
  const { data, included } = await document(deps.db, c, def, [row], query);
  return jsonapiResponse({
    jsonapi: jsonapiObject,
    data: data[0],
    ...(included.length ? { included } : {}),
    links: { self: { href: selfUrl(url) } },
  });
}

export function readRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/jsonapi', (c) => entryPoint(c));
  app.get('/jsonapi/:entityType/:bundle', (c) => collection(deps, c));
  app.get('/jsonapi/:entityType/:bundle/:id', (c) => individual(deps, c));
  return app;
}
