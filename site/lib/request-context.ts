import type { AsyncLocalStorage } from 'node:async_hooks';
import { notFound } from 'next/navigation';

/**
 * The per-request context of the site's server (server.mjs), shared through `globalThis` because
 * the app's bundles load their own copy of every module. Without that server (plain `next start`)
 * there is none: pages still answer 404, with the generic message.
 */
type RequestContext = { invalidRoute: boolean; status?: number };

function requestContext(): RequestContext | undefined {
  const key = Symbol.for('campus.site.requestContext');
  const storage = (globalThis as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>)[key];
  return storage?.getStore();
}

/**
 * A page's validity check failed (`?page=999`, a malformed month): status 404 with the
 * specification's `Page Not Found: {path}`, where an unknown path says `Page not found: {path}`.
 */
export function invalidRoute(): never {
  const context = requestContext();
  if (context) context.invalidRoute = true;
  notFound();
}

/**
 * Answers the page at `path` with `status` rather than 200 (410 for an expired job offer), or
 * back with 200 when `status` is null. The site's server applies it to every answer of that path,
 * cached ones included, until the page says otherwise; App Router has no other way for a page to
 * choose its status. Without that server the page answers 200.
 */
export function setPageStatus(path: string, status: number | null): void {
  const statuses = (globalThis as Record<symbol, Map<string, number> | undefined>)[Symbol.for('campus.site.pageStatus')];
  if (!statuses) return;
  if (status === null) statuses.delete(path);
  else statuses.set(path, status);
}

/**
 * Answers this request with `status` rather than 200 (403 when a signed-in user opens another
 * company's offer): for pages rendered per request only, since a cached page would not carry it.
 */
export function setRequestStatus(status: number): void {
  const context = requestContext();
  if (context) context.status = status;
}
