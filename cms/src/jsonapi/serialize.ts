import type { Account } from '../auth/account.js';
import { uuidV5 } from '../content/ids.js';
import { attributesOf, relationshipsOf, type FieldDef, type ResourceTypeDef } from '../content/model.js';
import type { StoredReference } from '../content/store.js';
import type { EntityRow } from '../db/schema.js';
import { canViewField, canViewUserProfile } from './access.js';
import { rfc3339, type Link, type Relationship, type ResourceIdentifier, type ResourceObject } from './document.js';
import { columnValue, fieldStorage } from './storage.js';

/** Where public files are served, as Drupal's default public stream wrapper. */
export const PUBLIC_FILES_PATH = '/sites/default/files';

/** Display name of the anonymous user (Drupal's `user.settings:anonymous`, French site). */
export const ANONYMOUS_NAME = 'Anonyme';

export interface SerializeContext {
  origin: string;
  account: Account;
  /** `fields[type]` sparse fieldsets by resource type. */
  fieldsets: ReadonlyMap<string, ReadonlySet<string>>;
  /** uid → user UUID, for `uid` and `revision_uid`. */
  userUuids: ReadonlyMap<number, string>;
  /** UUID → internal id of every referenced entity that exists. */
  targetIds: ReadonlyMap<string, number>;
}

export function isVersionable(def: ResourceTypeDef): boolean {
  return def.entityType === 'node' || def.entityType === 'taxonomy_term';
}

export function resourceUrl(origin: string, def: ResourceTypeDef, uuid: string): string {
  return `${origin}/jsonapi/${def.entityType}/${def.bundle}/${uuid}`;
}

function versionQuery(def: ResourceTypeDef, row: EntityRow): string {
  return isVersionable(def) ? `?resourceVersion=id%3A${row.vid}` : '';
}

export function publicFileUrl(uri: string): string {
  return uri.startsWith('public://') ? `${PUBLIC_FILES_PATH}/${uri.slice('public://'.length)}` : uri;
}

interface TextValue {
  value: string;
  format?: string | null;
  summary?: string | null;
}

function isText(value: unknown): value is TextValue {
  return typeof value === 'object' && value !== null && typeof (value as TextValue).value === 'string';
}

/**
 * A `plain_text` value as Drupal's plain text format shows it (`filter_html_escape`, then
 * `filter_autop`): the markup escaped, paragraphs and line breaks kept. Never the value as HTML.
 */
export function plainTextProcessed(value: string): string {
  const escaped = value.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#039' }[char]};`);
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>\n')}</p>\n`)
    .join('');
}

function textAttribute(value: unknown, withSummary: boolean): unknown {
  if (!isText(value)) return null;
  const format = value.format ?? 'basic_html';
  const processed = format === 'plain_text' ? plainTextProcessed(value.value) : value.value;
  const text: Record<string, unknown> = { value: value.value, format, processed };
  // Drupal: `null` when written without a summary, `""` when written with an empty one.
  if (withSummary) text['summary'] = value.summary ?? null;
  return text;
}

/**
 * A `link` value as Drupal serializes it: `options` is a PHP array, so an empty one is `[]` in
 * JSON, a map with keys an object.
 */
function linkAttribute(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw ?? null;
  const link = raw as Record<string, unknown>;
  const options = link['options'];
  if (options && typeof options === 'object' && !Array.isArray(options) && Object.keys(options).length === 0) return { ...link, options: [] };
  return link;
}

function attributeValue(def: ResourceTypeDef, field: FieldDef, row: EntityRow): unknown {
  const storage = fieldStorage(def, field);
  if (storage.at === 'computed') {
    if (field.name === 'default_langcode' || field.name === 'revision_translation_affected') return true;
    return null;
  }
  if (field.name === 'display_name') return row.id === 0 ? ANONYMOUS_NAME : row.label;
  const raw = storage.at === 'column' ? columnValue(row, storage.column) : row.fields[storage.key];
  switch (field.kind) {
    case 'timestamp':
      return raw instanceof Date ? rfc3339(raw) : null;
    case 'path':
      return { alias: row.pathAlias, pid: row.pathAlias ? row.id : null, langcode: row.langcode };
    case 'text_long':
      return textAttribute(raw, false);
    case 'text_with_summary':
      return textAttribute(raw, true);
    case 'file_uri':
      return typeof raw === 'string' ? { value: raw, url: publicFileUrl(raw) } : null;
    case 'link':
      return linkAttribute(raw);
    case 'boolean':
      return typeof raw === 'boolean' ? raw : field.name === 'promote' || field.name === 'sticky' ? false : null;
    default:
      if (field.multiple) return Array.isArray(raw) ? raw : [];
      return raw ?? null;
  }
}

