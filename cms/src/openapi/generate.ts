/**
 * The OpenAPI 3.1 document served at `GET /openapi/jsonapi`, generated from the content model
 * (`cms/src/content/model.ts`). It is the input of the site's code generator (openapi-typescript,
 * then our own emitters), so it is a pure function of the model: same model, same document, in the
 * same key order, with no timestamps.
 *
 * Schema names per resource type `T` (for example `node--offre_emploi`):
 * `T--attributes`, `T--relationships`, `T--resource`, `T--individual`, `T--collection`, and for
 * writable types `T--create` (nodes) and `T--update`.
 */
import {
  attributesOf,
  RESOURCE_TYPES,
  relationshipsOf,
  type FieldDef,
  type ResourceTypeDef,
} from '../content/model.js';

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export type JsonObject = { [key: string]: JsonValue };

export type OpenApiTag = {
  name: string;
  description: string;
};

/** A type alias (not an interface) so that it is assignable to `JsonObject`. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: OpenApiTag[];
  paths: Record<string, JsonObject>;
  components: {
    schemas: Record<string, JsonObject>;
    parameters: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
  };
};

export interface BuildOpenApiOptions {
  /** The `servers[0].url` of the document; `/` (same origin) by default. */
  serverUrl?: string;
}

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';
const JSON_MEDIA_TYPE = 'application/json';
const TEXT_MEDIA_TYPE = 'text/plain';

/** Drupal serialises `decimal` fields as strings (`"12.50"`). */
export const DECIMAL_PATTERN = '^-?\\d+(\\.\\d+)?$';

/** `OffsetPage::SIZE_MAX`. */
const PAGE_SIZE_MAX = 50;

/** Entity types whose resources the site may write through JSON:API. */
function isWritable(def: ResourceTypeDef): boolean {
  return def.entityType === 'node' || def.entityType === 'user';
}

/** Only nodes are created or deleted through JSON:API; accounts are only updated (own profile). */
function isCreatable(def: ResourceTypeDef): boolean {
  return def.entityType === 'node';
}

// ---------------------------------------------------------------------------------------------
// Small builders

const schemaRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
const parameterRef = (name: string): JsonObject => ({ $ref: `#/components/parameters/${name}` });
const responseRef = (name: string): JsonObject => ({ $ref: `#/components/responses/${name}` });

const NULL_SCHEMA: JsonObject = { type: 'null' };

