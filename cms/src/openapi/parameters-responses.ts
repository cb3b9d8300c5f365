/** The parameters and error responses that the paths of the document refer to. */
import { jsonapiContent, schemaRef, type JsonObject } from './builders.js';

/** `OffsetPage::SIZE_MAX`. */
const PAGE_SIZE_MAX = 50;

export function sharedParameters(): Record<string, JsonObject> {
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

export function sharedResponses(): Record<string, JsonObject> {
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
