/** The components every JSON:API document of the cms refers to, whatever its resource type. */
import { RESOURCE_TYPES } from '../content/model.js';
import { schemaRef, type JsonObject } from './builders.js';

/** The `jsonapi` member and the links of documents, resources and relationships. */
function linkSchemas(): Record<string, JsonObject> {
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
  };
}

/** The `meta` members: counts and the resources left out. */
function metaSchemas(): Record<string, JsonObject> {
  const link = schemaRef('Link');
  return {
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
  };
}

/** Resource identifiers of relationships and their `meta`. */
function identifierSchemas(): Record<string, JsonObject> {
  return {
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
  };
}

/** Values of the attributes that are objects (formatted text, links, aliases, file URIs). */
function fieldValueSchemas(): Record<string, JsonObject> {
  return {
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
  };
}

/** The error document of every JSON:API failure. */
function errorSchemas(): Record<string, JsonObject> {
  const link = schemaRef('Link');
  return {
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
  };
}

/** The entry point (`GET /jsonapi`) and the members of `included`. */
function entryPointSchemas(): Record<string, JsonObject> {
  const link = schemaRef('Link');
  return {
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

export function sharedSchemas(): Record<string, JsonObject> {
  return {
    ...linkSchemas(),
    ...metaSchemas(),
    ...identifierSchemas(),
    ...fieldValueSchemas(),
    ...errorSchemas(),
    ...entryPointSchemas(),
  };
}
