import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../auth/account.js';
import { resourceType } from '../content/model.js';
import { typeName } from '../content/store.js';
import type { Db } from '../db/database.js';
import { entity } from '../db/schema.js';
import { canView } from '../jsonapi/access.js';
import { isUnsafeText } from './clean.js';
import { jsonResponse, requestOrigin } from './respond.js';

/** Decoupled Router: `GET /router/translate-path?path=…` (contract §3). */
export function routerRoutes(db: Db): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/router/translate-path', async (c) => {
    const origin = requestOrigin(c);
    const raw = c.req.query('path') ?? '';
    const notFound = (path: string) =>
      jsonResponse({ message: `Unable to resolve path ${path}.`, details: 'None of the available methods were able to find a match for this path.' }, 404);
    if (!raw) return notFound(raw);
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      return notFound(raw);
    }
    if (url.origin !== origin && /^[a-z][a-z0-9+.-]*:/i.test(raw)) {
      return jsonResponse({ resolved: raw, isExternal: true, isHomePath: false });
    }
    let path: string;
    try {
      path = decodeURIComponent(url.pathname).replace(/\/+$/, '') || '/';
    } catch {
      return notFound(raw);
    }
    if (isUnsafeText(path)) return notFound(raw);
    if (path === '/') {
      return jsonResponse({ resolved: `${origin}/`, isExternal: false, isHomePath: true, label: 'Accueil' });
    }
    // An alias, or a system path such as /node/12.
    const system = /^\/node\/(\d{1,9})$/.exec(path);
    const [row] = await db
      .select()
      .from(entity)
      .where(system ? and(eq(entity.entityType, 'node'), eq(entity.id, Number(system[1]))) : sql`lower(${entity.pathAlias}) = lower(${path})`)
      .limit(1);
    const def = row ? resourceType(typeName(row)) : undefined;
    if (!row || !def) return notFound(path);
    if (!canView(def, row, c.get('account'))) {
      return jsonResponse(
        { message: 'Access denied for entity.', details: 'This user does not have access to view the resolved entity. Please authenticate and try again.' },
        403,
      );
    }
    // Decoupled Router's answer for an entity (the lab's, member for member): no `isExternal`, and
    // `entity.path` is the path the entity is reached at (its alias, else its system path).
    const entityPath = row.pathAlias ?? `/${def.entityType === 'taxonomy_term' ? 'taxonomy/term' : def.entityType}/${row.id}`;
    const canonical = `${origin}${entityPath}`;
    return jsonResponse({
      resolved: canonical,
      isHomePath: false,
      entity: { canonical, type: def.entityType, bundle: def.bundle, id: String(row.id), uuid: row.uuid, langcode: row.langcode, path: entityPath },
      label: row.label,
      jsonapi: {
        individual: `${origin}/jsonapi/${def.entityType}/${def.bundle}/${row.uuid}`,
        resourceName: def.name,
        pathPrefix: 'jsonapi',
        basePath: '/jsonapi',
        entryPoint: `${origin}/jsonapi`,
      },
      meta: {
        deprecated: {
          'jsonapi.pathPrefix': 'This property has been deprecated and will be removed in the next version of Decoupled Router. Use basePath instead.',
        },
      },
    });
  });

  return app;
}
