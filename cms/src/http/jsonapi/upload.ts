/**
 * Binary uploads to a file field: `POST /jsonapi/{type}/{bundle}/{field}` (a new file) and
 * `POST …/{uuid}/{field}` (a file attached to the entity).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../auth/account.js';
import { resourceTypeAt, type FieldDef, type ResourceTypeDef } from '../../content/model.js';
import { createEntity, updateEntity } from '../../content/store.js';
import { checkUpload, parseContentDisposition } from '../../content/upload.js';
import type { EntityRow } from '../../db/schema.js';
import { canCreate, canUpdate } from '../../jsonapi/access.js';
import { jsonapiObject } from '../../jsonapi/document.js';
import { JsonApiHttpError } from '../../jsonapi/errors.js';
import { buildContext } from '../../jsonapi/load.js';
import { serializeResource } from '../../jsonapi/serialize.js';
import { BodyTooLargeError, readBody } from '../body.js';
import { jsonapiResponse } from '../respond.js';
import { baseContext, type RouteDeps } from './deps.js';
import { hasFileField, individualMethods, loadForWrite, methodNotAllowed, notFoundType, requireContentType, routeForbidden, typeFrom } from './routing.js';

/** Read a little more than the upload limit, so an oversized file gets the upload checker's 413. */
const UPLOAD_READ_LIMIT = 5 * 1024 * 1024 + 1024;

function fileField(def: ResourceTypeDef, name: string): FieldDef | undefined {
  return def.fields.find((field) => field.name === name && field.kind === 'image');
}

async function readUpload(c: Context<AppEnv>): Promise<Uint8Array> {
  try {
    return await readBody(c, UPLOAD_READ_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new JsonApiHttpError(413, 'The file exceeds the maximum upload size of 5 MB.');
    throw error;
  }
}

/** Writes the file in `dir` under its safe name or, when taken, `{stem}_0{extension}`, `{stem}_1{extension}`…; returns the name written. */
async function writeNewFile(dir: string, safeFilename: string, bytes: Uint8Array): Promise<string> {
  const dot = safeFilename.lastIndexOf('.');
  const stem = dot > 0 ? safeFilename.slice(0, dot) : safeFilename;
  const extension = dot > 0 ? safeFilename.slice(dot) : '';
  let name = safeFilename;
  for (let n = 0; ; n++) {
    try {
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n > 1000) throw error;
      name = `${stem}_${n}${extension}`;
    }
  }
}

/**
 * After routing (content type `application/octet-stream`, 415), parameter conversion and the
 * CSRF check: the field (404), upload access (403, `FileUpload::ensureFileUploadAccess`), then
 * the file.
 */
async function upload(deps: RouteDeps, c: Context<AppEnv>, def: ResourceTypeDef, host: EntityRow | undefined): Promise<Response> {
  const account = c.get('account');
  await deps.checkWriteAccess(c, undefined);
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
  const bytes = await readUpload(c);
  const checked = checkUpload(bytes, { filename, ...(type ? { contentType: type } : {}) });
  if (!checked.ok) throw new JsonApiHttpError(checked.status, checked.detail);
  const month = new Date().toISOString().slice(0, 7);
  const dir = path.join(deps.filesDir, month);
  await mkdir(dir, { recursive: true });
  const name = await writeNewFile(dir, checked.safeFilename, bytes);
  const fileDef = resourceTypeAt('file', 'file')!;
  const file = await deps.db.transaction(async (tx) => {
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
  if (host) deps.onChange({ op: 'update', def, row: host });
  const ctx = await buildContext(deps.db, [{ def: fileDef, row: file }], baseContext(c));
  const resource = serializeResource(fileDef, file, ctx);
  return jsonapiResponse({ jsonapi: jsonapiObject, data: resource, links: { self: { href: resource.links['self']!.href } } }, host ? 200 : 201);
}

export function uploadRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/jsonapi/:entityType/:bundle/:field', async (c) => {
    const def = typeFrom(c);
    if (!hasFileField(def)) methodNotAllowed(c, individualMethods(def));
    requireContentType(c, 'application/octet-stream');
    return upload(deps, c, def, undefined);
  });
  app.post('/jsonapi/:entityType/:bundle/:id/:field', async (c) => {
    const def = typeFrom(c);
    if (!hasFileField(def)) notFoundType(c);
    requireContentType(c, 'application/octet-stream');
    const host = await loadForWrite(deps.db, c, def, 'file_upload.existing_resource', '/{file_field_name}');
    return upload(deps, c, def, host);
  });
  return app;
}
