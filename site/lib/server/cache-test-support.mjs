// @ts-check
// What the tests of the site's cache handler share (cache-handler.test.mjs, redis-cache.test.mjs):
// Next's own per-request cache over a handler, as Next's server builds it for every request, and
// the site server's request context (server.mjs) as the handler finds it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

// Next's internals, loosely typed: the tests hand them what Next's server hands them.
const require = createRequire(import.meta.url);
const { IncrementalCache } = /** @type {{ IncrementalCache: new (options: Record<string, unknown>) => any }} */ (require('next/dist/server/lib/incremental-cache/index.js'));
const { nodeFs } = /** @type {{ nodeFs: unknown }} */ (require('next/dist/server/lib/node-fs-methods.js'));

/**
 * Next's per-request cache over `Handler` (Next's own store when undefined).
 * @param {unknown} Handler
 * @param {{ serverDistDir: string, flushToDisk?: boolean, maxMemoryCacheSize?: number }} options
 */
export function incrementalCache(Handler, { serverDistDir, flushToDisk = true, maxMemoryCacheSize }) {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    ...(maxMemoryCacheSize === undefined ? {} : { maxMemoryCacheSize }),
    getPrerenderManifest: () => ({ version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'test' } }),
    CurCacheHandler: Handler,
  });
}

/** A few milliseconds: what Next stamps an entry with is then after what came before. */
export const later = () => new Promise((resolve) => setTimeout(resolve, 3));

/**
 * Puts a request context where site/server.mjs puts its own; `remove` takes it away again.
 * `run(work, startedAt)` runs `work` as a request the server took at `startedAt` (now by default).
 */
export function installRequestContext() {
  const requests = new AsyncLocalStorage();
  const key = Symbol.for('campus.site.requestContext');
  Object.defineProperty(globalThis, key, { value: requests, configurable: true });
  return {
    /** @template T @param {() => Promise<T>} work @param {number} [startedAt] @returns {Promise<T>} */
    run: (work, startedAt = Date.now()) => requests.run({ invalidRoute: false, startedAt }, work),
    remove: () => {
      Reflect.deleteProperty(globalThis, key);
    },
  };
}
