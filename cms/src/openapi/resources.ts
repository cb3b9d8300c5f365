/**
 * The schemas and paths of one resource type: `/jsonapi/{entity type}/{bundle}` (list, create) and
 * `…/{id}` (get, update, delete), with the schema names listed in `generate.ts`.
 */
import { RESOURCE_TYPES, relationshipsOf, type ResourceTypeDef } from '../content/model.js';
import {
  isCreatable,
  isWritable,
  jsonapiContent,
  operationName,
  parameterRef,
  responseRef,
  schemaRef,
  uniqueInOrder,
  type JsonObject,
} from './builders.js';
import { attributesSchema, relationshipsSchema, writeDocumentSchema } from './fields.js';

export function fieldsParameterName(type: string): string {
  return `fields--${type}`;
}

/** The `fields[T]` parameter of a resource type. */
export function fieldsParameter(def: ResourceTypeDef): JsonObject {
  return {
    name: `fields[${def.name}]`,
    in: 'query',
    description: `Sparse fieldset of ${def.name}: comma-separated attribute and relationship names.`,
    schema: { type: 'string' },
  };
}

/** Sparse fieldset parameters of the type and of the served types its relationships point to. */
function fieldsTypes(def: ResourceTypeDef): string[] {
  const served = new Set(RESOURCE_TYPES.map((type) => type.name));
  const targets = relationshipsOf(def).flatMap((field) => field.targets ?? []);
  return uniqueInOrder([def.name, ...targets]).filter((type) => served.has(type));
}

export function resourceSchemas(def: ResourceTypeDef): Record<string, JsonObject> {
  const T = def.name;
  const schemas: Record<string, JsonObject> = {
    [`${T}--attributes`]: { title: `${def.label} (attributes)`, ...attributesSchema(def, 'read') },
    [`${T}--relationships`]: { title: `${def.label} (relationships)`, ...relationshipsSchema(def, 'read') },
    [`${T}--resource`]: {
      title: def.label,
      type: 'object',
      required: ['type', 'id', 'links'],
      properties: {
        type: { type: 'string', const: T },
        id: { type: 'string', format: 'uuid' },
        links: schemaRef('ResourceLinks'),
        attributes: schemaRef(`${T}--attributes`),
        relationships: schemaRef(`${T}--relationships`),
      },
    },
    [`${T}--individual`]: {
      type: 'object',
      required: ['jsonapi', 'data', 'links'],
      properties: {
        jsonapi: schemaRef('JsonApiObject'),
        data: schemaRef(`${T}--resource`),
        included: { type: 'array', items: schemaRef('AnyResource') },
        meta: schemaRef('IndividualMeta'),
        links: schemaRef('DocumentLinks'),
      },
    },
    [`${T}--collection`]: {
      type: 'object',
      required: ['jsonapi', 'data', 'links'],
      properties: {
        jsonapi: schemaRef('JsonApiObject'),
        data: { type: 'array', items: schemaRef(`${T}--resource`) },
        included: { type: 'array', items: schemaRef('AnyResource') },
        meta: schemaRef('CollectionMeta'),
        links: schemaRef('CollectionLinks'),
      },
    },
  };
  if (isCreatable(def)) schemas[`${T}--create`] = writeDocumentSchema(def, 'create');
  if (isWritable(def)) schemas[`${T}--update`] = writeDocumentSchema(def, 'update');
  return schemas;
}

/** `include` and the sparse fieldsets: the parameters of both reads. */
function readParameters(def: ResourceTypeDef): JsonObject[] {
  return [parameterRef('include'), ...fieldsTypes(def).map((type) => parameterRef(fieldsParameterName(type)))];
}

function ok(description: string, schema: string): JsonObject {
  return {
    description,
    content: jsonapiContent(schemaRef(schema)),
  };
}

/** `/jsonapi/{entity type}/{bundle}`: list, and create for nodes. */
function collectionPathItem(def: ResourceTypeDef): JsonObject {
  const T = def.name;
  const name = operationName(def);
  const tags = [def.entityType];
  const collection: JsonObject = {
    get: {
      tags,
      operationId: `get${name}Collection`,
      summary: `List ${T} resources`,
      parameters: [
        parameterRef('filter'),
        parameterRef('sort'),
        parameterRef('pageOffset'),
        parameterRef('pageLimit'),
        ...readParameters(def),
      ],
      responses: {
        '200': ok('A page of resources.', `${T}--collection`),
        '400': responseRef('BadRequest'),
        '403': responseRef('Forbidden'),
      },
    },
  };
  if (isCreatable(def)) {
    collection['post'] = {
      tags,
      operationId: `create${name}`,
      summary: `Create a ${T} resource`,
      parameters: [parameterRef('csrfToken')],
      requestBody: { required: true, content: jsonapiContent(schemaRef(`${T}--create`)) },
      responses: {
        '201': {
          description: 'Created.',
          headers: {
            Location: { description: 'The self link of the new resource.', schema: { type: 'string', format: 'uri' } },
          },
          content: jsonapiContent(schemaRef(`${T}--individual`)),
        },
        '400': responseRef('BadRequest'),
        '403': responseRef('Forbidden'),
        '405': responseRef('MethodNotAllowed'),
        '409': responseRef('Conflict'),
        '415': responseRef('UnsupportedMediaType'),
        '422': responseRef('UnprocessableEntity'),
      },
    };
  }
  return collection;
}

/** `/jsonapi/{entity type}/{bundle}/{id}`: get, update for writable types, delete for nodes. */
function individualPathItem(def: ResourceTypeDef): JsonObject {
  const T = def.name;
  const name = operationName(def);
  const tags = [def.entityType];
  const individual: JsonObject = {
    parameters: [parameterRef('id')],
    get: {
      tags,
      operationId: `get${name}`,
      summary: `Get a ${T} resource`,
      parameters: [parameterRef('resourceVersion'), ...readParameters(def)],
      responses: {
        '200': ok('The resource.', `${T}--individual`),
        '400': responseRef('BadRequest'),
        '403': responseRef('Forbidden'),
        '404': responseRef('NotFound'),
      },
    },
  };
  if (isWritable(def)) {
    individual['patch'] = {
      tags,
      operationId: `update${name}`,
      summary: `Update a ${T} resource`,
      parameters: [parameterRef('csrfToken')],
      requestBody: { required: true, content: jsonapiContent(schemaRef(`${T}--update`)) },
      responses: {
        '200': ok('The updated resource.', `${T}--individual`),
        '400': responseRef('BadRequest'),
        '403': responseRef('Forbidden'),
        '404': responseRef('NotFound'),
        '405': responseRef('MethodNotAllowed'),
        '415': responseRef('UnsupportedMediaType'),
        '422': responseRef('UnprocessableEntity'),
      },
    };
  }
  if (isCreatable(def)) {
    individual['delete'] = {
      tags,
      operationId: `delete${name}`,
      summary: `Delete a ${T} resource`,
      parameters: [parameterRef('csrfToken')],
      responses: {
        '204': { description: 'Deleted.' },
        '403': responseRef('Forbidden'),
        '404': responseRef('NotFound'),
        '405': responseRef('MethodNotAllowed'),
      },
    };
  }
  return individual;
}

export function resourcePaths(def: ResourceTypeDef): Record<string, JsonObject> {
  const base = `/jsonapi/${def.entityType}/${def.bundle}`;
  return { [base]: collectionPathItem(def), [`${base}/{id}`]: individualPathItem(def) };
}