function isStoredReference(value: unknown): value is StoredReference {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredReference).type === 'string' &&
    typeof (value as StoredReference).id === 'string'
  );
}

/** The stored references of a bundle relationship field, as a list. */
export function storedReferences(row: EntityRow, name: string): StoredReference[] {
  const raw = row.fields[name];
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return list.filter(isStoredReference);
}

const missingMeta = {
  links: {
    help: {
      href: 'https://www.drupal.org/docs/8/modules/json-api/core-concepts#missing',
      meta: { about: "Usage and meaning of the 'missing' resource identifier." },
    },
  },
};

const virtualMeta = {
  links: {
    help: {
      href: 'https://www.drupal.org/docs/8/modules/json-api/core-concepts#virtual',
      meta: { about: "Usage and meaning of the 'virtual' resource identifier." },
    },
  },
};

function userIdentifier(uid: number | null, ctx: SerializeContext): ResourceIdentifier | null {
  if (uid === null) return null;
  const uuid = ctx.userUuids.get(uid);
  if (!uuid) return { type: 'user--user', id: 'missing', meta: missingMeta };
  return { type: 'user--user', id: uuid, meta: { drupal_internal__target_id: uid } };
}

function referenceIdentifier(ref: StoredReference, ctx: SerializeContext): ResourceIdentifier {
  const targetId = ctx.targetIds.get(ref.id);
  if (targetId === undefined) return { type: ref.type, id: 'missing', meta: missingMeta };
  return { type: ref.type, id: ref.id, meta: { ...(ref.meta ?? {}), drupal_internal__target_id: targetId } };
}

/** The linkage (`data`) of a relationship of `row`. */
export function relationshipData(
  def: ResourceTypeDef,
  field: FieldDef,
  row: EntityRow,
  ctx: SerializeContext,
): ResourceIdentifier | ResourceIdentifier[] | null {
  switch (field.name) {
    case 'uid':
    case 'revision_uid':
      if (def.entityType === 'node' || def.entityType === 'file') return userIdentifier(row.uid, ctx);
      break;
    case 'node_type':
      return { type: 'node_type--node_type', id: uuidV5(`node_type:${def.bundle}`), meta: { drupal_internal__target_id: def.bundle } };
    case 'vid':
      if (def.entityType === 'taxonomy_term') {
        return {
          type: 'taxonomy_vocabulary--taxonomy_vocabulary',
          id: uuidV5(`taxonomy_vocabulary:${def.bundle}`),
          meta: { drupal_internal__target_id: def.bundle },
        };
      }
      break;
    case 'revision_user':
      return null;
    case 'parent': {
      const parents = storedReferences(row, 'parent');
      if (parents.length === 0) return [{ type: def.name, id: 'virtual', meta: virtualMeta }];
      return parents.map((ref) => referenceIdentifier(ref, ctx));
    }
  }
  const refs = storedReferences(row, field.name).map((ref) => referenceIdentifier(ref, ctx));
  return field.multiple ? refs : (refs[0] ?? null);
}

function visible(fieldset: ReadonlySet<string> | undefined, name: string): boolean {
  return !fieldset || fieldset.has(name);
}

/** Normalises an entity into a JSON:API resource object (`ResourceObjectNormalizer`). */
export function serializeResource(def: ResourceTypeDef, row: EntityRow, ctx: SerializeContext): ResourceObject {
  const self = resourceUrl(ctx.origin, def, row.uuid);
  const version = versionQuery(def, row);
  const links: Record<string, Link> = { self: { href: `${self}${version}` } };
  if (def.entityType === 'user' && !canViewUserProfile(ctx.account, row)) {
    // A label-only resource object (`LabelOnlyResourceObject`).
    return { type: def.name, id: row.uuid, links, attributes: { display_name: attributeValue(def, attributesOf(def)[0]!, row) } };
  }
  const fieldset = ctx.fieldsets.get(def.name);
  const attributes: Record<string, unknown> = {};
  for (const field of attributesOf(def)) {
    if (!visible(fieldset, field.name) || !canViewField(def, field, ctx.account, row)) continue;
    attributes[field.name] = attributeValue(def, field, row);
  }
  const relationships: Record<string, Relationship> = {};
  for (const field of relationshipsOf(def)) {
    if (!visible(fieldset, field.name)) continue;
    relationships[field.name] = {
      data: relationshipData(def, field, row, ctx),
      links: {
        related: { href: `${self}/${field.name}${version}` },
        self: { href: `${self}/relationships/${field.name}${version}` },
      },
    };
  }
  const resource: ResourceObject = { type: def.name, id: row.uuid, links, attributes };
  if (Object.keys(relationships).length > 0) resource.relationships = relationships;
  return resource;
}
