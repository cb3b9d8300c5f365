// @ts-check
// The store of Next's caches (`cacheHandler` in site/next.config.ts): Next's own file-system cache,
// bounded so that a crawler of made-up addresses cannot fill the disk.
//
// Next 15 keeps every render of a page that has a `revalidate`, 404s included: a page that calls
// `notFound()` for an unknown slug (`/article/zzz`) or a page past the last (`/articles?page=9999`,
// served through its cached route, lib/server/list-routes.mjs) is written under
// `.next/server/route-cache/` (HTML, RSC payload, metadata: three files per address). Detail routes
// accept any slug (`dynamicParams`, an empty `generateStaticParams`), so each new address asked was
// three more files, for ever. And each backend read of such a page that answered 200 (a list read at
// offset 99990: an empty page) was one more file in `.next/cache/fetch-cache/`.
//
// 1. Error answers (a page, route handler or Pages page answering 400 or more: `notFound()`) are
//    held in memory, in a small LRU (`maxErrorEntries`, `maxErrorBytes`), never written to disk.
//    They keep the lifetime they would have had on disk (Next applies the page's `revalidate` to
//    what `get` returns), and are dropped when one of their tags is revalidated, as the disk store
//    would then ignore them; so a dead link asked again is still answered from the cache. An error
//    answer for an address the store already holds (a page that was there and went away:
//    unpublished, deleted) is written through, as before: it replaces the page, which must not be
//    served stale any longer. Those are bounded by the site's real pages.
// 2. The backend reads written by this process (`kind: FETCH`) are capped at `maxFetchEntries`
//    files: beyond, the oldest file is deleted (a read not found is fetched again). The site's
//    server deletes that folder at every start (server.mjs), so the count starts from zero.
//
// 3. A render is not stored when one of its tags was revalidated after the request that rendered
//    it began (a page, its 404, or a backend read). Next stamps what it stores with the time it
//    stores it, and treats an entry as fresh when that is after its tags' last revalidation: a
//    page whose render read the backend before an edit and finished after the edit's revalidation
//    call would be served as fresh, with the old content, for its whole lifetime (up to a minute,
//    on the board of offers after an unpublish). Left out, the entry stays stale and the next
//    request renders it again. The request's start comes from site/server.mjs's request context;
//    outside it (no such server) renders are stored as before. With Redis, revalidations made by
//    the other instances count too (`revalidatedSince`, lib/server/redis-cache.mjs).
//
// Everything else (pages answering 200, redirects, tags, the in-memory tier of Next's store) goes
// to the wrapped store unchanged: ISR, on-demand revalidation and the build's prerendered pages
// work exactly as with Next's default. `createCacheHandler` wraps any store with Next's
// `CacheHandler` interface: Next's file-system store, or Redis when REDIS_URL is set
// (./redis-cache.mjs, shared by several instances); `evictFetch` says how to delete a read from it.
import { unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ serverDistDir?: string, flushToDisk?: boolean, [key: string]: unknown }} HandlerContext
 * @typedef {{ kind: string, status?: number, html?: unknown, rscData?: unknown, body?: unknown, headers?: Record<string, unknown>, segmentData?: Map<string, { length: number }> }} CacheValue
 * @typedef {{ lastModified?: number, value: CacheValue | null }} CacheEntry
 * @typedef {{
 *   get(key: string, ctx: Record<string, unknown>): Promise<CacheEntry | null | undefined>,
 *   set(key: string, data: CacheValue | null, ctx: Record<string, unknown>): Promise<void>,
 *   revalidateTag(...args: unknown[]): Promise<void>,
 *   resetRequestCache?(): void,
 * }} CacheStore
 * @typedef {new (ctx: HandlerContext) => CacheStore} CacheStoreClass
 * @typedef {{
 *   maxErrorEntries?: number,
 *   maxErrorBytes?: number,
 *   maxFetchEntries?: number,
 *   evictFetch?: (key: string, ctx: HandlerContext) => Promise<void>,
 *   onForget?: (key: string) => void,
 *   revalidatedSince?: (tags: string[], since: number) => Promise<boolean>,
 * }} BoundOptions
 */

/**
 * The site server's copy of stored pages (lib/server/page-cache.mjs), when this runs in it: it
 * must not outlive a page Next stores again, or a tag revalidated.
 */
