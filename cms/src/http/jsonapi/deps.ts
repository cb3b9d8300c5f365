/** What the JSON:API route modules share: the database, the files, the count cache and the listener. */
import type { Context } from 'hono';
import type { AppEnv } from '../../auth/account.js';
import { csrfRequestHeaderCheck } from '../../auth/middleware.js';
import type { ResourceTypeDef } from '../../content/model.js';
import type { Db } from '../../db/database.js';
import type { EntityRow } from '../../db/schema.js';
import { JsonApiHttpError } from '../../jsonapi/errors.js';
import { buildContext, CountCache, loadIncluded } from '../../jsonapi/load.js';
import type { RequestQuery } from '../../jsonapi/query.js';
import { serializeResource } from '../../jsonapi/serialize.js';
import { requestOrigin } from '../respond.js';

/** Called after every committed change, e.g. to revalidate the site's cached pages. */
export type ChangeListener = (change: { op: 'create' | 'update' | 'delete'; def: ResourceTypeDef; row: EntityRow }) => void;

export interface JsonApiDeps {
  db: Db;
  /** Directory of public files (`public://`). */
  filesDir: string;
  onChange?: ChangeListener;
}

export interface RouteDeps {
  db: Db;
  /** Directory of public files (`public://`). */
  filesDir: string;
  /** Collection counts, per resource type, visibility and filter. */
  counts: CountCache;
  /** Drops the cached counts, then calls the listener given to `jsonapiRoutes`. */
  onChange: ChangeListener;
  /**
   * The access checks of a write route, as Drupal's `AccessManager` combines them: a refused
   * CSRF token is forbidden and wins over the entity access check, whose refusal is neutral.
   */
  checkWriteAccess(c: Context<AppEnv>, refusal: JsonApiHttpError | undefined): Promise<void>;
}

export function routeDeps(deps: JsonApiDeps): RouteDeps {
  // Counts are checked against the database's write generation (see CountCache); a committed
  // write through this server also drops them at once, as they can no longer be served.
  const counts = new CountCache();
  const notify = deps.onChange;
  // `CsrfRequestHeaderAccessCheck` (`_csrf_request_header_token`), run with the route's other
  // access checks once routing, content type and parameter conversion have passed.
  const csrf = csrfRequestHeaderCheck(deps.db, (_c, status, message) => {
    throw new JsonApiHttpError(status, message);
  });
  return {
    db: deps.db,
    filesDir: deps.filesDir,
    counts,
    onChange: (change) => {
      counts.clear();
      notify?.(change);
    },
    checkWriteAccess: async (c, refusal) => {
      await csrf(c, async () => {});
      if (refusal) throw refusal;
    },
  };
}

/** What serialisation needs of the request: origin, account and sparse fieldsets. */
export const baseContext = (c: Context<AppEnv>, query?: RequestQuery) => ({
  origin: requestOrigin(c),
  account: c.get('account'),
  fieldsets: query?.fieldsets ?? new Map<string, Set<string>>(),
});

/** The resource objects of `rows` and the resources their `include` asks for. */
export async function document(db: Db, c: Context<AppEnv>, def: ResourceTypeDef, rows: EntityRow[], query: RequestQuery) {
  const base = baseContext(c, query);
  const items = rows.map((row) => ({ def, row }));
  const [ctx, included] = await Promise.all([buildContext(db, items, base), loadIncluded(db, items, query.include, base)]);
  return { data: rows.map((row) => serializeResource(def, row, ctx)), included };
}
