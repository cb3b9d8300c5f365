/** Small builders shared by the parts of the OpenAPI document (`generate.ts`). */
import type { ResourceTypeDef } from '../content/model.js';

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';
const JSON_MEDIA_TYPE = 'application/json';
export const TEXT_MEDIA_TYPE = 'text/plain';

/** Entity types whose resources the site may write through JSON:API. */
export function isWritable(def: ResourceTypeDef): boolean {
  return def.entityType === 'node' || def.entityType === 'user';
}

/** Only nodes are created or deleted through JSON:API; accounts are only updated (own profile). */
export function isCreatable(def: ResourceTypeDef): boolean {
  return def.entityType === 'node';
}

export const schemaRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
export const parameterRef = (name: string): JsonObject => ({ $ref: `#/components/parameters/${name}` });
export const responseRef = (name: string): JsonObject => ({ $ref: `#/components/responses/${name}` });

const NULL_SCHEMA: JsonObject = { type: 'null' };

/** The schema, or null. Plain typed schemas get `type: [t, 'null']`; others a `oneOf` with null. */
export function nullable(schema: JsonObject): JsonObject {
  const { type } = schema;
  if (typeof type === 'string' && !('$ref' in schema)) {
    const result: JsonObject = { ...schema, type: [type, 'null'] };
    const values = schema['enum'];
    if (Array.isArray(values)) result['enum'] = [...values, null];
    return result;
  }
  return { oneOf: [schema, { ...NULL_SCHEMA }] };
}

/** The operation id part of a resource type: `node--offre_emploi` → `NodeOffreEmploi`, `user--user` → `User`. */
export function operationName(def: ResourceTypeDef): string {
  const pascal = (value: string): string =>
    value
      .split('_')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('');
  return def.bundle === def.entityType ? pascal(def.entityType) : pascal(def.entityType) + pascal(def.bundle);
}

export function jsonapiContent(schema: JsonObject): JsonObject {
  return { [JSONAPI_MEDIA_TYPE]: { schema } };
}

export function jsonContent(schema: JsonObject): JsonObject {
  return { [JSON_MEDIA_TYPE]: { schema } };
}

export function uniqueInOrder<T extends string>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