function clearServerPageCache() {
  /** @type {{ clear?: () => void } | undefined} */
  const pageCache = Reflect.get(globalThis, Symbol.for('campus.site.pageCache'));
  pageCache?.clear?.();
}

/**
 * The request being answered (site/server.mjs's context): when it began, and the implicit tags of
 * the page each backend read of it was made for (Next gives them to `get`, not to `set`).
 * @typedef {{ startedAt?: unknown, readSoftTags?: Map<string, string[]> }} RenderRequest
 * @returns {(RenderRequest & { startedAt: number }) | undefined}
 */
function renderRequest() {
  /** @type {{ getStore?: () => unknown } | undefined} */
  const storage = Reflect.get(globalThis, Symbol.for('campus.site.requestContext'));
  const request = /** @type {RenderRequest | undefined} */ (storage?.getStore?.());
  return request && typeof request.startedAt === 'number' ? /** @type {RenderRequest & { startedAt: number }} */ (request) : undefined;
}

/** @param {unknown} value @returns {string[]} */
function stringList(value) {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** How long a revalidation is remembered: longer than any render (Next gives up on a page long before). */
const REVALIDATION_MEMORY_MS = 10 * 60 * 1000;

/** Next's limit of one backend read in its own store. */
const MAX_FETCH_BYTES = 2 * 1024 * 1024;

/** The kinds of entries that are whole answers (Next's `CachedRouteKind`). */
const ANSWER_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @param {CacheValue | null} value */
export function isErrorAnswer(value) {
  return value !== null && ANSWER_KINDS.has(value.kind) && typeof value.status === 'number' && value.status >= 400;
}

/** @param {unknown} part */
function byteLength(part) {
  if (typeof part === 'string') return Buffer.byteLength(part);
  if (part && typeof part === 'object' && 'byteLength' in part && typeof part.byteLength === 'number') return part.byteLength;
  return 0;
}

/** Approximate size in memory of an answer (its HTML, payload or body, and segments). @param {CacheValue} value */
function answerSize(value) {
  let size = byteLength(value.html) + byteLength(value.rscData) + byteLength(value.body) + 256;
  for (const segment of value.segmentData?.values() ?? []) size += byteLength(segment);
  return size;
}

/** The cache tags an answer was rendered with (Next's `x-next-cache-tags` header). @param {CacheValue} value */
function answerTags(value) {
  const header = value.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

/** The tags of `revalidateTag(tags)` as Next calls it (a tag or a list). @param {unknown[]} args */
function revalidatedTags(args) {
  const [tags] = args;
  if (typeof tags === 'string') return [tags];
  return Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [];
}

/**
 * Deletes a backend read written by Next's file-system cache (the path it writes to).
 * @param {string} key
 * @param {HandlerContext} ctx
 */
export async function evictFileSystemFetch(key, ctx) {
  if (!ctx.serverDistDir || !ctx.flushToDisk) return;
  const root = path.join(ctx.serverDistDir, '..', 'cache', 'fetch-cache');
  const file = path.join(root, key);
  if (!file.startsWith(root + path.sep)) return;
  await unlink(file).catch(() => undefined);
}

/** @type {Map<string, unknown> | null | undefined} */
let cacheControlsMap;
/**
 * Next's process-wide record of the lifetime of every page it stored (`SharedCacheControls`), or
 * null with another version of Next. Looked up once: `get` runs on every request.
 */
function sharedCacheControls() {
  if (cacheControlsMap === undefined) {
    try {
      /** @type {{ SharedCacheControls?: { cacheControls?: Map<string, unknown> } }} */
      const shared = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
      cacheControlsMap = shared.SharedCacheControls?.cacheControls ?? null;
    } catch {
      cacheControlsMap = null;
    }
  }
  return cacheControlsMap;
}

/**
 * That record keeps one entry per address ever rendered and nothing empties it. An error answer
 * this store lets go takes its entry along, so that made-up addresses do not pile up there either.
 * @param {string} key
 */
function forgetCacheControl(key) {
  sharedCacheControls()?.delete(key);
}

/**
 * A page read from a store that several processes share (Redis), rendered by another instance:
 * Next knows a page's lifetime only from its own process's record (above, filled when it stores a
 * render) or the build's prerender manifest, and without it treats the page as fresh for 1 s (then
 * stale: rendered again here) and sends it without a shared lifetime (no `s-maxage`: neither this
 * server's copy, nor nginx, nor browsers keep it). The store keeps the lifetime with the entry
 * (`lifespan.revalidate`); it is given to that record before Next reads it.
 * @param {string} key
 * @param {CacheEntry & { lifespan?: { revalidate?: number | false } | null }} entry
 */
function rememberCacheControl(key, entry) {
  const revalidate = entry.lifespan?.revalidate;
  if (revalidate === undefined || !entry.value || !ANSWER_KINDS.has(entry.value.kind)) return;
  const controls = sharedCacheControls();
  if (controls && !controls.has(key)) controls.set(key, { revalidate, expire: undefined });
}

/**
 * A `cacheHandler` class that stores through `Store` within the bounds above. Next makes one
 * instance per request: what the bounds count lives here, once per process.
 * @param {CacheStoreClass} Store
 * @param {BoundOptions} [options]
 */
export function createCacheHandler(Store, options = {}) {
  const { maxErrorEntries = 500, maxErrorBytes = 8 * 1024 * 1024, maxFetchEntries = 10_000, evictFetch, onForget = forgetCacheControl, revalidatedSince } = options;
  /** Error answers held in memory, least recently used first. @type {Map<string, { entry: CacheEntry & { value: CacheValue }, size: number, tags: string[] }>} */
  const errors = new Map();
  let errorBytes = 0;
  /** Backend reads written by this process, oldest first. @type {Map<string, true>} */
  const fetches = new Map();
  /** When each tag was last revalidated in this process, oldest first. @type {Map<string, number>} */
  const revalidations = new Map();

  /**
   * Whether a tag of this render was revalidated after its request began, here or (a shared store)
   * by another instance: what it holds may be from before that change.
   * @param {string} key @param {CacheValue | null} data @param {Record<string, unknown>} ctx
   */
  const overtaken = async (key, data, ctx) => {
    const request = renderRequest();
    if (!request || !data) return false;
    const tags =
      data.kind === 'FETCH' ? [...stringList(ctx['tags']), ...(request.readSoftTags?.get(key) ?? [])] : ANSWER_KINDS.has(data.kind) ? answerTags(data) : [];
    if (tags.some((tag) => (revalidations.get(tag) ?? -Infinity) >= request.startedAt)) return true;
    return revalidatedSince ? revalidatedSince(tags, request.startedAt) : false;
  };

  /**
   * @param {string} key
   * @param {boolean} forget false when a new answer for the same address is being stored (Next has
   *   just recorded its lifetime)
   */
  const dropError = (key, forget) => {
    const held = errors.get(key);
    if (!held) return;
    errors.delete(key);
    errorBytes -= held.size;
    if (forget) onForget(key);
  };

  return class BoundedCacheHandler {
    /** @param {HandlerContext} ctx */
    constructor(ctx) {
      this.ctx = ctx;
      this.store = new Store(ctx);
    }

    /** @param {string} key @param {Record<string, unknown>} ctx */
    async get(key, ctx) {
      const held = errors.get(key);
      if (held) {
        errors.delete(key);
        errors.set(key, held);
        return held.entry;
      }
      if (ctx['kind'] === 'FETCH') {
        const softTags = stringList(ctx['softTags']);
        const request = softTags.length ? renderRequest() : undefined;
        if (request) (request.readSoftTags ??= new Map()).set(key, softTags);
      }
      const entry = await this.store.get(key, ctx);
      if (entry) rememberCacheControl(key, entry);
      return entry;
    }

    /** @param {string} key @param {CacheValue | null} data @param {Record<string, unknown>} ctx */
    async set(key, data, ctx) {
      // Left stale: the next request renders it again (3. above).
      if (await overtaken(key, data, ctx)) return;
      let replaced = true;
      try {
        replaced = await this.storeAnswer(key, data, ctx);
      } finally {
        // Once the new answer is in: copies taken before are of the old one. A 404 of an address
        // never stored (a crawler's made-up one) replaces nothing the server holds a copy of.
        if (replaced && data && ANSWER_KINDS.has(data.kind)) clearServerPageCache();
      }
    }

    /**
     * @param {string} key @param {CacheValue | null} data @param {Record<string, unknown>} ctx
     * @returns {Promise<boolean>} false when only an error answer was held in memory
     */
    async storeAnswer(key, data, ctx) {
      if (data && isErrorAnswer(data)) {
        // Where the store has an answer (a page that went away), the error replaces it there.
        const { cacheControl: _cacheControl, ...lookup } = ctx;
        if (await this.store.get(key, lookup).catch(() => null)) {
          dropError(key, false);
          await this.store.set(key, data, ctx);
          return true;
        }
        const size = answerSize(data);
        dropError(key, false);
        if (size > maxErrorBytes) {
          onForget(key);
          return false;
        }
        errors.set(key, { entry: { lastModified: Date.now(), value: data }, size, tags: answerTags(data) });
        errorBytes += size;
        for (const oldest of errors.keys()) {
          if (errors.size <= maxErrorEntries && errorBytes <= maxErrorBytes) break;
          dropError(oldest, true);
        }
        return false;
      }
      if (data && ANSWER_KINDS.has(data.kind)) dropError(key, false);
      // Next skips reads over 2 MB with its own store, not with a custom one: kept as it was.
      if (data?.kind === 'FETCH' && ctx['fetchCache'] && !ctx['isImplicitBuildTimeCache']) {
        const size = JSON.stringify(data).length;
        if (size > MAX_FETCH_BYTES) {
          console.warn(`Failed to set Next.js data cache for ${String(ctx['fetchUrl'] || key)}, items over 2MB can not be cached (${size} bytes)`);
          return false;
        }
      }
      // A route answer's lifetime comes in `cacheControl` (Next 15); a store that reads `revalidate`
      // (the Redis one, for its lifespan) gets it there too.
      const cacheControl = /** @type {{ revalidate?: number | false } | undefined} */ (ctx['cacheControl']);
      await this.store.set(key, data, data?.kind === 'APP_ROUTE' && ctx['revalidate'] === undefined && cacheControl ? { ...ctx, revalidate: cacheControl.revalidate } : ctx);
      if (data?.kind === 'FETCH' && evictFetch) {
        fetches.delete(key);
        fetches.set(key, true);
        for (const oldest of fetches.keys()) {
          if (fetches.size <= maxFetchEntries) break;
          fetches.delete(oldest);
          await evictFetch(oldest, this.ctx);
        }
      }
      return true;
    }

    /** @param {unknown[]} args */
    async revalidateTag(...args) {
      const tags = new Set(revalidatedTags(args));
      const now = Date.now();
      for (const tag of tags) {
        revalidations.delete(tag);
        revalidations.set(tag, now);
      }
      for (const [tag, at] of revalidations) {
        if (at > now - REVALIDATION_MEMORY_MS) break;
        revalidations.delete(tag);
      }
      for (const [key, held] of errors) {
        if (held.tags.some((tag) => tags.has(tag))) dropError(key, true);
      }
      try {
        return await this.store.revalidateTag(...args);
      } finally {
        clearServerPageCache();
      }
    }

    resetRequestCache() {
      this.store.resetRequestCache?.();
    }
  };
}

/** @type {CacheStoreClass} Next's own store: pages under .next/server, reads under .next/cache/fetch-cache. */
export const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/**
 * The store: Redis, shared by every instance, when REDIS_URL is set (lib/server/redis-cache.mjs),
 * except while `next build` prerenders (the build's pages go to its own folder, as without Redis);
 * else Next's file-system store. Redis keeps each entry for a set time (EXAT) and drops the least
 * recently used under its `maxmemory`: no backend read needs deleting here.
 * @param {Record<string, string | undefined>} env
 */
export async function storeFor(env) {
  const url = env['REDIS_URL'];
  if (url && env['NEXT_PHASE'] !== 'phase-production-build') {
    const { redisCacheHandler } = await import('./redis-cache.mjs');
    const { Handler, revalidatedSince } = redisCacheHandler({ url });
    return createCacheHandler(/** @type {CacheStoreClass} */ (/** @type {unknown} */ (Handler)), { revalidatedSince });
  }
  return createCacheHandler(FileSystemCache, { evictFetch: evictFileSystemFetch });
}

export default await storeFor(process.env);
