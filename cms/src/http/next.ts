import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../auth/account.js';
import { jsonResponse } from './respond.js';

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A path on the site itself: `/article/x`, never `//host/x` nor `https://host/x`. */
function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && value.length <= 2048;
}

/**
 * Drupal's `next` module: `POST /next/draft-url` validates a preview link before the site turns
 * draft mode on (next-drupal's `validateDraftUrl` posts the link's query as JSON). The link
 * carries the shared preview secret; what the preview then shows is decided per request by the
 * visitor's own session, as everywhere else. Without a configured secret the route does not exist.
 */
export function nextRoutes(draftSecret: string | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!draftSecret) return app;

  app.post('/next/draft-url', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return jsonResponse({ message: 'The request body must be a JSON object.' }, 400);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return jsonResponse({ message: 'The request body must be a JSON object.' }, 400);
    }
    const query = body as Record<string, unknown>;
    if (!sameSecret(query['secret'], draftSecret)) return jsonResponse({ message: 'Invalid preview secret.' }, 401);
    const path = query['path'] ?? query['slug'];
    if (!isLocalPath(path)) return jsonResponse({ message: 'Invalid path.' }, 400);
    const version = query['resourceVersion'];
    if (version !== undefined && (typeof version !== 'string' || !/^(rel:(latest-version|working-copy)|id:\d{1,10})$/.test(version))) {
      return jsonResponse({ message: 'Invalid resource version.' }, 400);
    }
    return jsonResponse({ path, ...(typeof version === 'string' ? { resourceVersion: version } : {}) });
  });

  return app;
}
