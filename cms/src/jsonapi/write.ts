import { isValidMail } from '../auth/users.js';
import { and, eq, ne } from 'drizzle-orm';
import { isEditor, type Account } from '../auth/account.js';
import {
  attributesOf,
  relationshipsOf,
  resourceType,
  type FieldDef,
  type ResourceTypeDef,
} from '../content/model.js';
import { GENERATED_ALIAS_BUNDLE, generateAlias, isSafeAlias } from '../content/aliases.js';
import { sanitizeRichText, sanitizeText } from '../content/sanitize.js';
import type { EntityChanges, StoredReference } from '../content/store.js';
import type { Db } from '../db/database.js';
import { entity, type EntityRow, type FieldValues } from '../db/schema.js';
import { editorOnlyFields } from './access.js';
import { JsonApiHttpError, UnprocessableEntityError, type Violation } from './errors.js';
import { fieldStorage } from './storage.js';
import { parseJsonBody } from '../http/clean.js';

/** The `data` member of a POST or PATCH body. */
export interface WriteData {
  type: string;
  id?: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_FORMATS = ['basic_html', 'restricted_html', 'full_html', 'plain_text'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses and checks the top level of a write body, as `EntityResource::deserialize` and
 * `JsonApiDocumentTopLevelNormalizer::validateRequestBody` do (their statuses and details); an
 * empty body is refused before (`readWriteBody`). Stricter than Drupal 10.3, which creates or
 * updates the destination type whatever `type` says: another type is a 409, as JSON:API requires.
 */
export function parseWriteDocument(text: string, def: ResourceTypeDef): WriteData {
  let body: unknown;
  try {
    body = parseJsonBody(text);
  } catch {
    throw new JsonApiHttpError(400, 'Syntax error');
  }
  if (isRecord(body) && isRecord(body['relationships']) && Object.keys(body['relationships']).length > 0) {
    throw new JsonApiHttpError(
      400,
      'Found "relationships" within the document\'s top level. The "relationships" key must be within resource object.',
    );
  }
  const data = isRecord(body) && isRecord(body['data']) ? body['data'] : undefined;
  if (typeof data?.['type'] !== 'string') throw new JsonApiHttpError(400, 'Resource object must include a "type".');
  if (data['type'] !== def.name) {
    throw new JsonApiHttpError(409, `The provided type (${data['type']}) does not match the destination resource types (${def.name}).`, {
      source: { pointer: '/data/type' },
    });
  }
  const id = data['id'];
  if (id !== undefined && id !== null && (typeof id !== 'string' || !UUID.test(id))) {
    throw new JsonApiHttpError(422, 'IDs should be properly generated and formatted UUIDs as described in RFC 4122.');
  }
  const attributes = data['attributes'] ?? {};
  const relationships = data['relationships'] ?? {};
  if (!isRecord(attributes)) throw new JsonApiHttpError(400, 'The `attributes` member must be an object.', { source: { pointer: '/data/attributes' } });
  if (!isRecord(relationships)) {
    throw new JsonApiHttpError(400, 'The `relationships` member must be an object.', { source: { pointer: '/data/relationships' } });
  }
  const asAttributes = Object.keys(attributes).filter((name) => relationshipsOf(def).some((field) => field.name === name));
  if (asAttributes.length > 0) {
    throw new JsonApiHttpError(422, `The following relationship fields were provided as attributes: [ ${asAttributes.join(', ')} ]`);
  }
  return { type: def.name, ...(typeof id === 'string' ? { id } : {}), attributes, relationships };
}

const FR = {
  required: 'Ce champ est obligatoire.',
  string: 'Ce champ doit être un texte.',
  tooLong: (max: number) => `Ce texte ne doit pas dépasser ${max} caractères.`,
  email: 'Cette adresse e-mail n’est pas valide.',
  telephone: 'Ce numéro de téléphone n’est pas valide.',
  integer: 'Ce champ doit être un nombre entier.',
  decimal: 'Ce champ doit être un nombre.',
  boolean: 'Ce champ doit valoir vrai ou faux.',
  date: 'Cette date n’est pas valide (format AAAA-MM-JJ).',
  datetime: 'Cette date et heure n’est pas valide.',
  link: 'Ce lien n’est pas valide : seules les adresses http, https, mailto et tel sont acceptées.',
  list: (allowed: readonly string[]) => `Cette valeur n’est pas autorisée : ${allowed.join(', ')}.`,
  text: 'Ce champ doit être un texte formaté { value, format }.',
  format: `Ce format de texte n’est pas autorisé : ${TEXT_FORMATS.join(', ')}.`,
  array: 'Ce champ attend une liste de valeurs.',
  alias: 'L’alias d’URL doit commencer par « / » suivi d’une lettre ou d’un chiffre, et ne contenir ni espace, ni « ? », ni « # », ni « \\ », ni « // », ni segment « . » ou « .. ».',
  aliasTaken: (alias: string) => `L’alias ${alias} est déjà utilisé.`,
  relationship: 'Cette relation doit être { data: { type, id } }.',
  relationshipType: (targets: readonly string[]) => `Le type de la ressource liée doit être : ${targets.join(', ')}.`,
  missingTarget: (type: string, id: string) => `La ressource liée (${type}: ${id}) n’existe pas.`,
};

const TELEPHONE = /^\+?[0-9 ().-]{6,20}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:|internal:\/|entity:|route:)/i;

/** A real date PostgreSQL can store as a timestamp (years 1 to 9999). */
function isReasonableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

type Checked = { ok: true; value: unknown } | { ok: false; message: string };

/** Validates and normalises one value of an attribute field. */
function checkItem(field: FieldDef, value: unknown): Checked {
  switch (field.kind) {
    case 'string':
    case 'email':
    case 'telephone':
    case 'list_string': {
      if (typeof value !== 'string') return { ok: false, message: FR.string };
      const text = sanitizeText(value);
      if (field.maxLength && text.length > field.maxLength) return { ok: false, message: FR.tooLong(field.maxLength) };
      if (field.kind === 'email' && text !== '' && !isValidMail(text)) return { ok: false, message: FR.email };
      if (field.kind === 'telephone' && text !== '' && !TELEPHONE.test(text)) return { ok: false, message: FR.telephone };
      if (field.kind === 'list_string' && field.allowed && !field.allowed.includes(text)) return { ok: false, message: FR.list(field.allowed) };
      return { ok: true, value: text };
    }
    case 'text_long':
    case 'text_with_summary': {
      const raw = typeof value === 'string' ? { value } : value;
      if (!isRecord(raw) || typeof raw['value'] !== 'string') return { ok: false, message: FR.text };
      const format = raw['format'] ?? 'basic_html';
      if (typeof format !== 'string' || !TEXT_FORMATS.includes(format)) return { ok: false, message: FR.format };
      const text: Record<string, string> = {
        value: format === 'plain_text' ? sanitizeText(raw['value']) : sanitizeRichText(raw['value']),
        format,
      };
      if (field.kind === 'text_with_summary') {
        const summary = raw['summary'];
        if (summary !== undefined && summary !== null && typeof summary !== 'string') return { ok: false, message: FR.text };
        // Drupal keeps no summary (read back as null) when none is given, "" when "" is given.
        if (typeof summary === 'string') text['summary'] = sanitizeText(summary);
      }
      return { ok: true, value: text };
    }
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, message: FR.integer };
    case 'decimal': {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || !/^-?\d{1,12}(\.\d{1,6})?$/.test(text.trim())) return { ok: false, message: FR.decimal };
      return { ok: true, value: text.trim() };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: FR.boolean };
    case 'date':
      return typeof value === 'string' && isValidDate(value) ? { ok: true, value } : { ok: false, message: FR.date };
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && isReasonableDate(new Date(value))
        ? { ok: true, value }
        : { ok: false, message: FR.datetime };
    case 'link': {
      if (!isRecord(value) || typeof value['uri'] !== 'string' || !LINK_SCHEMES.test(value['uri'].trim())) return { ok: false, message: FR.link };
      const title = value['title'];
      return {
        ok: true,
        value: {
          uri: value['uri'].trim(),
          title: typeof title === 'string' ? sanitizeText(title) : null,
          // Link options (attributes, query) are not kept: the site renders plain links.
          options: {},
        },
      };
    }
    default:
      return { ok: false, message: FR.string };
  }
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (isRecord(value) && typeof value['value'] === 'string' && value['value'].trim() === '')
  );
}

