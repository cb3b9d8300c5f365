/**
 * Relationship routes: `GET …/{uuid}/relationships/{field}` (linkage), `GET …/{uuid}/{field}`
 * (related resources), and `POST`, `PATCH`, `DELETE …/{uuid}/relationships/{field}`.
 */
import { Hono, type Context } from 'hono';
import { isAdministrator, type AppEnv } from '../../auth/account.js';
import { relationshipsOf, resourceTypeAt, type FieldDef, type ResourceTypeDef } from '../../content/model.js';
import { loadByUuid, updateEntity, type StoredReference } from '../../content/store.js';
import type { EntityRow } from '../../db/schema.js';
import { canUpdate, canView } from '../../jsonapi/access.js';
import { jsonapiObject, type ResourceObject } from '../../jsonapi/document.js';
import { JsonApiHttpError, UnprocessableEntityError, type Violation } from '../../jsonapi/errors.js';
import { buildContext } from '../../jsonapi/load.js';
import { parseRequestQuery, type RequestQuery } from '../../jsonapi/query.js';
import { isVersionable, relationshipData, resourceUrl, serializeResource, storedReferences } from '../../jsonapi/serialize.js';
import { checkRelationship, parseRelationshipBody, requireTargets, type SentIdentifier } from '../../jsonapi/write.js';
import { parseJsonBody } from '../clean.js';
import { jsonapiResponse } from '../respond.js';
import { baseContext, type RouteDeps } from './deps.js';
import { loadForWrite, loadViewable, readWriteBody, requireJsonApiContentType, routeForbidden, selfUrl, typeFrom, UUID } from './routing.js';

/** A relationship's linkage document (`EntityResource::getRelationship`), with the given status. */
async function linkageResponse(
  deps: RouteDeps,
  c: Context<AppEnv>,
  def: ResourceTypeDef,
  field: FieldDef,
  row: EntityRow,
  query: RequestQuery,
  url: URL,
  status = 200,
): Promise<Response> {
  const ctx = await buildContext(deps.db, [{ def, row }], baseContext(c, query));
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
async function relationshipDocument(deps: RouteDeps, c: Context<AppEnv>, related: boolean): Promise<Response> {
  const { db } = deps;
  const def = typeFrom(c);
  const url = new URL(c.req.url);
  const query = parseRequestQuery(url.searchParams, def);
  const row = await loadViewable(db, c, def, c.req.param('id') ?? '');
  const name = c.req.param('field') ?? '';
  const field = relationshipsOf(def).find((candidate) => candidate.name === name);
  if (!field) throw new JsonApiHttpError(404, `The relationship field \`${name}\` does not exist on the ${def.name} resource type.`);
  if (!related) return linkageResponse(deps, c, def, field, row, query, url);
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

export function relationshipReadRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipDocument(deps, c, false));
  app.get('/jsonapi/:entityType/:bundle/:id/:field', (c) => relationshipDocument(deps, c, true));
  return app;
}

type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

/**
 * The access checks of a relationship write: the entity's update access, and the field's. Drupal
 * lets administrators through the field access of `uid` and `parent`; the cms only where the 409
 * of a to-one (POST or DELETE) follows, so that nothing is written there.
 */
async function checkRelationshipAccess(deps: RouteDeps, c: Context<AppEnv>, def: ResourceTypeDef, field: FieldDef, current: EntityRow, method: WriteMethod) {
  const account = c.get('account');
  const adminToOne = isAdministrator(account) && method !== 'PATCH' && !field.multiple && !field.readOnly;
  const fieldRefused =
    (field.readOnly || field.name === 'uid' || field.name === 'parent') && !adminToOne
      ? new JsonApiHttpError(403, `The current user is not allowed to ${method} the selected field (${field.name}).`)
      : undefined;
  await deps.checkWriteAccess(
    c,
    canUpdate(def, current, account) ? fieldRefused : routeForbidden(def, 'update', 'The current user is not allowed to edit this relationship.'),
  );
}

