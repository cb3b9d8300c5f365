import { sql, type SQL } from 'drizzle-orm';
import type { Account } from '../auth/account.js';
import { fieldOf, isRelationship, resourceType, type FieldDef, type ResourceTypeDef } from '../content/model.js';
import { canViewField, filterCondition } from './access.js';
import { JsonApiHttpError } from './errors.js';
import { fieldStorage, jsonSql, columnSql, type EntityColumn } from './storage.js';

/**
 * Field paths of `filter` and `sort` (`title`, `body.value`, `field_tags.name`,
 * `uid.meta.drupal_internal__target_id`, `field_secteur.id`), resolved against the content model
 * and turned into SQL over the `entity` table. Names in SQL come from the model; values from the
 * request are always bound parameters.
 *
 * A path tells no more than the documents the account may read:
 * - every field it names must be one the account may view (`canViewField`, the serializer's rule),
 *   or the request is refused with a 403, as Drupal's `FieldResolver::resolveInternalEntityQueryPath`;
 * - a step through a relationship onto the target's fields (or its `id`) only reaches targets the
 *   account may filter among (`filterCondition`: the collection's rule, and for users the account
 *   itself, or active accounts with access to profiles), as Drupal's `TemporaryQueryGuard`:
 *   the others count as absent, for conditions, `IS NULL` and sorts alike. The reference's own
 *   target id (`rel`, `rel.meta.drupal_internal__target_id`) is printed in the linkage and, as in
 *   Drupal, compares without that condition.
 */

/** How a value of a field compares in SQL. */
export type ValueType = 'text' | 'integer' | 'numeric' | 'boolean' | 'timestamp' | 'date';

/** A scalar expression of the entity at `alias`, or a set of values (multi-valued fields). */
export interface Operand {
  /** Returns SQL true when `test(expr)` holds for the value (or for any value of a multi-valued field). */
  readonly matches: (test: (expr: SQL) => SQL) => SQL;
  /** SQL true when the field has no value. */
  readonly isEmpty: SQL;
  readonly type: ValueType;
  /** A scalar expression for ORDER BY (undefined when the field is multi-valued). */
  readonly sortExpr?: SQL;
}

let aliasCounter = 0;
function nextAlias(): string {
  aliasCounter = (aliasCounter + 1) % 1_000_000;
  return `t${aliasCounter}`;
}

/** The field's name in Drupal (`drupal_internal__nid` is `nid`), as Drupal's messages give it. */
function internalName(name: string): string {
  return name.startsWith('drupal_internal__') ? name.slice('drupal_internal__'.length) : name;
}

/** Drupal's 403 for a field of a path the account may not view; `trail` is the resolved path up to it. */
function notAuthorized(field: FieldDef, trail: readonly string[]): JsonApiHttpError {
  return new JsonApiHttpError(
    403,
    `The current user is not authorized to filter by the \`${internalName(field.name)}\` field, given in the path \`${trail.join('.')}\`.`,
  );
}

function invalidPath(path: string, name: string): JsonApiHttpError {
  return new JsonApiHttpError(400, `Invalid nested filtering. The field \`${name}\`, given in the path \`${path}\`, does not exist.`);
}