/** Fields the server manages: a value sent for them is ignored, as Drupal ignores computed fields. */
function isServerManaged(field: FieldDef): boolean {
  return field.readOnly === true;
}

/** Entity changes from a write body; `uidRef` is the owner's UUID when `uid` was set. */
export type WriteChanges = EntityChanges & { fields: FieldValues; uidRef?: string; created?: Date };

export interface WriteContext {
  db: Db;
  def: ResourceTypeDef;
  account: Account;
  method: 'POST' | 'PATCH';
  current?: EntityRow;
}

async function aliasTaken(db: Db, alias: string, exceptId: number | undefined): Promise<boolean> {
  const condition = exceptId === undefined ? eq(entity.pathAlias, alias) : and(eq(entity.pathAlias, alias), ne(entity.id, exceptId));
  const rows = await db.select({ id: entity.id }).from(entity).where(condition).limit(1);
  return rows.length > 0;
}

export async function checkRelationship(
  db: Db,
  field: FieldDef,
  value: unknown,
  violations: Violation[],
): Promise<StoredReference | StoredReference[] | null | undefined> {
  const fail = (message: string) => {
    violations.push({ field: field.name, message, member: 'relationships' });
    return undefined;
  };
  if (!isRecord(value) || !('data' in value)) return fail(FR.relationship);
  const data = value['data'];
  const items = data === null ? [] : Array.isArray(data) ? data : [data];
  if (!field.multiple && Array.isArray(data)) return fail(FR.relationship);
  const refs: StoredReference[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item['type'] !== 'string' || typeof item['id'] !== 'string') return fail(FR.relationship);
    const targets = field.targets ?? [];
    if (!targets.includes(item['type'])) return fail(FR.relationshipType(targets));
    const target = resourceType(item['type']);
    if (!target || !UUID.test(item['id'])) return fail(FR.missingTarget(item['type'], item['id']));
    const [found] = await db
      .select({ id: entity.id })
      .from(entity)
      .where(and(eq(entity.uuid, item['id']), eq(entity.entityType, target.entityType), eq(entity.bundle, target.bundle)));
    if (!found) return fail(FR.missingTarget(item['type'], item['id']));
    const ref: StoredReference = { type: item['type'], id: item['id'].toLowerCase() };
    if (field.kind === 'image' && isRecord(item['meta'])) {
      const meta: Record<string, unknown> = {};
      for (const key of ['alt', 'title'] as const) {
        const text = item['meta'][key];
        if (typeof text === 'string') meta[key] = sanitizeText(text).slice(0, 512);
      }
      for (const key of ['width', 'height'] as const) {
        const size = item['meta'][key];
        if (typeof size === 'number' && Number.isSafeInteger(size) && size > 0) meta[key] = size;
      }
      ref.meta = meta;
    }
    refs.push(ref);
  }
  return field.multiple ? refs : (refs[0] ?? null);
}

