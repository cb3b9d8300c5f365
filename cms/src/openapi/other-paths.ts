/** The paths of the other endpoints the site calls (`other-schemas.ts` has their bodies). */
import { jsonContent, parameterRef, schemaRef, TEXT_MEDIA_TYPE, type JsonObject } from './builders.js';

/** A response whose JSON body is the named schema. */
function json(description: string, schema: string): JsonObject {
  return {
    description,
    content: jsonContent(schemaRef(schema)),
  };
}

/** A `text/plain` response. */
function text(description: string, schema: JsonObject): JsonObject {
  return {
    description,
    content: { [TEXT_MEDIA_TYPE]: { schema } },
  };
}

/** Views' REST export of the current user. */
function currentUserPaths(): Record<string, JsonObject> {
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
  };
}

/** Decoupled Router: path alias resolution. */
function decoupledRouterPaths(): Record<string, JsonObject> {
  return {
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
  };
}

/** Core REST's cookie authentication and the CSRF token. */
function authenticationPaths(): Record<string, JsonObject> {
  return {
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
  };
}

/** Webform REST. */
function webformPaths(): Record<string, JsonObject> {
  return {
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

export function otherPaths(): Record<string, JsonObject> {
  return { ...currentUserPaths(), ...decoupledRouterPaths(), ...authenticationPaths(), ...webformPaths() };
}
