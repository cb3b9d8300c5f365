import { sql, type SQL } from 'drizzle-orm';
import type { EntityRow } from '../db/schema.js';
import type { FieldDef, ResourceTypeDef } from '../content/model.js';

/** Columns of the `entity` table that base fields map to. */
export type EntityColumn = 'id' | 'vid' | 'label' | 'status' | 'created' | 'changed' | 'langcode' | 'weight' | 'path_alias' | 'uid';

/** Where a field's value lives. */
export type FieldStorage =
  | { readonly at: 'column'; readonly column: EntityColumn }
  | { readonly at: 'json'; readonly key: string }
  | { readonly at: 'computed' };

const COMMON: Record<string, FieldStorage> = {
  langcode: { at: 'column', column: 'langcode' },
  status: { at: 'column', column: 'status' },
  created: { at: 'column', column: 'created' },
  changed: { at: 'column', column: 'changed' },
  path: { at: 'column', column: 'path_alias' },
  default_langcode: { at: 'computed' },
  revision_translation_affected: { at: 'computed' },
};

const BY_ENTITY_TYPE: Record<ResourceTypeDef['entityType'], Record<string, FieldStorage>> = {
  node: {
    drupal_internal__nid: { at: 'column', column: 'id' },
    drupal_internal__vid: { at: 'column', column: 'vid' },
    revision_timestamp: { at: 'column', column: 'changed' },
    revision_log: { at: 'computed' },
    title: { at: 'column', column: 'label' },
    uid: { at: 'column', column: 'uid' },
    revision_uid: { at: 'column', column: 'uid' },
    node_type: { at: 'computed' },
  },
  taxonomy_term: {
    drupal_internal__tid: { at: 'column', column: 'id' },
    drupal_internal__revision_id: { at: 'column', column: 'vid' },
    revision_created: { at: 'column', column: 'changed' },
    name: { at: 'column', column: 'label' },
    weight: { at: 'column', column: 'weight' },
    vid: { at: 'computed' },
    revision_user: { at: 'computed' },
  },
  user: {
    display_name: { at: 'column', column: 'label' },
    drupal_internal__uid: { at: 'column', column: 'id' },
    name: { at: 'column', column: 'label' },
  },
  file: {
    drupal_internal__fid: { at: 'column', column: 'id' },
    filename: { at: 'column', column: 'label' },
    uid: { at: 'column', column: 'uid' },
  },
};

export function fieldStorage(def: ResourceTypeDef, field: FieldDef): FieldStorage {
  return BY_ENTITY_TYPE[def.entityType][field.name] ?? COMMON[field.name] ?? { at: 'json', key: field.name };
}

/** The row's value of a column, for serialisation. */
export function columnValue(row: EntityRow, column: EntityColumn): unknown {
  switch (column) {
    case 'id':
      return row.id;
    case 'vid':
      return row.vid;
    case 'label':
      return row.label;
    case 'status':
      return row.status;
    case 'created':
      return row.created;
    case 'changed':
      return row.changed;
    case 'langcode':
      return row.langcode;
    case 'weight':
      return row.weight;
    case 'path_alias':
      return row.pathAlias;
    case 'uid':
      return row.uid;
    default:
      return column satisfies never;
  }
}

/** SQL for a column of the entity aliased `alias` (names come from the model, never from input). */
export function columnSql(alias: string, column: EntityColumn): SQL {
  return sql.raw(`${alias}.${column}`);
}

/** SQL for the JSON value of a bundle field. */
export function jsonSql(alias: string, key: string): SQL {
  return sql`${sql.raw(alias)}.fields -> ${key}`;
}