/** A resource identifier of a relationship route's body. */
export interface SentIdentifier {
  type: string;
  id: string;
  meta?: unknown;
}

/**
 * The body of a relationship route, checked as Drupal's `ResourceIdentifierNormalizer` does
 * (statuses and details): a to-many field takes a list, a to-one field an identifier or null; each
 * identifier needs a type and an id, of a type the field targets, and appears once.
 */
export function parseRelationshipBody(field: FieldDef, body: unknown): SentIdentifier[] {
  const invalid = () => new JsonApiHttpError(400, 'Invalid body payload for the relationship.');
  const data = isRecord(body) ? body['data'] : undefined;
  let items: unknown[];
  if (field.multiple) {
    if (!Array.isArray(data)) throw invalid();
    items = data;
  } else {
    items = data === null || data === undefined ? [] : [data];
  }
  const identifiers: SentIdentifier[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item['type'] !== 'string' || !item['type'] || typeof item['id'] !== 'string' || !item['id']) throw invalid();
    identifiers.push({ type: item['type'], id: item['id'], ...(item['meta'] === undefined ? {} : { meta: item['meta'] }) });
  }
  const targets = field.targets ?? [];
  for (const identifier of identifiers) {
    if (!targets.includes(identifier.type)) {
      throw new JsonApiHttpError(400, `The provided type (${identifier.type}) does not match the destination resource types (${targets.join(', ')}).`);
    }
  }
  const keys = identifiers.map((identifier) => `${identifier.type}:${identifier.id.toLowerCase()}`);
  if (new Set(keys).size !== keys.length) {
    throw new JsonApiHttpError(
      400,
      'Duplicate relationships are not permitted. Use `meta.arity` to distinguish resource identifiers with matching `type` and `id` values.',
    );
  }
  return identifiers;
}