/** The field's new value: the linkage sent (PATCH), or the stored one with the sent added (POST) or removed (DELETE). */
async function nextLinkage(deps: RouteDeps, field: FieldDef, current: EntityRow, method: WriteMethod, identifiers: SentIdentifier[]): Promise<unknown> {
  const name = field.name;
  const existing = storedReferences(current, name);
  if (method !== 'DELETE') {
    const added = method === 'POST' ? identifiers.filter((sent) => !existing.some((old) => old.id === sent.id.toLowerCase())) : identifiers;
    await requireTargets(deps.db, added);
  }
  // The references as stored (image meta cleaned); the targets of a POST or PATCH exist by now.
  let checked: StoredReference | StoredReference[] | null | undefined = identifiers.map((sent) => ({ type: sent.type, id: sent.id.toLowerCase() }));
  if (method !== 'DELETE') {
    const violations: Violation[] = [];
    checked = await checkRelationship(deps.db, field, { data: field.multiple ? identifiers : (identifiers[0] ?? null) }, violations);
    if (checked === undefined) throw new UnprocessableEntityError(violations);
  }
  const sent = checked === null ? [] : Array.isArray(checked) ? checked : [checked];
  if (method === 'PATCH') return checked;
  if (method === 'POST') return [...existing, ...sent.filter((ref) => !existing.some((old) => old.id === ref.id))];
  return existing.filter((old) => !sent.some((ref) => ref.id === old.id));
}

/** Relationship writes: PATCH replaces the linkage, POST adds to and DELETE removes from a to-many. */
async function relationshipWrite(deps: RouteDeps, c: Context<AppEnv>, method: WriteMethod): Promise<Response> {
  const def = typeFrom(c);
  const account = c.get('account');
  // Drupal has one route per relationship field: an unknown field is not routed at all.
  const name = c.req.param('field') ?? '';
  const field = relationshipsOf(def).find((candidate) => candidate.name === name);
  if (!field) throw new JsonApiHttpError(404, `The relationship field \`${name}\` does not exist on the ${def.name} resource type.`);
  requireJsonApiContentType(c);
  const current = await loadForWrite(deps.db, c, def, `${name}.relationship.${method.toLowerCase()}`, `/relationships/${name}`);
  await checkRelationshipAccess(deps, c, def, field, current, method);
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
  const next = await nextLinkage(deps, field, current, method, identifiers);
  if (field.required && (next === null || (Array.isArray(next) && next.length === 0))) {
    throw new UnprocessableEntityError([{ field: name, message: 'Ce champ est obligatoire.', member: 'relationships' }]);
  }
  const row = await deps.db.transaction(async (tx) => updateEntity(tx, current, { fields: { [name]: next }, revisionUid: account.uid }));
  deps.onChange({ op: 'update', def, row });
  // `relationshipResponseRequiresBody`: a POST or PATCH whose resulting linkage holds more than
  // was sent answers 200 with the linkage document; otherwise (and always on DELETE) 204.
  const final = next === null || next === undefined ? [] : Array.isArray(next) ? (next as StoredReference[]) : [next as StoredReference];
  const received = identifiers.map((sent) => `${sent.type}/${sent.id.toLowerCase()}`);
  if (method !== 'DELETE' && final.some((ref) => !received.includes(`${ref.type}/${ref.id}`))) {
    const url = new URL(c.req.url);
    return linkageResponse(deps, c, def, field, row, parseRequestQuery(url.searchParams, def), url);
  }
  return new Response(null, { status: 204 });
}

export function relationshipWriteRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipWrite(deps, c, 'POST'));
  app.patch('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipWrite(deps, c, 'PATCH'));
  app.delete('/jsonapi/:entityType/:bundle/:id/relationships/:field', (c) => relationshipWrite(deps, c, 'DELETE'));
  return app;
}