function valueTypeOf(field: FieldDef): ValueType {
  switch (field.kind) {
    case 'integer':
      return 'integer';
    case 'decimal':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'timestamp':
    case 'datetime':
      return 'timestamp';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

function castJsonText(expr: SQL, type: ValueType): SQL {
  switch (type) {
    case 'integer':
    case 'numeric':
      return sql`(${expr})::numeric`;
    case 'boolean':
      return sql`(${expr})::boolean`;
    case 'timestamp':
      return sql`(${expr})::timestamptz`;
    case 'date':
    case 'text':
      return expr;
    default:
      return type satisfies never;
  }
}

/** A JSON value as an array: references are stored as one object (to-one) or an array (to-many). */
function asJsonArray(json: SQL): SQL {
  return sql`(CASE jsonb_typeof(${json}) WHEN 'array' THEN ${json} WHEN 'object' THEN jsonb_build_array(${json}) ELSE '[]'::jsonb END)`;
}

function scalar(expr: SQL, type: ValueType): Operand {
  return { matches: (test) => test(expr), isEmpty: sql`${expr} IS NULL`, type, sortExpr: expr };
}

const COLUMN_TYPES: Record<EntityColumn, ValueType> = {
  id: 'integer',
  vid: 'integer',
  label: 'text',
  status: 'boolean',
  created: 'timestamp',
  changed: 'timestamp',
  langcode: 'text',
  weight: 'integer',
  path_alias: 'text',
  uid: 'integer',
};

/** Sub-properties of compound fields, and the JSON key each reads. */
const SUB_PROPERTIES: Partial<Record<FieldDef['kind'], Record<string, string>>> = {
  text_long: { value: 'value', format: 'format', processed: 'value' },
  text_with_summary: { value: 'value', format: 'format', processed: 'value', summary: 'summary' },
  link: { uri: 'uri', title: 'title' },
  file_uri: { value: 'value' },
};
const DEFAULT_SUB: Partial<Record<FieldDef['kind'], string>> = {
  text_long: 'value',
  text_with_summary: 'value',
  link: 'uri',
  file_uri: 'value',
};

function attributeOperand(def: ResourceTypeDef, field: FieldDef, sub: string | undefined, alias: string, path: string): Operand {
  const storage = fieldStorage(def, field);
  if (storage.at === 'computed') {
    throw new JsonApiHttpError(400, `Filtering and sorting on the computed field \`${field.name}\` is not supported.`);
  }
  if (field.kind === 'path') {
    if (sub !== undefined && sub !== 'alias') throw invalidPath(path, `${field.name}.${sub}`);
    return scalar(columnSql(alias, 'path_alias'), 'text');
  }
  if (storage.at === 'column') {
    if (sub !== undefined) throw invalidPath(path, `${field.name}.${sub}`);
    return scalar(columnSql(alias, storage.column), COLUMN_TYPES[storage.column]);
  }
  const properties = SUB_PROPERTIES[field.kind];
  let expr: SQL;
  if (properties) {
    const key = properties[sub ?? DEFAULT_SUB[field.kind] ?? ''];
    if (!key) throw invalidPath(path, `${field.name}.${sub ?? ''}`);
    if (field.kind === 'file_uri') return scalar(sql`(${jsonSql(alias, storage.key)} #>> '{}')`, 'text');
    expr = sql`(${jsonSql(alias, storage.key)} ->> ${key})`;
    return scalar(expr, 'text');
  }
  if (sub !== undefined) throw invalidPath(path, `${field.name}.${sub}`);
  const type = valueTypeOf(field);
  if (field.multiple) {
    const json = jsonSql(alias, storage.key);
    return {
      matches: (test) =>
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${asJsonArray(json)}) AS v(x) WHERE ${test(castJsonText(sql`v.x`, type))})`,
      isEmpty: sql`jsonb_array_length(${asJsonArray(json)}) = 0`,
      type,
    };
  }
  return scalar(castJsonText(sql`(${jsonSql(alias, storage.key)} #>> '{}')`, type), type);
}

/** SQL selecting the target rows of relationship `field` of the entity at `alias`, as `target`. */
function targetJoin(def: ResourceTypeDef, field: FieldDef, alias: string, target: string): SQL {
  const storage = fieldStorage(def, field);
  if (storage.at === 'column') return sql`${sql.raw(`${target}.id`)} = ${columnSql(alias, storage.column)}`;
  const json = jsonSql(alias, field.name);
  return sql`${sql.raw(`${target}.uuid`)}::text IN (SELECT r ->> 'id' FROM jsonb_array_elements(${asJsonArray(json)}) AS refs(r))`;
}

function relationshipOperand(
  def: ResourceTypeDef,
  field: FieldDef,
  rest: string[],
  alias: string,
  path: string,
  account: Account,
  depth: number,
  trail: readonly string[],
): Operand {
  const storage = fieldStorage(def, field);
  if (storage.at === 'computed') {
    // node_type / vid: only their machine name is known (`meta.drupal_internal__target_id`).
    if (rest.join('.') === 'meta.drupal_internal__target_id') return scalar(sql`${sql.raw(`${alias}.bundle`)}`, 'text');
    throw invalidPath(path, rest[0] ?? field.name);
  }
  const explicitEntity = rest[0] === 'entity';
  const [next, ...tail] = explicitEntity ? rest.slice(1) : rest;
  // A field of the target type(s): every target type must have it.
  const targets = (field.targets ?? []).map((name) => resourceType(name)).filter((t): t is ResourceTypeDef => !!t);
  const target = targets[0];
  const targetAlias = nextAlias();
  const join = targetJoin(def, field, alias, targetAlias);
  /** The operand `inner` of the target rows; `guarded`: only of those the account may view. */
  const through = (inner: Operand, guarded: boolean): Operand => {
    // A target of no served type is never viewable.
    const access = !guarded ? undefined : target ? filterCondition(target, account, targetAlias) : sql`FALSE`;
    const where = access ? sql`${join} AND ${access}` : join;
    return {
      matches: (test) => sql`EXISTS (SELECT 1 FROM entity ${sql.raw(targetAlias)} WHERE ${where} AND ${inner.matches(test)})`,
      isEmpty: sql`NOT EXISTS (SELECT 1 FROM entity ${sql.raw(targetAlias)} WHERE ${where} AND NOT (${inner.isEmpty}))`,
      type: inner.type,
      ...(field.multiple || !inner.sortExpr
        ? {}
        : { sortExpr: sql`(SELECT ${inner.sortExpr} FROM entity ${sql.raw(targetAlias)} WHERE ${where} LIMIT 1)` }),
    };
  };
  if (next === undefined || (next === 'meta' && tail[0] === 'drupal_internal__target_id' && tail.length === 1)) {
    // The reference itself compares by the target's internal id (Drupal's `target_id`, which
    // Drupal compares without crossing the reference: the linkage prints it).
    return through(scalar(sql.raw(`${targetAlias}.id`), 'integer'), false);
  }
  if (next === 'id' && tail.length === 0) return through(scalar(sql`${sql.raw(`${targetAlias}.uuid`)}::text`, 'text'), true);
  if (next === 'meta') {
    const key = tail[0];
    if (!key || tail.length > 1 || storage.at !== 'json') throw invalidPath(path, `${field.name}.meta`);
    const json = jsonSql(alias, field.name);
    const metaExpr = (r: string) => sql`(${sql.raw(r)} -> 'meta' ->> ${key})`;
    return {
      matches: (test) =>
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${asJsonArray(json)}) AS m(r) WHERE ${test(metaExpr('m.r'))})`,
      isEmpty: sql`NOT EXISTS (SELECT 1 FROM jsonb_array_elements(${asJsonArray(json)}) AS m(r) WHERE ${metaExpr('m.r')} IS NOT NULL)`,
      type: 'text',
    };
  }
  if (!target) throw invalidPath(path, next);
  // Drupal's resolved path names the reference property it crosses: `uid.entity:user.name`.
  const crossed = [...trail, explicitEntity ? 'entity' : `entity:${target.entityType}`];
  return through(resolveOperand(target, [next, ...tail], targetAlias, path, account, depth + 1, crossed), true);
}

/** Resolves the path segments against `def` (the entity at `alias`). */
export function resolveOperand(
  def: ResourceTypeDef,
  segments: string[],
  alias: string,
  path: string,
  account: Account,
  depth = 0,
  trail: readonly string[] = [],
): Operand {
  if (depth > 4) throw new JsonApiHttpError(400, `The path \`${path}\` is too deep.`);
  const [name, ...rest] = segments;
  if (!name) throw invalidPath(path, path);
  const field = fieldOf(def, name);
  if (!field) throw invalidPath(path, name);
  const resolved = [...trail, internalName(field.name)];
  if (!canViewField(def, field, account)) throw notAuthorized(field, resolved);
  if (isRelationship(field)) return relationshipOperand(def, field, rest, alias, path, account, depth, resolved);
  if (rest.length > 1) throw invalidPath(path, rest.join('.'));
  return attributeOperand(def, field, rest[0], alias, path);
}

export function resolvePath(def: ResourceTypeDef, path: string, alias: string, account: Account): Operand {
  const segments = path.split('.');
  if (segments.some((segment) => segment === '')) throw invalidPath(path, path);
  return resolveOperand(def, segments, alias, path, account);
}