/** `EntityResource::getEntityFromResourceIdentifier`: 400 when an identifier names no resource. */
export async function requireTargets(db: Db, identifiers: readonly SentIdentifier[]): Promise<void> {
  for (const { type, id } of identifiers) {
    const target = resourceType(type);
    const [found] =
      target && UUID.test(id)
        ? await db
            .select({ id: entity.id })
            .from(entity)
            .where(and(eq(entity.uuid, id.toLowerCase()), eq(entity.entityType, target.entityType), eq(entity.bundle, target.bundle)))
        : [];
    if (!found) throw new JsonApiHttpError(400, `The targeted \`${type}\` resource with ID \`${id}\` does not exist.`);
  }
}

/**
 * Turns a write body into entity changes: every attribute and relationship is checked against the
 * content model (unknown names, types, required values, field access), rich text is sanitised, and
 * all problems are reported together as a 422.
 */
export async function toEntityChanges(data: WriteData, ctx: WriteContext): Promise<WriteChanges> {
  const { def, account, method, current, db } = ctx;
  const violations: Violation[] = [];
  const fields: FieldValues = {};
  const changes: WriteChanges = { fields };
  const attributes = new Map(attributesOf(def).map((field) => [field.name, field]));
  const relationships = new Map(relationshipsOf(def).map((field) => [field.name, field]));
  const editorOnly = isEditor(account) ? [] : editorOnlyFields(def);

  const forbidden = (name: string): never => {
    // path's field access (PathFieldItemList) gives the permissions it wanted as its reason.
    const reason = name === 'path' ? " The following permissions are required: 'create url aliases' OR 'administer url aliases'." : '';
    throw new JsonApiHttpError(403, `The current user is not allowed to ${method} the selected field (${name}).${reason}`, {
      source: { pointer: `/data/attributes/${name}` },
    });
  };

  for (const [name, value] of Object.entries(data.attributes)) {
    const field = attributes.get(name);
    if (!field) {
      if (name === 'pass' && def.entityType === 'user') continue; // handled by the user routes
      violations.push({ field: name, message: `The attribute ${name} does not exist on the ${def.name} resource type.` });
      continue;
    }
    if (isServerManaged(field)) continue;
    if (editorOnly.includes(name)) forbidden(name);
    if (field.restricted === 'admin' && !isEditor(account)) forbidden(name);
    const storage = fieldStorage(def, field);
    if (field.kind === 'path') {
      // `PathFieldItemList::defaultAccess`: editing an alias needs "create url aliases" or
      // "administer url aliases" (editors and administrators). Without it, Drupal's JSON:API answers
      // 403 on POST, and on PATCH unless the value sent is the stored one (`checkPatchFieldAccess`).
      if (!isEditor(account)) {
        if (method === 'PATCH' && current && isStoredPath(value, current)) continue;
        forbidden(name);
      }
      const alias = isRecord(value) ? value['alias'] : value;
      if (alias === null || alias === undefined || alias === '') {
        changes.pathAlias = null;
      } else if (typeof alias !== 'string' || !isSafeAlias(alias)) {
        violations.push({ field: name, message: FR.alias });
      } else if (await aliasTaken(db, alias, current?.id)) {
        violations.push({ field: name, message: FR.aliasTaken(alias) });
      } else {
        changes.pathAlias = alias;
      }
      continue;
    }
    if (field.kind === 'timestamp') {
      const date = typeof value === 'string' ? new Date(value) : typeof value === 'number' ? new Date(value * 1000) : undefined;
      if (!date || !isReasonableDate(date)) violations.push({ field: name, message: FR.datetime });
      else if (name === 'created') changes.created = date;
      continue;
    }
    if (isEmptyValue(value)) {
      if (field.required) violations.push({ field: name, message: FR.required });
      else if (storage.at === 'json') fields[storage.key] = field.multiple ? [] : null;
      continue;
    }
    let normalised: unknown;
    if (field.multiple) {
      if (!Array.isArray(value)) {
        violations.push({ field: name, message: FR.array });
        continue;
      }
      const items = value.map((item) => checkItem(field, item));
      const failed = items.find((item): item is { ok: false; message: string } => !item.ok);
      if (failed) {
        violations.push({ field: name, message: failed.message });
        continue;
      }
      normalised = items.map((item) => (item as { ok: true; value: unknown }).value);
    } else {
      const checked = checkItem(field, value);
      if (!checked.ok) {
        violations.push({ field: name, message: checked.message });
        continue;
      }
      normalised = checked.value;
    }
    if (field.required && isEmptyValue(normalised)) {
      violations.push({ field: name, message: FR.required });
      continue;
    }
    if (storage.at === 'column') {
      switch (storage.column) {
        case 'label':
          changes.label = String(normalised);
          break;
        case 'status':
          changes.status = Boolean(normalised);
          break;
        case 'weight':
          changes.weight = Number(normalised);
          break;
        case 'langcode':
          changes.langcode = String(normalised);
          break;
        default:
          break;
      }
    } else if (storage.at === 'json') {
      fields[storage.key] = normalised;
    }
  }

  for (const [name, value] of Object.entries(data.relationships)) {
    const field = relationships.get(name);
    if (!field) {
      violations.push({ field: name, message: `The relationship ${name} does not exist on the ${def.name} resource type.`, member: 'relationships' });
      continue;
    }
    if (field.readOnly) continue;
    if (editorOnly.includes(name)) forbidden(name);
    const checked = await checkRelationship(db, field, value, violations);
    if (checked === undefined) continue;
    if (field.required && (checked === null || (Array.isArray(checked) && checked.length === 0))) {
      violations.push({ field: name, message: FR.required, member: 'relationships' });
      continue;
    }
    if (name === 'uid' && (def.entityType === 'node' || def.entityType === 'file')) {
      changes.uidRef = Array.isArray(checked) ? checked[0]?.id : checked?.id;
      continue;
    }
    fields[name] = checked;
  }

  if (method === 'POST') {
    for (const field of [...attributes.values(), ...relationships.values()]) {
      if (!field.required || field.readOnly) continue;
      const member = relationships.has(field.name) ? 'relationships' : 'attributes';
      const provided = member === 'relationships' ? data.relationships[field.name] : data.attributes[field.name];
      if (provided === undefined && !violations.some((v) => v.field === field.name)) {
        violations.push({ field: field.name, message: FR.required, member });
      }
    }
  }
  if (violations.length > 0) throw new UnprocessableEntityError(violations);
  // Pathauto's pattern for offers, with "Generate automatic URL alias" on and its default update
  // action ("create a new alias, delete the old one"): a new title moves the offer to its new alias,
  // unless an editor sets the alias in the same request.
  if (
    method === 'PATCH' &&
    current &&
    def.entityType === 'node' &&
    def.bundle === GENERATED_ALIAS_BUNDLE &&
    changes.label !== undefined &&
    changes.label !== current.label &&
    changes.pathAlias === undefined
  ) {
    changes.pathAlias = await generateAlias(db, def, changes.label, current.id);
  }
  return changes;
}

/**
 * Whether a `path` value sent in a PATCH is the stored one as GET shows it (`alias`, `pid`,
 * `langcode`, compared as PHP's `==` compares field values): Drupal then lets it through unchanged.
 */
function isStoredPath(value: unknown, current: EntityRow): boolean {
  if (!isRecord(value)) return false;
  const stored: Record<string, unknown> = { alias: current.pathAlias, pid: current.pathAlias ? current.id : null, langcode: current.langcode };
  const loose = (item: unknown) => (item === null || item === undefined ? '' : String(item));
  return Object.keys(stored).every((key) => key in value && loose(value[key]) === loose(stored[key]));
}

/** Alias helpers, re-exported for the routes that generate aliases on create. */
export { generateAlias } from '../content/aliases.js';
