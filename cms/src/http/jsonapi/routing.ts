/**
 * What Drupal decides before a JSON:API controller runs: the route (404, 405, 415 for a wrong
 * `Content-Type`), parameter conversion (404 naming the route), `resourceVersion`, and the shape of
 * the 403s of access checks. Shared by the route modules of `../jsonapi.ts`.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../auth/account.js';
import { resourceTypeAt, type ResourceTypeDef } from '../../content/model.js';
import { loadByUuid } from '../../content/store.js';
import type { Db } from '../../db/database.js';
import type { EntityRow } from '../../db/schema.js';
import { canView } from '../../jsonapi/access.js';
import { JsonApiHttpError } from '../../jsonapi/errors.js';
import { isVersionable } from '../../jsonapi/serialize.js';
import { BodyTooLargeError, readText } from '../body.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JSON_BODY_LIMIT = 8 * 1024 * 1024;

/** The request URL as Symfony's `Request::getUri()` gives it: query keys sorted, percent-encoded. */
export function selfUrl(url: URL): string {
  const normalized = new URL(url);
  normalized.searchParams.sort();
  return normalized.toString();
}

export function notFoundType(c: Context): never {
  throw new JsonApiHttpError(404, `No route found for "${c.req.method} ${new URL(c.req.url).pathname}"`);
}

/** Drupal has upload routes only for resource types with a file field. */
export const hasFileField = (def: ResourceTypeDef) => def.fields.some((field) => field.kind === 'image');

/** The methods of `/{type}/{bundle}/{uuid}` as Drupal lists them (the upload route adds POST). */
export const individualMethods = (def: ResourceTypeDef) => (hasFileField(def) ? 'POST, GET, HEAD, DELETE, PATCH' : 'GET, HEAD, DELETE, PATCH');
/** The methods of `/{type}/{bundle}/{uuid}/{field}`. */
const relatedMethods = (def: ResourceTypeDef) => (hasFileField(def) ? 'GET, HEAD, POST' : 'GET, HEAD');

/** Symfony's 405 (`MethodNotAllowedException` in the router): the full URL, without its query. */
export function methodNotAllowed(c: Context, allowed: string): never {
  const url = new URL(c.req.url);
  throw new JsonApiHttpError(405, `No route found for "${c.req.method} ${url.origin}${url.pathname}": Method Not Allowed (Allow: ${allowed})`);
}

export function typeFrom(c: Context): ResourceTypeDef {
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
export function forbidden(method: string, detail?: string): JsonApiHttpError {
  return new JsonApiHttpError(403, detail ?? `The current user is not allowed to ${method} the selected resource.`, {
    source: { pointer: '/data' },
  });
}

/**
 * A 403 of a route's access check (`_entity_create_access`, `_entity_access`, relationship and
 * upload access): no pointer, and for nodes the reason Drupal's node access gives a user without
 * the "any" permission, which is what the cms's companies lack.
 */
export function routeForbidden(def: ResourceTypeDef, operation: 'create' | 'update' | 'delete', prefix = ''): JsonApiHttpError {
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

/** The entity a write route names (parameter conversion: 404 with the route's name). */
export async function loadForWrite(db: Db, c: Context<AppEnv>, def: ResourceTypeDef, route: string, pathTail = ''): Promise<EntityRow> {
  const uuid = c.req.param('id') ?? '';
  const row = UUID.test(uuid) ? await loadByUuid(db, def.name, uuid) : undefined;
  if (!row) throw notConverted(def, route, pathTail);
  return row;
}

/** The entity a read route names (404 as above), if the account may view it (403). */
export async function loadViewable(db: Db, c: Context<AppEnv>, def: ResourceTypeDef, uuid: string, method = 'GET'): Promise<EntityRow> {
  if (!UUID.test(uuid)) throw notConverted(def);
  const row = await loadByUuid(db, def.name, uuid);
  if (!row) throw notConverted(def);
  if (!canView(def, row, c.get('account'))) throw forbidden(method, `The current user is not allowed to ${method} the selected resource.`);
  return row;
}

/**
 * `Content-Type` must be the route's on POST and PATCH (`ContentTypeHeaderMatcher`, a route filter:
 * it answers before parameter conversion and access checks; DELETE is never filtered).
 */
export function requireContentType(c: Context, mime: string): void {
  if (c.req.method === 'DELETE') return;
  const header = c.req.header('content-type');
  if (!header) throw new JsonApiHttpError(415, 'No "Content-Type" request header specified');
  if (header.split(';')[0]?.trim().toLowerCase() !== mime) throw new JsonApiHttpError(415, `No route found that matches "Content-Type: ${header}"`);
}

export function requireJsonApiContentType(c: Context): void {
  requireContentType(c, 'application/vnd.api+json');
}

/**
 * The body of a write, as `EntityResource::deserialize` reads it: PHP's `!$received` takes an
 * empty body (and "0") for none at all.
 */
export async function readWriteBody(c: Context, emptyDetail = 'Empty request body.'): Promise<string> {
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

export function parseVersion(def: ResourceTypeDef, value: string | undefined, method: string): Version | undefined {
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

/** Any other method on a JSON:API route: Symfony's 405, or a 404 where no route has that path. */
export function unroutedMethods(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
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
