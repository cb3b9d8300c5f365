import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { isAdministrator, type AppEnv } from '../auth/account.js';
import { RESOURCE_TYPES, relationshipsOf, resourceTypeAt, type FieldDef, type ResourceTypeDef } from '../content/model.js';
import { createEntity, deleteEntity, loadByUuid, loadRevision, updateEntity, type StoredReference } from '../content/store.js';
import { checkUpload, parseContentDisposition } from '../content/upload.js';
import type { Db } from '../db/database.js';
import { entity, userAccount, type EntityRow } from '../db/schema.js';
import { checkAccountChanges, initialPassword } from '../auth/account-changes.js';
import { csrfRequestHeaderCheck } from '../auth/middleware.js';
import { clientIp } from '../auth/proxy.js';
import { endSessionsAfterPasswordChange } from '../auth/session.js';
import { hashPassword } from '../auth/password.js';
import { canCreate, canDelete, canUpdate, canView, canViewRevisions } from '../jsonapi/access.js';
import { jsonapiObject, type Link, type ResourceObject } from '../jsonapi/document.js';
import { JsonApiHttpError, UnprocessableEntityError, type Violation } from '../jsonapi/errors.js';
import { compileFilter } from '../jsonapi/filter.js';
import { buildContext, CountCache, countRows, listRows, loadIncluded, readWriteGeneration, visibilityKey } from '../jsonapi/load.js';
import { parseCollectionQuery, parseRequestQuery, type RequestQuery } from '../jsonapi/query.js';
import { isVersionable, relationshipData, resourceUrl, serializeResource, storedReferences } from '../jsonapi/serialize.js';
import { checkRelationship, generateAlias, parseRelationshipBody, parseWriteDocument, requireTargets, toEntityChanges } from '../jsonapi/write.js';
import { BodyTooLargeError, readBody, readText } from './body.js';
import { parseJsonBody } from './clean.js';
import { jsonapiResponse, requestOrigin } from './respond.js';

/** Called after every committed change, e.g. to revalidate the site's cached pages. */
export type ChangeListener = (change: { op: 'create' | 'update' | 'delete'; def: ResourceTypeDef; row: EntityRow }) => void;

