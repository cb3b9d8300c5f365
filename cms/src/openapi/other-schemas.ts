/** The components of the other endpoints the site calls: current user, path resolution, login, webforms. */
import type { JsonObject } from './builders.js';

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

/** The row of `/api/users` and Drupal's JSON error body. */
function currentUserSchemas(): Record<string, JsonObject> {
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
  };
}

/** Decoupled Router's answers to `/router/translate-path`. */
function decoupledRouterSchemas(): Record<string, JsonObject> {
  const message = { type: 'string' };
  return {
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
  };
}

/** Core REST's cookie login. */
function loginSchemas(): Record<string, JsonObject> {
  return {
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
  };
}

/** Webform REST's submission and its answers. */
function webformSchemas(): Record<string, JsonObject> {
  const message = { type: 'string' };
  return {
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

export function otherSchemas(): Record<string, JsonObject> {
  return { ...currentUserSchemas(), ...decoupledRouterSchemas(), ...loginSchemas(), ...webformSchemas() };
}
