/**
 * JSON Schemas of the fields of a resource type: its `attributes` and `relationships` members as
 * served, and the documents a client sends to create or update it.
 */
import { attributesOf, relationshipsOf, type FieldDef, type ResourceTypeDef } from '../content/model.js';
import { nullable, schemaRef, type JsonObject } from './builders.js';

/** Drupal serialises `decimal` fields as strings (`"12.50"`). */
export const DECIMAL_PATTERN = '^-?\\d+(\\.\\d+)?$';

const RESTRICTED_DESCRIPTIONS: Record<NonNullable<FieldDef['restricted']>, string> = {
  mail: 'Present only for the account itself and for users who may view e-mail addresses.',
  revision: 'Present only for users who may view revisions of, or update, the node.',
  admin: 'Present only for user administrators.',
};

/** JSON Schema of one value of an attribute (one item when the field is `multiple`). */
function attributeItemSchema(field: FieldDef): JsonObject {
  const maxLength: JsonObject = field.maxLength === undefined ? {} : { maxLength: field.maxLength };
  switch (field.kind) {
    case 'string':
    case 'telephone':
      return { type: 'string', ...maxLength };
    case 'email':
      return { type: 'string', format: 'email', ...maxLength };
    case 'integer':
      return { type: 'integer' };
    case 'decimal':
      return { type: 'string', pattern: DECIMAL_PATTERN };
    case 'boolean':
      return { type: 'boolean' };
    case 'datetime':
    case 'timestamp':
      return { type: 'string', format: 'date-time' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'list_string':
      return field.allowed?.length ? { type: 'string', enum: [...field.allowed] } : { type: 'string' };
    case 'text_long':
      return schemaRef('TextLong');
    case 'text_with_summary':
      return schemaRef('TextWithSummary');
    case 'link':
      return schemaRef('LinkItem');
    case 'path':
      return schemaRef('PathAlias');
    case 'file_uri':
      return schemaRef('FileUri');
    case 'entity_reference':
    case 'image':
      throw new Error(`${field.name} is a relationship, not an attribute`);
    default:
      return field.kind satisfies never;
  }
}

/** Title, description and extensions shared by an attribute or relationship schema. */
function annotations(field: FieldDef, mode: 'read' | 'write'): { head: JsonObject; tail: JsonObject } {
  const head: JsonObject = { title: field.label };
  if (mode === 'read' && field.restricted) head['description'] = RESTRICTED_DESCRIPTIONS[field.restricted];
  const tail: JsonObject = {};
  if (mode === 'read' && field.readOnly) tail['readOnly'] = true;
  if (field.restricted) tail['x-drupal-restricted'] = field.restricted;
  return { head, tail };
}

/**
 * An attribute as Drupal's JSON:API serialises it: a multiple field is always an array (empty when
 * there is no value, as `FieldNormalizer` does), a single one is its value or, unless required, null.
 */
function attributeSchema(field: FieldDef, mode: 'read' | 'write'): JsonObject {
  const item = attributeItemSchema(field);
  const value = field.multiple ? { type: 'array', items: item } : field.required ? item : nullable(item);
  const { head, tail } = annotations(field, mode);
  return { ...head, ...value, ...tail };
}

/**
 * The `attributes` or `relationships` member of a type: every field for reads; without read-only
 * fields for writes, where the required ones are listed (create) and unknown ones refused, as Drupal
 * refuses them with a 422 or 403.
 */
function membersSchema(
  fields: readonly FieldDef[],
  mode: 'read' | 'create' | 'update',
  fieldSchema: (field: FieldDef, mode: 'read' | 'write') => JsonObject,
): JsonObject {
  const included = fields.filter((field) => mode === 'read' || !field.readOnly);
  const properties: JsonObject = {};
  for (const field of included) properties[field.name] = fieldSchema(field, mode === 'read' ? 'read' : 'write');
  const schema: JsonObject = { type: 'object', properties };
  if (mode === 'create') {
    const required = included.filter((field) => field.required).map((field) => field.name);
    if (required.length > 0) schema['required'] = required;
  }
  if (mode !== 'read') schema['additionalProperties'] = false;
  return schema;
}

export function attributesSchema(def: ResourceTypeDef, mode: 'read' | 'create' | 'update'): JsonObject {
  return membersSchema(attributesOf(def), mode, attributeSchema);
}

/** A resource identifier `{type, id, meta}` of a relationship. */
function identifierSchema(field: FieldDef, mode: 'read' | 'write'): JsonObject {
  const targets = [...(field.targets ?? [])];
  const meta =
    field.kind === 'image'
      ? schemaRef(mode === 'read' ? 'ImageIdentifierMeta' : 'ImageIdentifierMetaInput')
      : schemaRef('ResourceIdentifierMeta');
  return {
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { type: 'string', enum: targets },
      id: mode === 'read' ? schemaRef('ResourceIdentifierId') : { type: 'string', format: 'uuid' },
      meta,
    },
  };
}

/** A relationship object: to-one `{data: identifier | null}`, to-many `{data: identifier[]}`. */
function relationshipSchema(field: FieldDef, mode: 'read' | 'write'): JsonObject {
  const identifier = identifierSchema(field, mode);
  const data = field.multiple ? { type: 'array', items: identifier } : field.required ? identifier : nullable(identifier);
  const properties: JsonObject = { data };
  if (mode === 'read') properties['links'] = schemaRef('RelationshipLinks');
  const { head, tail } = annotations(field, mode);
  const schema: JsonObject = { ...head, type: 'object', required: ['data'], properties, ...tail };
  if (mode === 'write') schema['additionalProperties'] = false;
  return schema;
}

export function relationshipsSchema(def: ResourceTypeDef, mode: 'read' | 'create' | 'update'): JsonObject {
  return membersSchema(relationshipsOf(def), mode, relationshipSchema);
}

/** The create (POST) or update (PATCH) request document of a writable type. */
export function writeDocumentSchema(def: ResourceTypeDef, mode: 'create' | 'update'): JsonObject {
  const attributes = attributesSchema(def, mode);
  const relationships = relationshipsSchema(def, mode);
  const required = ['type'];
  if (mode === 'update') required.push('id');
  if (Array.isArray(attributes['required'])) required.push('attributes');
  if (Array.isArray(relationships['required'])) required.push('relationships');
  const id: JsonObject =
    mode === 'update'
      ? { type: 'string', format: 'uuid', description: 'Must be the id of the URL.' }
      : { type: 'string', format: 'uuid', description: 'Optional client-generated UUID.' };
  return {
    title: `${def.label} (${mode === 'create' ? 'creation' : 'update'})`,
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required,
        properties: {
          type: { type: 'string', const: def.name },
          id,
          attributes,
          // A type without writable relationships (user--user) accepts no `relationships` member.
          ...(relationshipsOf(def).some((field) => !field.readOnly) ? { relationships } : {}),
        },
        additionalProperties: false,
      },
    },
  };
}
