import { Hono } from 'hono';
import type { AppEnv } from '../auth/account.js';
import { routeDeps, type JsonApiDeps } from './jsonapi/deps.js';
import { readRoutes } from './jsonapi/read.js';
import { relationshipReadRoutes, relationshipWriteRoutes } from './jsonapi/relationships.js';
import { unroutedMethods } from './jsonapi/routing.js';
import { uploadRoutes } from './jsonapi/upload.js';
import { writeRoutes } from './jsonapi/write.js';

export type { ChangeListener, JsonApiDeps } from './jsonapi/deps.js';

/**
 * Drupal's JSON:API routes. Hono tries routes in the order they are added, so keep this order:
 * reads, relationship reads, writes, uploads, relationship writes, then the 405 of any other method.
 * Each write checks as Drupal does: routing (404, 405, 415), the 404 naming the route,
 * `resourceVersion`, the CSRF token before the entity access, then the body.
 */
export function jsonapiRoutes(deps: JsonApiDeps): Hono<AppEnv> {
  const shared = routeDeps(deps);
  const app = new Hono<AppEnv>();
  app.route('/', readRoutes(shared));
  app.route('/', relationshipReadRoutes(shared));
  app.route('/', writeRoutes(shared));
  app.route('/', uploadRoutes(shared));
  app.route('/', relationshipWriteRoutes(shared));
  app.route('/', unroutedMethods());
  return app;
}
