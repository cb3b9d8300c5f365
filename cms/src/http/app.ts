import { Hono } from 'hono';
import type { AppEnv } from '../auth/account.js';
import { accountMiddleware } from '../auth/middleware.js';
import { authRoutes } from '../auth/routes.js';
import { oauthRoutes, type OAuthClient } from '../auth/oauth.js';
import type { Db } from '../db/database.js';
import { JsonApiHttpError } from '../jsonapi/errors.js';
import { buildOpenApiDocument } from '../openapi/generate.js';
import { fileRoutes } from './files.js';
import { jsonapiRoutes, type ChangeListener } from './jsonapi.js';
import { nextRoutes } from './next.js';
import { jsonapiError, jsonResponse } from './respond.js';
import { routerRoutes } from './router.js';
import { webformRoutes } from './webform.js';

export interface AppDeps {
  db: Db;
  /** Directory of public files (`CMS_DATA_DIR/files`). */
  filesDir: string;
  onChange?: ChangeListener;
  /** The preview secret shared with the site (Drupal's `next` module); unset: no preview links. */
  draftSecret?: string | undefined;
  /** The site's OAuth client for preview reads (`/oauth/token`); unset: no token is issued. */
  oauthClient?: OAuthClient | undefined;
}

/** The cms's HTTP application: Drupal's routes, one Hono app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const isJsonApi = (url: string) => new URL(url).pathname.startsWith('/jsonapi');

  app.onError((error, c) => {
    if (error instanceof JsonApiHttpError) {
      return isJsonApi(c.req.url) ? jsonapiError(c, error) : jsonResponse({ message: error.detail }, error.status);
    }
    console.error(error);
    const internal = new JsonApiHttpError(500, 'The website encountered an unexpected error. Try again later.');
    return isJsonApi(c.req.url) ? jsonapiError(c, internal) : jsonResponse({ message: internal.detail }, 500);
  });

  app.notFound((c) => {
    const error = new JsonApiHttpError(404, `No route found for "${c.req.method} ${new URL(c.req.url).pathname}"`);
    return isJsonApi(c.req.url) ? jsonapiError(c, error) : jsonResponse({ message: error.detail }, 404);
  });

  app.get('/health', (c) => c.text('ok'));
  app.use('*', accountMiddleware(deps.db));
  app.route('/', oauthRoutes(deps));
  // Routes that declare `_csrf_request_header_token` in Drupal (JSON:API writes, REST resources)
  // check the token in their handlers, where Drupal's access checks run: after routing (404, 405,
  // 415 for a wrong Content-Type) and parameter conversion.

  app.route('/', authRoutes(deps.db));
  app.route('/', jsonapiRoutes(deps));
  app.route('/', routerRoutes(deps.db));
  app.route('/', webformRoutes(deps.db));
  app.route('/', fileRoutes(deps.filesDir));
  app.route('/', nextRoutes(deps.draftSecret));

  app.get('/openapi/jsonapi', (c) => jsonResponse(buildOpenApiDocument({ serverUrl: new URL(c.req.url).origin })));

  return app;
}