/** The schema, or null. Plain typed schemas get `type: [t, 'null']`; others a `oneOf` with null. */
function nullable(schema: JsonObject): JsonObject {
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

function jsonapiContent(schema: JsonObject): JsonObject {
  return { [JSONAPI_MEDIA_TYPE]: { schema } };
}

function jsonContent(schema: JsonObject): JsonObject {
  return { [JSON_MEDIA_TYPE]: { schema } };
}

function uniqueInOrder<T extends string>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

// ---------------------------------------------------------------------------------------------
// Fields

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

function attributesSchema(def: ResourceTypeDef, mode: 'read' | 'create' | 'update'): JsonObject {
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

function relationshipsSchema(def: ResourceTypeDef, mode: 'read' | 'create' | 'update'): JsonObject {
  return membersSchema(relationshipsOf(def), mode, relationshipSchema);
}

/** The create (POST) or update (PATCH) request document of a writable type. */
function writeDocumentSchema(def: ResourceTypeDef, mode: 'create' | 'update'): JsonObject {
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

// ---------------------------------------------------------------------------------------------
// Shared components

function sharedSchemas(): Record<string, JsonObject> {
  const link = schemaRef('Link');
  return {
    JsonApiObject: {
      description: 'The `jsonapi` member: the JSON:API version the server implements.',
      type: 'object',
      required: ['version'],
      properties: {
        version: { type: 'string', examples: ['1.0'] },
        meta: {
          type: 'object',
          properties: { links: { type: 'object', properties: { self: link } } },
        },
      },
    },
    Link: {
      type: 'object',
      required: ['href'],
      properties: { href: { type: 'string', format: 'uri' }, meta: { type: 'object' } },
    },
    ResourceLinks: {
      description: 'Links of a resource object: `self` (with `?resourceVersion=id:N` for revisionable types), sometimes `working-copy`.',
      type: 'object',
      required: ['self'],
      properties: { self: link },
      additionalProperties: link,
    },
    RelationshipLinks: {
      description: 'Links of a relationship; links the user cannot reach are left out.',
      type: 'object',
      properties: { related: link, self: link },
    },
    DocumentLinks: {
      type: 'object',
      required: ['self'],
      properties: { self: link },
    },
    CollectionLinks: {
      description: '`next` only when there is a next page; `prev` and `first` when the offset is positive; `last` when a count is known.',
      type: 'object',
      required: ['self'],
      properties: { self: link, next: link, prev: link, first: link, last: link },
    },
    Omitted: {
      description: 'Resources left out because the current user may not view them.',
      type: 'object',
      required: ['detail', 'links'],
      properties: {
        detail: { type: 'string' },
        links: { type: 'object', additionalProperties: link },
      },
    },
    IndividualMeta: {
      type: 'object',
      properties: { omitted: schemaRef('Omitted') },
    },
    CollectionMeta: {
      type: 'object',
      properties: {
        count: {
          type: 'integer',
          minimum: 0,
          description: 'Total number of matching resources (JSON:API Extras "include count"; absent on a core Drupal).',
        },
        omitted: schemaRef('Omitted'),
      },
    },
    ResourceIdentifierId: {
      description:
        'The target UUID; `missing` for a dangling reference and `virtual` for the root parent of a taxonomy term.',
      anyOf: [
        { type: 'string', format: 'uuid' },
        { type: 'string', enum: ['missing', 'virtual'] },
      ],
    },
    ResourceIdentifierMeta: {
      type: 'object',
      properties: {
        drupal_internal__target_id: {
          description: 'The target entity id (a string for config entities such as node types).',
          type: ['integer', 'string'],
        },
      },
    },
    ImageIdentifierMeta: {
      type: 'object',
      required: ['alt', 'title', 'width', 'height', 'drupal_internal__target_id'],
      properties: {
        alt: { type: ['string', 'null'] },
        title: { type: ['string', 'null'] },
        width: { type: ['integer', 'null'] },
        height: { type: ['integer', 'null'] },
        drupal_internal__target_id: { type: 'integer' },
      },
    },
    ImageIdentifierMetaInput: {
      type: 'object',
      properties: {
        alt: { type: ['string', 'null'] },
        title: { type: ['string', 'null'] },
        width: { type: ['integer', 'null'] },
        height: { type: ['integer', 'null'] },
      },
    },
    TextLong: {
      description: 'Formatted long text; `processed` is the sanitised HTML to render.',
      type: 'object',
      required: ['value'],
      properties: {
        value: { type: 'string' },
        format: { type: ['string', 'null'] },
        processed: { type: 'string', readOnly: true },
      },
    },
    TextWithSummary: {
      description: 'Formatted long text with a summary; `processed` is the sanitised HTML to render.',
      type: 'object',
      required: ['value'],
      properties: {
        value: { type: 'string' },
        format: { type: ['string', 'null'] },
        processed: { type: 'string', readOnly: true },
        summary: { type: ['string', 'null'], description: 'Null when the text was written without a summary, as Drupal.' },
      },
    },
    LinkItem: {
      description: 'A `link` field value: `uri` is `internal:/…`, `entity:node/1` or an absolute URL.',
      type: 'object',
      required: ['uri'],
      properties: {
        uri: { type: 'string', format: 'uri-reference' },
        title: { type: ['string', 'null'] },
        options: {
          description: 'Link options: a map, or `[]` when there are none (Drupal serializes an empty PHP array).',
          oneOf: [{ type: 'object' }, { type: 'array', maxItems: 0 }],
        },
      },
    },
    PathAlias: {
      description: 'The URL alias of an entity.',
      type: 'object',
      properties: {
        alias: { type: ['string', 'null'] },
        pid: { type: ['integer', 'null'], readOnly: true },
        langcode: { type: 'string' },
      },
    },
    FileUri: {
      description: '`value` is the stream wrapper URI (`public://…`), `url` the root-relative path to download it.',
      type: 'object',
      required: ['value', 'url'],
      properties: { value: { type: 'string' }, url: { type: 'string' } },
    },
    ErrorObject: {
      type: 'object',
      required: ['title', 'status', 'detail'],
      properties: {
        title: { type: 'string', description: 'Reason phrase of the status code.' },
        status: { type: 'string', pattern: '^[1-5]\\d\\d$', description: 'The HTTP status code, as a string.' },
        detail: { type: 'string' },
        code: { type: 'string' },
        links: {
          type: 'object',
          properties: { via: link, info: link },
          additionalProperties: link,
        },
        source: {
          type: 'object',
          properties: { pointer: { type: 'string' }, parameter: { type: 'string' } },
        },
        meta: { type: 'object' },
      },
    },
    ErrorDocument: {
      type: 'object',
      required: ['jsonapi', 'errors'],
      properties: {
        jsonapi: schemaRef('JsonApiObject'),
        errors: { type: 'array', minItems: 1, items: schemaRef('ErrorObject') },
      },
    },
    JsonApiIndex: {
      description: 'The JSON:API entry point: a link per resource type, keys sorted.',
      type: 'object',
      required: ['jsonapi', 'data', 'links'],
      properties: {
        jsonapi: schemaRef('JsonApiObject'),
        data: { type: 'array', maxItems: 0 },
        links: {
          type: 'object',
          required: ['self'],
          properties: { self: link },
          additionalProperties: link,
        },
        meta: {
          type: 'object',
          description: '`links.me` is present for authenticated users only.',
          properties: {
            links: {
              type: 'object',
              properties: {
                me: {
                  type: 'object',
                  required: ['href', 'meta'],
                  properties: {
                    href: { type: 'string', format: 'uri' },
                    meta: {
                      type: 'object',
                      required: ['id'],
                      properties: { id: { type: 'string', format: 'uuid' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    AnyResource: {
      description: 'Any resource object the server serves (members of `included`).',
      oneOf: RESOURCE_TYPES.map((def) => schemaRef(`${def.name}--resource`)),
    },
  };
}

const CURRENT_USER_FIELDS: readonly (readonly [string, string])[] = [
  ['uid', 'The user ID.'],
  ['uuid', 'The user UUID (the id of its `user--user` resource).'],
  ['name', 'The user name.'],
  ['mail', 'The e-mail address.'],
  ['field_prenom', 'First name (Prénom).'],
  ['field_nom', 'Last name (Nom).'],
  ['field_telephone', 'Telephone number (Téléphone).'],
  ['field_organisation', 'Organisation.'],
  ['roles', 'Role machine names, comma-separated, e.g. `authenticated, editor`.'],
];

function otherSchemas(): Record<string, JsonObject> {
  const message = { type: 'string' };
  const currentUserProperties: JsonObject = {};
  for (const [name, description] of CURRENT_USER_FIELDS) currentUserProperties[name] = { type: 'string', description };
  return {
    CurrentUserRow: {
      description:
        'One row of the `/api/users` Views REST export: every field rendered as a string, empty when the field is empty.',
      type: 'object',
      required: CURRENT_USER_FIELDS.map(([name]) => name),
      properties: currentUserProperties,
    },
    JsonMessage: {
      description: 'Drupal’s JSON error body (`ExceptionJsonSubscriber`).',
      type: 'object',
      required: ['message'],
      properties: { message },
    },
    DecoupledRouterTranslation: {
      type: 'object',
      required: ['resolved', 'isHomePath'],
      properties: {
        resolved: { type: 'string', format: 'uri-reference' },
        isExternal: { type: 'boolean', description: 'Only on an external URL; Drupal leaves it out for an entity.' },
        isHomePath: { type: 'boolean' },
        entity: {
          type: 'object',
          required: ['canonical', 'type', 'bundle', 'id', 'uuid', 'langcode'],
          properties: {
            canonical: { type: 'string', format: 'uri-reference' },
            type: { type: 'string' },
            bundle: { type: 'string' },
            id: { type: 'string' },
            uuid: { type: 'string', format: 'uuid' },
            langcode: { type: 'string' },
            path: { type: 'string', description: 'The path the entity is reached at: its alias, else its system path.' },
          },
        },
        label: { type: 'string' },
        jsonapi: {
          type: 'object',
          required: ['individual', 'resourceName', 'pathPrefix', 'basePath', 'entryPoint'],
          properties: {
            individual: { type: 'string', format: 'uri-reference' },
            resourceName: { type: 'string', description: 'The resource type, e.g. `node--article`.' },
            pathPrefix: { type: 'string', deprecated: true },
            basePath: { type: 'string' },
            entryPoint: { type: 'string', format: 'uri-reference' },
          },
        },
        meta: {
          type: 'object',
          properties: { deprecated: { type: 'object', additionalProperties: { type: 'string' } } },
        },
        redirect: {
          type: 'array',
          items: {
            type: 'object',
            required: ['from', 'to', 'status'],
            properties: { from: { type: 'string' }, to: { type: 'string' }, status: { type: 'string' } },
          },
        },
      },
    },
    DecoupledRouterError: {
      type: 'object',
      required: ['message', 'details'],
      properties: { message, details: { type: 'string' } },
    },
    LoginRequest: {
      type: 'object',
      required: ['name', 'pass'],
      properties: { name: { type: 'string' }, pass: { type: 'string', format: 'password' } },
    },
    LoginResponse: {
      type: 'object',
      required: ['current_user', 'csrf_token', 'logout_token'],
      properties: {
        current_user: {
          type: 'object',
          required: ['uid', 'name'],
          properties: {
            uid: { type: 'string' },
            name: { type: 'string' },
            roles: {
              type: 'array',
              items: { type: 'string' },
              description: 'Only for users who may administer users.',
            },
          },
        },
        csrf_token: { type: 'string' },
        logout_token: { type: 'string' },
      },
    },
    WebformSubmission: {
      description: 'The webform id and the values of its elements, flat.',
      type: 'object',
      required: ['webform_id'],
      properties: { webform_id: { type: 'string' } },
      additionalProperties: { type: 'string' },
    },
    WebformSubmitResponse: {
      type: 'object',
      required: ['sid'],
      properties: { sid: { type: 'string', description: 'The submission id.' } },
    },
    WebformError: {
      type: 'object',
      required: ['message'],
      properties: {
        message,
        error: {
          type: 'object',
          description: 'Validation messages by element name.',
          additionalProperties: { type: 'string' },
        },
      },
    },
  };
}

function sharedParameters(): Record<string, JsonObject> {
  return {
    filter: {
      name: 'filter',
      in: 'query',
      description:
        'Drupal JSON:API filters, e.g. `filter[status]=1`, `filter[a][condition][path]=title&filter[a][condition][operator]=CONTAINS&filter[a][condition][value]=x`.',
      style: 'deepObject',
      explode: true,
      schema: { type: 'object', additionalProperties: true },
    },
    sort: {
      name: 'sort',
      in: 'query',
      description: 'Comma-separated field paths, `-` for descending, e.g. `-created,title`.',
      schema: { type: 'string' },
    },
    include: {
      name: 'include',
      in: 'query',
      description: 'Comma-separated relationship paths to include, e.g. `uid,field_tags`.',
      schema: { type: 'string' },
    },
    pageOffset: {
      name: 'page[offset]',
      in: 'query',
      schema: { type: 'integer', minimum: 0, default: 0 },
    },
    pageLimit: {
      name: 'page[limit]',
      in: 'query',
      description: `Page size; larger values are cut to ${PAGE_SIZE_MAX}.`,
      schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_MAX },
    },
    resourceVersion: {
      name: 'resourceVersion',
      in: 'query',
      description: 'A revision: `rel:latest-version`, `rel:working-copy` or `id:{revision id}`.',
      schema: { type: 'string', pattern: '^(rel:(latest-version|working-copy)|id:\\d+)$' },
    },
    id: {
      name: 'id',
      in: 'path',
      required: true,
      description: 'The resource UUID.',
      schema: { type: 'string', format: 'uuid' },
    },
    csrfToken: {
      name: 'X-CSRF-Token',
      in: 'header',
      description: 'From `/session/token`; required for unsafe methods when authenticated with a session cookie.',
      schema: { type: 'string' },
    },
    formatJson: {
      name: '_format',
      in: 'query',
      required: true,
      schema: { type: 'string', enum: ['json'] },
    },
  };
}

function sharedResponses(): Record<string, JsonObject> {
  const error = (description: string): JsonObject => ({
    description,
    content: jsonapiContent(schemaRef('ErrorDocument')),
  });
  return {
    BadRequest: error('Bad request: an invalid query parameter or request document.'),
    Forbidden: error('Forbidden: the current user may not perform the operation (or a CSRF token is missing).'),
    NotFound: error('Not found: no resource has this id.'),
    MethodNotAllowed: error('Method not allowed: JSON:API is configured to accept only read operations.'),
    Conflict: error('Conflict: the entity already exists.'),
    UnsupportedMediaType: error('Unsupported media type: the request `Content-Type` must be `application/vnd.api+json`.'),
    UnprocessableEntity: error('Unprocessable entity: the entity does not validate; one error per violation.'),
  };
}

// ---------------------------------------------------------------------------------------------
// Per resource type

function fieldsParameterName(type: string): string {
  return `fields--${type}`;
}

/** Sparse fieldset parameters of the type and of the served types its relationships point to. */
function fieldsTypes(def: ResourceTypeDef): string[] {
  const served = new Set(RESOURCE_TYPES.map((type) => type.name));
  const targets = relationshipsOf(def).flatMap((field) => field.targets ?? []);
  return uniqueInOrder([def.name, ...targets]).filter((type) => served.has(type));
}

function resourceSchemas(def: ResourceTypeDef): Record<string, JsonObject> {
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

function resourcePaths(def: ResourceTypeDef): Record<string, JsonObject> {
  const T = def.name;
  const name = operationName(def);
  const tags = [def.entityType];
  const base = `/jsonapi/${def.entityType}/${def.bundle}`;
  const readParameters = [parameterRef('include'), ...fieldsTypes(def).map((type) => parameterRef(fieldsParameterName(type)))];
  const ok = (description: string, schema: string): JsonObject => ({
    description,
    content: jsonapiContent(schemaRef(schema)),
  });

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
        ...readParameters,
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

  const individual: JsonObject = {
    parameters: [parameterRef('id')],
    get: {
      tags,
      operationId: `get${name}`,
      summary: `Get a ${T} resource`,
      parameters: [parameterRef('resourceVersion'), ...readParameters],
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
  return { [base]: collection, [`${base}/{id}`]: individual };
}

// ---------------------------------------------------------------------------------------------
// Other endpoints the site calls

function otherPaths(): Record<string, JsonObject> {
  const json = (description: string, schema: string): JsonObject => ({
    description,
    content: jsonContent(schemaRef(schema)),
  });
  const text = (description: string, schema: JsonObject): JsonObject => ({
    description,
    content: { [TEXT_MEDIA_TYPE]: { schema } },
  });
  return {
    '/api/users': {
      get: {
        tags: ['current_user'],
        operationId: 'getCurrentUser',
        summary: 'The current user (Views REST export); an empty array for anonymous users',
        parameters: [{ name: '_format', in: 'query', schema: { type: 'string', enum: ['json'] } }],
        responses: {
          '200': {
            description: 'Zero or one row.',
            content: jsonContent({ type: 'array', maxItems: 1, items: schemaRef('CurrentUserRow') }),
          },
        },
      },
    },
    '/router/translate-path': {
      get: {
        tags: ['decoupled_router'],
        operationId: 'translatePath',
        summary: 'Resolve a path alias to its entity and JSON:API resource (Decoupled Router)',
        parameters: [
          { name: 'path', in: 'query', required: true, schema: { type: 'string' }, description: 'The path, e.g. `/article/hello`.' },
          { name: '_format', in: 'query', schema: { type: 'string', enum: ['json'] } },
        ],
        responses: {
          '200': json('The resolved path.', 'DecoupledRouterTranslation'),
          '403': json('The user may not view the resolved entity.', 'DecoupledRouterError'),
          '404': json('No match for the path.', 'DecoupledRouterError'),
        },
      },
    },
    '/user/login': {
      post: {
        tags: ['user_authentication'],
        operationId: 'login',
        summary: 'Log in with a user name and password (session cookie)',
        parameters: [parameterRef('formatJson')],
        requestBody: { required: true, content: jsonContent(schemaRef('LoginRequest')) },
        responses: {
          '200': json('Logged in; the response sets the session cookie.', 'LoginResponse'),
          '400': json('Missing or wrong credentials, or a blocked account.', 'JsonMessage'),
          '403': json('Already logged in, or blocked by flood control.', 'JsonMessage'),
        },
      },
    },
    '/user/logout': {
      post: {
        tags: ['user_authentication'],
        operationId: 'logout',
        summary: 'Log out',
        parameters: [
          parameterRef('formatJson'),
          { name: 'token', in: 'query', required: true, schema: { type: 'string' }, description: 'The `logout_token` of the login response.' },
        ],
        responses: {
          '204': { description: 'Logged out.' },
          '403': json('Missing or invalid token.', 'JsonMessage'),
        },
      },
    },
    '/user/login_status': {
      get: {
        tags: ['user_authentication'],
        operationId: 'getLoginStatus',
        summary: 'Whether the request is authenticated',
        parameters: [parameterRef('formatJson')],
        responses: {
          '200': text('`1` when logged in, `0` otherwise.', { type: 'string', enum: ['0', '1'] }),
        },
      },
    },
    '/session/token': {
      get: {
        tags: ['user_authentication'],
        operationId: 'getSessionToken',
        summary: 'The CSRF token to send as `X-CSRF-Token` on unsafe requests',
        responses: {
          '200': text('The token.', { type: 'string' }),
        },
      },
    },
    '/webform_rest/submit': {
      post: {
        tags: ['webform_rest'],
        operationId: 'submitWebform',
        summary: 'Submit a webform (Webform REST)',
        parameters: [parameterRef('csrfToken')],
        requestBody: { required: true, content: jsonContent(schemaRef('WebformSubmission')) },
        responses: {
          '200': json('The submission was saved.', 'WebformSubmitResponse'),
          '400': json('Missing or invalid `webform_id`, or validation errors.', 'WebformError'),
          '403': json('The webform is closed.', 'JsonMessage'),
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------

const ENTITY_TYPE_DESCRIPTIONS: Record<ResourceTypeDef['entityType'], string> = {
  node: 'Content (JSON:API).',
  taxonomy_term: 'Taxonomy terms (JSON:API).',
  user: 'User accounts (JSON:API).',
  file: 'Files (JSON:API).',
};

function buildTags(): OpenApiTag[] {
  const entityTypes = uniqueInOrder(RESOURCE_TYPES.map((def) => def.entityType));
  return [
    { name: 'jsonapi', description: 'The JSON:API entry point.' },
    ...entityTypes.map((name) => ({ name, description: ENTITY_TYPE_DESCRIPTIONS[name] })),
    { name: 'current_user', description: 'The current user, as a Views REST export.' },
    { name: 'decoupled_router', description: 'Path alias resolution (Decoupled Router module).' },
    { name: 'user_authentication', description: 'Core cookie authentication.' },
    { name: 'webform_rest', description: 'Form submissions (Webform REST module).' },
  ];
}

/** The OpenAPI 3.1 document of the cms, generated from the content model. */
export function buildOpenApiDocument(options: BuildOpenApiOptions = {}): OpenApiDocument {
  const schemas: Record<string, JsonObject> = { ...sharedSchemas() };
  const parameters: Record<string, JsonObject> = { ...sharedParameters() };
  const paths: Record<string, JsonObject> = {
    '/jsonapi': {
      get: {
        tags: ['jsonapi'],
        operationId: 'getJsonApiIndex',
        summary: 'The JSON:API entry point',
        responses: {
          '200': { description: 'Links to every resource type.', content: jsonapiContent(schemaRef('JsonApiIndex')) },
        },
      },
    },
  };
  for (const def of RESOURCE_TYPES) {
    Object.assign(schemas, resourceSchemas(def));
    parameters[fieldsParameterName(def.name)] = {
      name: `fields[${def.name}]`,
      in: 'query',
      description: `Sparse fieldset of ${def.name}: comma-separated attribute and relationship names.`,
      schema: { type: 'string' },
    };
    Object.assign(paths, resourcePaths(def));
  }
  Object.assign(schemas, otherSchemas());
  Object.assign(paths, otherPaths());

  return {
    openapi: '3.1.0',
    info: {
      title: 'Campus des Métiers — JSON:API',
      version: '1.0.0',
      description:
        'The Drupal-compatible HTTP API of the embedded cms: JSON:API resources, the current user export, path ' +
        'resolution, cookie authentication and form submissions. Generated from cms/src/content/model.ts; do not edit.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: buildTags(),
    paths,
    components: { schemas, parameters, responses: sharedResponses() },
  };
}
