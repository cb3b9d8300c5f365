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
import { RESOURCE_TYPES, type ResourceTypeDef } from '../content/model.js';
import { jsonapiContent, schemaRef, uniqueInOrder, type JsonObject } from './builders.js';
import { otherPaths } from './other-paths.js';
import { otherSchemas } from './other-schemas.js';
import { sharedParameters, sharedResponses } from './parameters-responses.js';
import { fieldsParameter, fieldsParameterName, resourcePaths, resourceSchemas } from './resources.js';
import { sharedSchemas } from './shared-schemas.js';

export type { JsonObject, JsonValue } from './builders.js';
export { JSONAPI_MEDIA_TYPE, operationName } from './builders.js';
export { DECIMAL_PATTERN } from './fields.js';

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
    parameters[fieldsParameterName(def.name)] = fieldsParameter(def);
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