export interface JsonApiDeps {
  db: Db;
  /** Directory of public files (`public://`). */
  filesDir: string;
  onChange?: ChangeListener;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JSON_BODY_LIMIT = 8 * 1024 * 1024;
/** Read a little more than the upload limit, so an oversized file gets the upload checker's 413. */
const UPLOAD_READ_LIMIT = 5 * 1024 * 1024 + 1024;

/** The request URL as Symfony's `Request::getUri()` gives it: query keys sorted, percent-encoded. */
function selfUrl(url: URL): string {
  const normalized = new URL(url);
  normalized.searchParams.sort();
  return normalized.toString();
}

function notFoundType(c: Context): never {
  throw new JsonApiHttpError(404, `No route found for "${c.req.method} ${new URL(c.req.url).pathname}"`);
}

/** Drupal has upload routes only for resource types with a file field. */
const hasFileField = (def: ResourceTypeDef) => def.fields.some((field) => field.kind === 'image');

/** The methods of `/{type}/{bundle}/{uuid}` as Drupal lists them (the upload route adds POST). */
const individualMethods = (def: ResourceTypeDef) => (hasFileField(def) ? 'POST, GET, HEAD, DELETE, PATCH' : 'GET, HEAD, DELETE, PATCH');
/** The methods of `/{type}/{bundle}/{uuid}/{field}`. */
const relatedMethods = (def: ResourceTypeDef) => (hasFileField(def) ? 'GET, HEAD, POST' : 'GET, HEAD');

/** Symfony's 405 (`MethodNotAllowedException` in the router): the full URL, without its query. */
function methodNotAllowed(c: Context, allowed: string): never {
  const url = new URL(c.req.url);
  throw new JsonApiHttpError(405, `No route found for "${c.req.method} ${url.origin}${url.pathname}": Method Not Allowed (Allow: ${allowed})`);
}

function typeFrom(c: Context): ResourceTypeDef {
  const def = resourceTypeAt(c.req.param('entityType') ?? '', c.req.param('bundle') ?? '');
  if (!def) notFoundType(c);
  return def;
}

/**
 * Drupal's 404 for a UUID that names no entity (`ParamConversionEnhancer`), with the route's path
 * and name: `individual`, `individual.patch`, `individual.delete`, `field_tags.relationship.post`…
 */
function notConverted(def: ResourceTypeDef, route = 'individual', pathTail = ''): JsonApiHttpError {
  return new JsonApiHttpError(
    404,
    `The "entity" parameter was not converted for the path "/jsonapi/${def.entityType}/${def.bundle}/{entity}${pathTail}" (route name: "jsonapi.${def.name}.${route}")`,
  );
}

/** A 403 of the controller (view or field access): Drupal points at `/data`. */
function forbidden(method: string, detail?: string): JsonApiHttpError {
  return new JsonApiHttpError(403, detail ?? `The current user is not allowed to ${method} the selected resource.`, {
    source: { pointer: '/data' },
  });
}

/**
 * A 403 of a route's access check (`_entity_create_access`, `_entity_access`, relationship and
 * upload access): no pointer, and for nodes the reason Drupal's node access gives a user without
 * the "any" permission, which is what the cms's companies lack.
 */
function routeForbidden(def: ResourceTypeDef, operation: 'create' | 'update' | 'delete', prefix = ''): JsonApiHttpError {
  const permission = operation === 'delete' ? 'delete any' : 'edit any';
  // TermAccessControlHandler's reasons name the vocabulary's permissions (read in Drupal 10.3.7).
  const termPermission = operation === 'create' ? 'create terms in' : operation === 'update' ? 'edit terms in' : 'delete terms in';
  const reason =
    def.entityType === 'node'
      ? operation === 'create'
        ? '' // NodeAccessControlHandler::createAccess gives no reason.
        : `The '${permission} ${def.bundle} content' permission is required.`
      : def.entityType === 'taxonomy_term'
        ? `The following permissions are required: '${termPermission} ${def.bundle}' OR 'administer taxonomy'.`
        : `The current user is not allowed to ${operation === 'create' ? 'POST' : operation === 'update' ? 'PATCH' : 'DELETE'} the selected resource.`;
  return new JsonApiHttpError(403, prefix ? `${prefix} ${reason}` : reason);
}

/**
 * `Content-Type` must be the route's on POST and PATCH (`ContentTypeHeaderMatcher`, a route filter:
 * it answers before parameter conversion and access checks; DELETE is never filtered).
 */
function requireContentType(c: Context, mime: string): void {
  if (c.req.method === 'DELETE') return;
  const header = c.req.header('content-type');
  if (!header) throw new JsonApiHttpError(415, 'No "Content-Type" request header specified');
  if (header.split(';')[0]?.trim().toLowerCase() !== mime) throw new JsonApiHttpError(415, `No route found that matches "Content-Type: ${header}"`);
}

function requireJsonApiContentType(c: Context): void {
  requireContentType(c, 'application/vnd.api+json');
}

/**
 * The body of a write, as `EntityResource::deserialize` reads it: PHP's `!$received` takes an
 * empty body (and "0") for none at all.
 */
async function readWriteBody(c: Context, emptyDetail = 'Empty request body.'): Promise<string> {
  const text = await readJsonBody(c);
  if (text === '' || text === '0') throw new JsonApiHttpError(400, emptyDetail);
  return text;
}

async function readJsonBody(c: Context): Promise<string> {
  try {
    return await readText(c, JSON_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new JsonApiHttpError(413, `The request body is larger than ${JSON_BODY_LIMIT / 1024 / 1024} MB.`);
    throw error;
  }
}

type Version = { rel: 'latest-version' | 'working-copy' } | { id: number };

function parseVersion(def: ResourceTypeDef, value: string | undefined, method: string): Version | undefined {
  if (value === undefined) return undefined;
  // `ResourceVersionRouteEnhancer`: after parameter conversion, before access checks.
  if (!isVersionable(def)) throw new JsonApiHttpError(501, 'Resource versioning is not yet supported for this resource type.');
  if (method !== 'GET' && method !== 'HEAD') throw new JsonApiHttpError(400, `${method} requests with a \`resourceVersion\` query parameter are not supported.`);
  const rel = /^rel:(latest-version|working-copy)$/.exec(value);
  if (rel) return { rel: rel[1] as 'latest-version' | 'working-copy' };
  const id = /^id:(\d{1,9})$/.exec(value);
  if (id) return { id: Number(id[1]) };
  throw new JsonApiHttpError(400, `A resource version identifier was provided in an invalid format: \`${value}\``);
}

export function jsonapiRoutes(deps: JsonApiDeps): Hono<AppEnv> {
  const { db } = deps;
  // Counts are checked against the database's write generation (see CountCache); a committed
  // write through this server also drops them at once, as they can no longer be served.
  const counts = new CountCache();
  const notify = deps.onChange;
  deps = {
    ...deps,
    onChange: (change) => {
      counts.clear();
      notify?.(change);
    },
  };
  const app = new Hono<AppEnv>();

  const baseContext = (c: Context<AppEnv>, query?: RequestQuery) => ({
    origin: requestOrigin(c),
    account: c.get('account'),
    fieldsets: query?.fieldsets ?? new Map<string, Set<string>>(),
  });

  async function document(c: Context<AppEnv>, def: ResourceTypeDef, rows: EntityRow[], query: RequestQuery) {
    const base = baseContext(c, query);
    const items = rows.map((row) => ({ def, row }));
    const [ctx, included] = await Promise.all([buildContext(db, items, base), loadIncluded(db, items, query.include, base)]);
    return { data: rows.map((row) => serializeResource(def, row, ctx)), included };
  }

  // `CsrfRequestHeaderAccessCheck` (`_csrf_request_header_token`), run with the route's other
  // access checks once routing, content type and parameter conversion have passed.
  const csrf = csrfRequestHeaderCheck(db, (_c, status, message) => {
    throw new JsonApiHttpError(status, message);
  });

  /**
   * The access checks of a write route, as Drupal's `AccessManager` combines them: a refused
   * CSRF token is forbidden and wins over the entity access check, whose refusal is neutral.
   */
  async function checkWriteAccess(c: Context<AppEnv>, refusal: JsonApiHttpError | undefined): Promise<void> {
    await csrf(c, async () => {});
    if (refusal) throw refusal;
  }

  /** The entity a write route names (parameter conversion: 404 with the route's name). */
  async function loadForWrite(c: Context<AppEnv>, def: ResourceTypeDef, route: string, pathTail = ''): Promise<EntityRow> {
    const uuid = c.req.param('id') ?? '';
    const row = UUID.test(uuid) ? await loadByUuid(db, def.name, uuid) : undefined;
    if (!row) throw notConverted(def, route, pathTail);
    return row;
  }

  async function loadViewable(c: Context<AppEnv>, def: ResourceTypeDef, uuid: string, method = 'GET'): Promise<EntityRow> {
    if (!UUID.test(uuid)) throw notConverted(def);
    const row = await loadByUuid(db, def.name, uuid);
    if (!row) throw notConverted(def);
    if (!canView(def, row, c.get('account'))) throw forbidden(method, `The current user is not allowed to ${method} the selected resource.`);
    return row;
  }

  app.get('/jsonapi', (c) => {
    const origin = requestOrigin(c);
    const links: Record<string, Link> = { self: { href: `${origin}/jsonapi` } };
    for (const def of RESOURCE_TYPES) links[def.name] = { href: `${origin}/jsonapi/${def.entityType}/${def.bundle}` };
    const sorted = Object.fromEntries(Object.entries(links).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const account = c.get('account');
    const meta =
      account.uid !== 0 && account.uuid
        ? { meta: { links: { me: { meta: { id: account.uuid }, href: `${origin}/jsonapi/user/user/${account.uuid}` } } } }
        : {};
    return jsonapiResponse({ jsonapi: jsonapiObject, data: [], ...meta, links: sorted });
  });

  app.get('/jsonapi/:entityType/:bundle', async (c) => {
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
    const rows = await listRows(db, def, account, { where, orderBy: query.orderBy, limit: query.limit + 1, offset: query.offset });
    const page = rows.slice(0, query.limit);
    const count = async (): Promise<number> => {
      // Known without counting when this page is the last one.
      if (rows.length <= query.limit && (rows.length > 0 || query.offset === 0)) return query.offset + rows.length;
      const key = `${def.name}|${visibilityKey(account)}|${JSON.stringify(query.filter ?? null)}`;
      // The generation first, then the count: the count then includes every write up to it.
      const generation = await readWriteGeneration(db);
      const cached = counts.get(key, generation);
      if (cached !== undefined) return cached;
      const counted = await countRows(db, def, account, where);
      counts.set(key, counted, generation);
      return counted;
    };
    const [{ data, included }, total] = await Promise.all([document(c, def, page, query), count()]);
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
    if (rows.length > query.limit) {
      links['next'] = pager(query.offset + query.limit);
      // Drupal adds `last` only when there is a next page and the total is known.
      links['last'] = pager(Math.floor((total - 1) / query.limit) * query.limit);
    }
    const sortedLinks = Object.fromEntries(Object.entries(links).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return jsonapiResponse({
      jsonapi: jsonapiObject,
      data,
      ...(included.length ? { included } : {}),
      meta: { count: total },
      links: sortedLinks,
    });
  });

  app.get('/jsonapi/:entityType/:bundle/:id', async (c) => {
    const def = typeFrom(c);
    const url = new URL(c.req.url);
    const query = parseRequestQuery(url.searchParams, def);
    const version = parseVersion(def, query.resourceVersion, 'GET');
    let row = await loadViewable(c, def, c.req.param('id'));
    if (version && 'id' in version && version.id !== row.vid) {
      if (!canViewRevisions(c.get('account'))) {
        throw forbidden('GET', 'The current user is not allowed to GET the selected resource. The user does not have access to the requested version.');
      }
      const revision = await loadRevision(db, row, version.id);
      if (!revision) throw new JsonApiHttpError(404, `The requested version, identified by \`id:${version.id}\`, could not be found.`);
      row = revision;
    }
    const { data, included } = await document(c, def, [row], query);
    return jsonapiResponse({
      jsonapi: jsonapiObject,
      data: data[0],
      ...(included.length ? { included } : {}),
      links: { self: { href: selfUrl(url) } },
    });
  });

  /** A relationship's linkage document (`EntityResource::getRelationship`), with the given status. */
  async function linkageResponse(
    c: Context<AppEnv>,
    def: ResourceTypeDef,
    field: FieldDef,
    row: EntityRow,
    query: RequestQuery,
    url: URL,
    status = 200,
  ): Promise<Response> {
    const ctx = await buildContext(db, [{ def, row }], baseContext(c, query));
    const self = `${resourceUrl(ctx.origin, def, row.uuid)}`;
    return jsonapiResponse(
      {
        jsonapi: jsonapiObject,
        data: relationshipData(def, field, row, ctx),
        // Drupal's related link carries the entity's revision, as in the resource object.
        links: { related: { href: `${self}/${field.name}${isVersionable(def) ? `?resourceVersion=id%3A${row.vid}` : ''}` }, self: { href: selfUrl(url) } },
      },
      status,
    );
  }

  /** GET a relationship's linkage, or its related resources. */
  async function relationshipDocument(c: Context<AppEnv>, related: boolean): Promise<Response> {
    const def = typeFrom(c);
    const url = new URL(c.req.url);
    const query = parseRequestQuery(url.searchParams, def);
    const row = await loadViewable(c, def, c.req.param('id') ?? '');
    const name = c.req.param('field') ?? '';
    const field = relationshipsOf(def).find((candidate) => candidate.name === name);
    if (!field) throw new JsonApiHttpError(404, `The relationship field \`${name}\` does not exist on the ${def.name} resource type.`);
    if (!related) return linkageResponse(c, def, field, row, query, url);
    const ctx = await buildContext(db, [{ def, row }], baseContext(c, query));
    const linkage = relationshipData(def, field, row, ctx);
    const identifiers = linkage === null ? [] : Array.isArray(linkage) ? linkage : [linkage];
    const resources: ResourceObject[] = [];
    for (const identifier of identifiers) {
      const [entityType, bundle] = identifier.type.split('--');
      const target = resourceTypeAt(entityType ?? '', bundle ?? '');
      if (!target || !UUID.test(identifier.id)) continue;
      const targetRow = await loadByUuid(db, target.name, identifier.id);
      if (!targetRow || !canView(target, targetRow, c.get('account'))) continue;
      const targetCtx = await buildContext(db, [{ def: target, row: targetRow }], baseContext(c, query));
      resources.push(serializeResource(target, targetRow, targetCtx));
    }
    return jsonapiResponse({
      jsonapi: jsonapiObject,
      data: field.multiple ? resources : (resources[0] ?? null),
      links: { self: { href: selfUrl(url) } },
    });
  }

  app.get('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipDocument(c, false));
  app.get('/jsonapi/:entityType/:bundle/:id/:field', (c) => relationshipDocument(c, true));

  /** Creates the row and its revision in one transaction, then notifies listeners. */
  async function created(c: Context<AppEnv>, def: ResourceTypeDef, row: EntityRow): Promise<Response> {
    deps.onChange?.({ op: 'create', def, row });
    const query = parseRequestQuery(new URL(c.req.url).searchParams, def);
    const { data } = await document(c, def, [row], query);
    const resource = data[0]!;
    // Drupal's 201 document links to the collection it was posted to (Location is the resource).
    const collection = `${requestOrigin(c)}/jsonapi/${def.entityType}/${def.bundle}`;
    return jsonapiResponse({ jsonapi: jsonapiObject, data: resource, links: { self: { href: collection } } }, 201, {
      Location: resource.links['self']!.href,
    });
  }

  async function ownerUid(uuid: string | undefined): Promise<number | undefined> {
    if (!uuid) return undefined;
    const [user] = await db.select({ id: entity.id }).from(entity).where(and(eq(entity.uuid, uuid), eq(entity.entityType, 'user')));
    return user?.id;
  }

  app.post('/jsonapi/:entityType/:bundle', async (c) => {
    const def = typeFrom(c);
    const account = c.get('account');
    requireJsonApiContentType(c);
    parseVersion(def, new URL(c.req.url).searchParams.get('resourceVersion') ?? undefined, 'POST');
    await checkWriteAccess(c, canCreate(def, account) ? undefined : routeForbidden(def, 'create'));
    const data = parseWriteDocument(await readWriteBody(c), def);
    if (data.id && (await loadByUuid(db, def.name, data.id))) throw new JsonApiHttpError(409, 'Conflict: Entity already exists.');
    const changes = await toEntityChanges(data, { db, def, account, method: 'POST' });
    const uid = (await ownerUid(changes.uidRef)) ?? (def.entityType === 'taxonomy_term' ? null : account.uid);
    const label = changes.label ?? '';
    // An administrator may give a new account its password (`pass: {value}`), as on Drupal.
    const password = def.entityType === 'user' ? initialPassword(data.attributes, account) : undefined;
    const pass = password === undefined ? undefined : await hashPassword(password);
    const row = await db.transaction(async (tx) => {
      const pathAlias = changes.pathAlias ?? (def.entityType === 'node' ? await generateAlias(tx, def, label) : null);
      const inserted = await createEntity(tx, {
        type: def.name,
        label,
        ...(data.id ? { uuid: data.id.toLowerCase() } : {}),
        status: changes.status ?? true,
        uid,
        ...(changes.created ? { created: changes.created } : {}),
        pathAlias,
        weight: changes.weight ?? 0,
        fields: changes.fields,
        revisionUid: account.uid,
      });
      if (pass !== undefined) {
        await tx.insert(userAccount).values({ uid: inserted.id, pass, roles: ['authenticated'] }).onConflictDoUpdate({ target: userAccount.uid, set: { pass } });
      }
      return inserted;
    });
    return created(c, def, row);
  });

  app.patch('/jsonapi/:entityType/:bundle/:id', async (c) => {
    const def = typeFrom(c);
    const account = c.get('account');
    requireJsonApiContentType(c);
    const current = await loadForWrite(c, def, 'individual.patch');
    parseVersion(def, new URL(c.req.url).searchParams.get('resourceVersion') ?? undefined, 'PATCH');
    await checkWriteAccess(c, canUpdate(def, current, account) ? undefined : routeForbidden(def, 'update'));
    const data = parseWriteDocument(await readWriteBody(c), def);
    if (data.id?.toLowerCase() !== current.uuid) {
      throw new JsonApiHttpError(400, `The selected entity (${current.uuid}) does not match the ID in the payload (${data.id ?? ''}).`);
    }
    const changes = await toEntityChanges(data, { db, def, account, method: 'PATCH', current });
    const newPassword =
      def.entityType === 'user' ? await checkAccountChanges(db, current, data.attributes, changes.fields, account, clientIp(c)) : undefined;
    const uid = await ownerUid(changes.uidRef);
    // A new password ends the account's sessions; the request's own goes on under a new cookie.
    let sessionCookie: string | undefined;
    const row = await db.transaction(async (tx) =>
      updateEntity(tx, current, {
        ...(changes.label !== undefined ? { label: changes.label } : {}),
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        ...(uid !== undefined ? { uid } : {}),
        ...(changes.pathAlias !== undefined ? { pathAlias: changes.pathAlias } : {}),
        ...(changes.weight !== undefined ? { weight: changes.weight } : {}),
        fields: changes.fields,
        revisionUid: account.uid,
      }).then(async (updated) => {
        if (newPassword) {
          await tx.update(userAccount).set({ pass: await hashPassword(newPassword) }).where(eq(userAccount.uid, current.id));
          sessionCookie = await endSessionsAfterPasswordChange(tx, c, current.id);
        }
        return updated;
      }),
    );
    deps.onChange?.({ op: 'update', def, row });
    const query = parseRequestQuery(new URL(c.req.url).searchParams, def);
    const { data: resources } = await document(c, def, [row], query);
    return jsonapiResponse(
      { jsonapi: jsonapiObject, data: resources[0], links: { self: { href: selfUrl(new URL(c.req.url)) } } },
      200,
      sessionCookie ? { 'Set-Cookie': sessionCookie } : {},
    );
  });

  app.delete('/jsonapi/:entityType/:bundle/:id', async (c) => {
    const def = typeFrom(c);
    const current = await loadForWrite(c, def, 'individual.delete');
    parseVersion(def, new URL(c.req.url).searchParams.get('resourceVersion') ?? undefined, 'DELETE');
    await checkWriteAccess(c, canDelete(def, current, c.get('account')) ? undefined : routeForbidden(def, 'delete'));
    await db.transaction(async (tx) => deleteEntity(tx, current));
    deps.onChange?.({ op: 'delete', def, row: current });
    return new Response(null, { status: 204 });
  });

  /** Binary upload to a file field: `POST …/{field}` (new file) or `…/{uuid}/{field}` (attach). */
  /**
   * After routing (content type `application/octet-stream`, 415), parameter conversion and the
   * CSRF check: the field (404), upload access (403, `FileUpload::ensureFileUploadAccess`), then
   * the file.
   */
  async function upload(c: Context<AppEnv>, def: ResourceTypeDef, host: EntityRow | undefined): Promise<Response> {
    const account = c.get('account');
    await checkWriteAccess(c, undefined);
    const fieldName = c.req.param('field') ?? '';
    const field = fileField(def, fieldName);
    if (!field) throw new JsonApiHttpError(404, `Field "${fieldName}" does not exist.`);
    const allowed = host ? canUpdate(def, host, account) : canCreate(def, account);
    if (!allowed) throw routeForbidden(def, host ? 'update' : 'create', 'The current user is not permitted to upload a file for this field.');
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const filename = parseContentDisposition(c.req.header('content-disposition'));
    if (!filename) {
      throw new JsonApiHttpError(400, '"Content-Disposition" header is required. A file name in the format "filename=FILENAME" must be provided.');
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBody(c, UPLOAD_READ_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new JsonApiHttpError(413, 'The file exceeds the maximum upload size of 5 MB.');
      throw error;
    }
    const checked = checkUpload(bytes, { filename, ...(type ? { contentType: type } : {}) });
    if (!checked.ok) throw new JsonApiHttpError(checked.status, checked.detail);
    const month = new Date().toISOString().slice(0, 7);
    const dir = path.join(deps.filesDir, month);
    await mkdir(dir, { recursive: true });
    const dot = checked.safeFilename.lastIndexOf('.');
    const stem = dot > 0 ? checked.safeFilename.slice(0, dot) : checked.safeFilename;
    const extension = dot > 0 ? checked.safeFilename.slice(dot) : '';
    let name = checked.safeFilename;
    for (let n = 0; ; n++) {
      try {
        await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n > 1000) throw error;
        name = `${stem}_${n}${extension}`;
      }
    }
    const fileDef = resourceTypeAt('file', 'file')!;
    const file = await db.transaction(async (tx) => {
      const row = await createEntity(tx, {
        type: 'file--file',
        label: name,
        uid: account.uid,
        fields: { uri: `public://${month}/${name}`, filemime: checked.mime, filesize: bytes.byteLength },
      });
      if (host) {
        const ref = {
          type: 'file--file',
          id: row.uuid,
          meta: { alt: '', title: '', width: checked.width ?? null, height: checked.height ?? null },
        };
        const existing = host.fields[field.name];
        const value = field.multiple ? [...(Array.isArray(existing) ? existing : []), ref] : ref;
        await updateEntity(tx, host, { fields: { [field.name]: value }, revisionUid: account.uid });
      }
      return row;
    });
    if (host) deps.onChange?.({ op: 'update', def, row: host });
    const ctx = await buildContext(db, [{ def: fileDef, row: file }], baseContext(c));
    const resource = serializeResource(fileDef, file, ctx);
    return jsonapiResponse({ jsonapi: jsonapiObject, data: resource, links: { self: { href: resource.links['self']!.href } } }, host ? 200 : 201);
  }

  function fileField(def: ResourceTypeDef, name: string): FieldDef | undefined {
    return def.fields.find((field) => field.name === name && field.kind === 'image');
  }

  app.post('/jsonapi/:entityType/:bundle/:field', async (c) => {
    const def = typeFrom(c);
    if (!hasFileField(def)) methodNotAllowed(c, individualMethods(def));
    requireContentType(c, 'application/octet-stream');
    return upload(c, def, undefined);
  });

  app.post('/jsonapi/:entityType/:bundle/:id/:field', async (c) => {
    const def = typeFrom(c);
    if (!hasFileField(def)) notFoundType(c);
    requireContentType(c, 'application/octet-stream');
    const host = await loadForWrite(c, def, 'file_upload.existing_resource', '/{file_field_name}');
    return upload(c, def, host);
  });

  /** Relationship writes: PATCH replaces the linkage, POST adds to and DELETE removes from a to-many. */
  async function relationshipWrite(c: Context<AppEnv>, method: 'POST' | 'PATCH' | 'DELETE'): Promise<Response> {
    const def = typeFrom(c);
    const account = c.get('account');
    // Drupal has one route per relationship field: an unknown field is not routed at all.
    const name = c.req.param('field') ?? '';
    const field = relationshipsOf(def).find((candidate) => candidate.name === name);
    if (!field) throw new JsonApiHttpError(404, `The relationship field \`${name}\` does not exist on the ${def.name} resource type.`);
    requireJsonApiContentType(c);
    const current = await loadForWrite(c, def, `${name}.relationship.${method.toLowerCase()}`, `/relationships/${name}`);
    // Drupal lets administrators through the field access of `uid` and `parent`; the cms only
    // where the 409 below follows for a to-one (POST or DELETE), so that nothing is written there.
    const adminToOne = isAdministrator(account) && method !== 'PATCH' && !field.multiple && !field.readOnly;
    const fieldRefused =
      (field.readOnly || field.name === 'uid' || field.name === 'parent') && !adminToOne
        ? new JsonApiHttpError(403, `The current user is not allowed to ${method} the selected field (${name}).`)
        : undefined;
    await checkWriteAccess(
      c,
      canUpdate(def, current, account) ? fieldRefused : routeForbidden(def, 'update', 'The current user is not allowed to edit this relationship.'),
    );
    const text = await readWriteBody(
      c,
      method === 'DELETE' ? `You need to provide a body for DELETE operations on a relationship (${name}).` : undefined,
    );
    let body: unknown;
    try {
      body = parseJsonBody(text);
    } catch {
      throw new JsonApiHttpError(400, 'Syntax error');
    }
    const identifiers = parseRelationshipBody(field, body);
    if (method !== 'PATCH' && !field.multiple) {
      throw new JsonApiHttpError(409, `You can only ${method === 'POST' ? 'POST to' : 'DELETE from'} to-many relationships. ${name} is a to-one relationship.`);
    }
    const existing = storedReferences(current, name);
    if (method !== 'DELETE') {
      const added = method === 'POST' ? identifiers.filter((sent) => !existing.some((old) => old.id === sent.id.toLowerCase())) : identifiers;
      await requireTargets(db, added);
    }
    // The references as stored (image meta cleaned); the targets of a POST or PATCH exist by now.
    let checked: StoredReference | StoredReference[] | null | undefined = identifiers.map((sent) => ({ type: sent.type, id: sent.id.toLowerCase() }));
    if (method !== 'DELETE') {
      const violations: Violation[] = [];
      checked = await checkRelationship(db, field, { data: field.multiple ? identifiers : (identifiers[0] ?? null) }, violations);
      if (checked === undefined) throw new UnprocessableEntityError(violations);
    }
    const sent = checked === null ? [] : Array.isArray(checked) ? checked : [checked];
    let next: unknown;
    if (method === 'PATCH') next = checked;
    else if (method === 'POST') next = [...existing, ...sent.filter((ref) => !existing.some((old) => old.id === ref.id))];
    else next = existing.filter((old) => !sent.some((ref) => ref.id === old.id));
    if (field.required && (next === null || (Array.isArray(next) && next.length === 0))) {
      throw new UnprocessableEntityError([{ field: name, message: 'Ce champ est obligatoire.', member: 'relationships' }]);
    }
    const row = await db.transaction(async (tx) => updateEntity(tx, current, { fields: { [name]: next }, revisionUid: account.uid }));
    deps.onChange?.({ op: 'update', def, row });
    // `relationshipResponseRequiresBody`: a POST or PATCH whose resulting linkage holds more than
    // was sent answers 200 with the linkage document; otherwise (and always on DELETE) 204.
    const final = next === null || next === undefined ? [] : Array.isArray(next) ? (next as StoredReference[]) : [next as StoredReference];
    const received = identifiers.map((sent) => `${sent.type}/${sent.id.toLowerCase()}`);
    if (method !== 'DELETE' && final.some((ref) => !received.includes(`${ref.type}/${ref.id}`))) {
      const url = new URL(c.req.url);
      return linkageResponse(c, def, field, row, parseRequestQuery(url.searchParams, def), url);
    }
    return new Response(null, { status: 204 });
  }

  app.post('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipWrite(c, 'POST'));
  app.patch('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipWrite(c, 'PATCH'));
  app.delete('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipWrite(c, 'DELETE'));

  // Any other method on a JSON:API route.
  app.all('/jsonapi', (c) => methodNotAllowed(c, 'GET, HEAD'));
  app.all('/jsonapi/*', (c) => {
    const segments = new URL(c.req.url).pathname.split('/').filter(Boolean);
    const def = segments.length >= 3 ? resourceTypeAt(segments[1] ?? '', segments[2] ?? '') : undefined;
    if (!def || segments.length > 6 || (segments.length === 6 && segments[4] !== 'relationships')) notFoundType(c);
    const allowed =
      segments.length === 3 ? 'GET, HEAD, POST' : segments.length === 4 ? individualMethods(def) : segments.length === 5 ? relatedMethods(def) : 'DELETE, GET, HEAD, PATCH, POST';
    return methodNotAllowed(c, allowed);
  });

  return app;
}

