/** Writes of resources: `POST /jsonapi/{type}/{bundle}`, `PATCH` and `DELETE …/{uuid}`. */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../auth/account.js';
import { checkAccountChanges, initialPassword } from '../../auth/account-changes.js';
import { hashPassword } from '../../auth/password.js';
import { clientIp } from '../../auth/proxy.js';
import { endSessionsAfterPasswordChange } from '../../auth/session.js';
import type { ResourceTypeDef } from '../../content/model.js';
import { createEntity, deleteEntity, loadByUuid, updateEntity } from '../../content/store.js';
import type { Db } from '../../db/database.js';
import { entity, userAccount, type EntityRow } from '../../db/schema.js';
import { canCreate, canDelete, canUpdate } from '../../jsonapi/access.js';
import { jsonapiObject } from '../../jsonapi/document.js';
import { JsonApiHttpError } from '../../jsonapi/errors.js';
import { parseRequestQuery } from '../../jsonapi/query.js';
import { generateAlias, parseWriteDocument, toEntityChanges } from '../../jsonapi/write.js';
import { jsonapiResponse, requestOrigin } from '../respond.js';
import { document, type RouteDeps } from './deps.js';
import { loadForWrite, parseVersion, readWriteBody, requireJsonApiContentType, routeForbidden, selfUrl, typeFrom } from './routing.js';

/** Notifies the listener of a created entity, then answers Drupal's 201 with the new resource. */
async function created(deps: RouteDeps, c: Context<AppEnv>, def: ResourceTypeDef, row: EntityRow): Promise<Response> {
  deps.onChange({ op: 'create', def, row });
  const query = parseRequestQuery(new URL(c.req.url).searchParams, def);
  const { data } = await document(deps.db, c, def, [row], query);
  const resource = data[0]!;
  // Drupal's 201 document links to the collection it was posted to (Location is the resource).
  const collection = `${requestOrigin(c)}/jsonapi/${def.entityType}/${def.bundle}`;
  return jsonapiResponse({ jsonapi: jsonapiObject, data: resource, links: { self: { href: collection } } }, 201, {
    Location: resource.links['self']!.href,
  });
}

/** The internal id of the account a write names as owner (`uid`), if any. */
async function ownerUid(db: Db, uuid: string | undefined): Promise<number | undefined> {
  if (!uuid) return undefined;
  const [user] = await db.select({ id: entity.id }).from(entity).where(and(eq(entity.uuid, uuid), eq(entity.entityType, 'user')));
  return user?.id;
}

/** `POST /jsonapi/{type}/{bundle}`: the entity and its first revision, in one transaction. */
async function create(deps: RouteDeps, c: Context<AppEnv>): Promise<Response> {
  const { db } = deps;
  const def = typeFrom(c);
  const account = c.get('account');
  requireJsonApiContentType(c);
  parseVersion(def, new URL(c.req.url).searchParams.get('resourceVersion') ?? undefined, 'POST');
  await deps.checkWriteAccess(c, canCreate(def, account) ? undefined : routeForbidden(def, 'create'));
  const data = parseWriteDocument(await readWriteBody(c), def);
  if (data.id && (await loadByUuid(db, def.name, data.id))) throw new JsonApiHttpError(409, 'Conflict: Entity already exists.');
  const changes = await toEntityChanges(data, { db, def, account, method: 'POST' });
  const uid = (await ownerUid(db, changes.uidRef)) ?? (def.entityType === 'taxonomy_term' ? null : account.uid);
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
  return created(deps, c, def, row);
}

/** `PATCH …/{uuid}`: the changed fields; a new password also ends the account's sessions. */
async function update(deps: RouteDeps, c: Context<AppEnv>): Promise<Response> {
  const { db } = deps;
  const def = typeFrom(c);
  const account = c.get('account');
  requireJsonApiContentType(c);
  const current = await loadForWrite(db, c, def, 'individual.patch');
  parseVersion(def, new URL(c.req.url).searchParams.get('resourceVersion') ?? undefined, 'PATCH');
  await deps.checkWriteAccess(c, canUpdate(def, current, account) ? undefined : routeForbidden(def, 'update'));
  const data = parseWriteDocument(await readWriteBody(c), def);
  if (data.id?.toLowerCase() !== current.uuid) {
    throw new JsonApiHttpError(400, `The selected entity (${current.uuid}) does not match the ID in the payload (${data.id ?? ''}).`);
  }
  const changes = await toEntityChanges(data, { db, def, account, method: 'PATCH', current });
  const newPassword =
    def.entityType === 'user' ? await checkAccountChanges(db, current, data.attributes, changes.fields, account, clientIp(c)) : undefined;
  const uid = await ownerUid(db, changes.uidRef);
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
  deps.onChange({ op: 'update', def, row });
  const query = parseRequestQuery(new URL(c.req.url).searchParams, def);
  const { data: resources } = await document(db, c, def, [row], query);
  return jsonapiResponse(
    { jsonapi: jsonapiObject, data: resources[0], links: { self: { href: selfUrl(new URL(c.req.url)) } } },
    200,
    sessionCookie ? { 'Set-Cookie': sessionCookie } : {},
  );
}

/** `DELETE …/{uuid}`: 204. */
async function remove(deps: RouteDeps, c: Context<AppEnv>): Promise<Response> {
  const def = typeFrom(c);
  const current = await loadForWrite(deps.db, c, def, 'individual.delete');
  parseVersion(def, new URL(c.req.url).searchParams.get('resourceVersion') ?? undefined, 'DELETE');
  await deps.checkWriteAccess(c, canDelete(def, current, c.get('account')) ? undefined : routeForbidden(def, 'delete'));
  await deps.db.transaction(async (tx) => deleteEntity(tx, current));
  deps.onChange({ op: 'delete', def, row: current });
  return new Response(null, { status: 204 });
}

export function writeRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/jsonapi/:entityType/:bundle', (c) => create(deps, c));
  app.patch('/jsonapi/:entityType/:bundle/:id', (c) => update(deps, c));
  app.delete('/jsonapi/:entityType/:bundle/:id', (c) => remove(deps, c));
  return app;
}
