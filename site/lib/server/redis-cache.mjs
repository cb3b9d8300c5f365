// @ts-check
// Next's incremental cache (pages, route answers, backend reads, tags) on Redis, shared by every
// instance of the site, when REDIS_URL is set (docs/deploy.md, "Several instances").
//
// The store is @fortedigital/nextjs-cache-handler (its `redis-strings` handler: one Redis string per
// entry, a hash of each entry's tags, a hash of the times implicit tags were revalidated): a page
// one instance renders is read by the others, and `revalidateTag`/`revalidatePath` on one
// instance deletes the tagged entries for all. Keys are prefixed with the build id, so a new build
// never reads the pages of another.
//
// What this file adds around it, for when Redis goes away:
// - Commands fail at once while the connection is down (no offline queue) and time out after
//   `timeoutMs` otherwise: a request never waits for Redis longer than that.
// - While Redis is down, this instance reads and writes a local in-memory LRU instead (the site
//   keeps serving, rendering what it does not hold). That LRU is written only during the outage
//   and emptied when Redis is back, so it never serves a page another instance has since
//   revalidated through Redis.
// - The tags revalidated on this instance during the outage are replayed on Redis once it is back:
//   an edit published meanwhile does not leave Redis with the old page.
// - Each change of state is logged once: "Redis cache unreachable …", "Redis cache back …".
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings').default} CreateRedisHandler
 * @typedef {ReturnType<CreateRedisHandler>} StoreHandler
 * @typedef {{ url: string, keyPrefix: string, timeoutMs?: number, fallbackItems?: number, fallbackBytes?: number, maxPendingTags?: number, log?: { info: (line: string) => void, warn: (line: string) => void } }} RedisStoreOptions
 */

/** Where Next keeps a page that never says how long it stays fresh (`revalidate: false`). */
const ONE_YEAR = 365 * 24 * 3600;

/**
 * The handlers of the shared store: Redis first, the outage fallback second (the library reads
 * from the first that does not throw, and writes to both).
 * @param {RedisStoreOptions} options
 */
export async function createRedisStore({
  url,
  keyPrefix,
  timeoutMs = 1000,
  fallbackItems = 1000,
  fallbackBytes = 64 * 1024 * 1024,
  maxPendingTags = 10_000,
  log = console,
}) {
  const where = redactedUrl(url);
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs, keyExpirationStrategy: 'EXAT' });

  let fallback = createLruHandler({ maxItemsNumber: fallbackItems, maxItemSizeBytes: fallbackBytes });
  /** Tags revalidated here while Redis was unreachable, to replay; null when there were too many. */
  /** @type {Set<string> | null} */
  let pendingTags = new Set();
  /** @type {'connecting' | 'up' | 'down'} */
  let state = 'connecting';

  const goDown = (/** @type {string} */ reason) => {
    if (state === 'down') return;
    state = 'down';
    log.warn(`Redis cache unreachable at ${where} (${reason}): this instance caches pages in its own memory until it is back`);
  };
  client.on('error', (/** @type {Error} */ error) => goDown(error.message || String(error)));
  client.on('end', () => goDown('connection closed'));
  client.on('ready', () => {
    const wasDown = state === 'down';
    state = 'up';
    // What was stored locally during the outage may be older than Redis's from now on.
    fallback = createLruHandler({ maxItemsNumber: fallbackItems, maxItemSizeBytes: fallbackBytes });
    if (wasDown) log.info(`Redis cache back at ${where}`);
    void replayPending();
  });

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let replayTimer;
  /**
   * Replays on Redis the tags revalidated here while it failed (down, or too slow to answer), and
   * tries again every second until that succeeds: until then Redis may hold pages of before an edit.
   */
  async function replayPending() {
    clearTimeout(replayTimer);
    replayTimer = undefined;
    if (pendingTags?.size === 0) return;
    const tags = pendingTags;
    try {
      if (!client.isReady) throw new Error('not connected');
      if (tags === null) {
        // Too many to remember: every entry of this build may be stale.
        await flushPrefix();
      } else {
        for (const tag of tags) {
          await recordRevalidation(tag, Date.now());
          await redis.revalidateTag(tag);
          tags.delete(tag);
        }
      }
      if (pendingTags === tags) pendingTags = new Set();
      log.info(`Redis cache: ${tags === null ? 'every entry of this build dropped (too many revalidations missed)' : 'the revalidations missed meanwhile replayed'}`);
    } catch {
      replayTimer = setTimeout(() => void replayPending(), 1000);
      replayTimer.unref?.();
    }
  }

  async function flushPrefix() {
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
      if (keys.length) await client.unlink(keys);
    }
  }

  /**
   * When each tag was last revalidated, by any instance (a hash, kept while revalidations go on):
   * an instance does not store a render begun before one of its tags was revalidated elsewhere
   * (lib/server/cache-handler.mjs, `revalidatedSince`). Instances compare their own clocks with it.
   */
  const tagTimesKey = `${keyPrefix}campus:tag-times`;
  /** @template T @param {Promise<T>} command @returns {Promise<T>} */
  const timed = (command) =>
    Promise.race([command, new Promise((_, reject) => setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs).unref?.())]).then(
      (value) => /** @type {T} */ (value),
    );
  /** @param {string} tag @param {number} at */
  const recordRevalidation = (tag, at) => timed(Promise.all([client.hSet(tagTimesKey, tag, String(at)), client.expire(tagTimesKey, 3600)]));

  /** @type {StoreHandler} */
  const shared = {
    name: 'redis',
    get: (key, meta) => redis.get(key, meta),
    set: (key, value, ctx) => redis.set(key, value, ctx),
    async revalidateTag(tag) {
      try {
        await recordRevalidation(tag, Date.now());
        await redis.revalidateTag(tag);
      } catch (error) {
        if (pendingTags) {
          pendingTags.add(tag);
          if (pendingTags.size > maxPendingTags) pendingTags = null;
        }
        if (!replayTimer) {
          replayTimer = setTimeout(() => void replayPending(), 1000);
          replayTimer.unref?.();
        }
        throw error;
      }
    },
    delete: (key) => redis.delete?.(key) ?? Promise.resolve(),
  };
  /** @type {StoreHandler} */
  const local = {
    name: 'local-fallback',
    get: (key, meta) => fallback.get(key, meta),
    // Only during an outage: otherwise Redis holds the page, and this copy could outlive a revalidation made elsewhere.
    set: (key, value, ctx) => (client.isReady ? Promise.resolve() : fallback.set(key, value, ctx)),
    revalidateTag: (tag) => fallback.revalidateTag(tag),
    delete: (key) => fallback.delete?.(key) ?? Promise.resolve(),
  };

  // Started, not awaited past `timeoutMs`: an instance whose Redis is down at start serves from the
  // fallback, and the client keeps reconnecting in the background.
  const connected = client.connect().then(
    () => true,
    (/** @type {Error} */ error) => {
      goDown(error.message);
      return false;
    },
  );
  const ready = await Promise.race([connected, new Promise((resolve) => setTimeout(() => resolve(false), timeoutMs * 2))]);
  if (ready) log.info(`Next's cache is shared on Redis at ${where} (keys ${keyPrefix}*)`);
  else goDown('no answer at start');

  /** @type {[StoreHandler, StoreHandler]} */
  const handlers = [shared, local];
  return {
    handlers,
    /**
     * Whether one of `tags` was revalidated at `since` or later, by any instance. False when Redis
     * does not answer: the instance's own record still counts (lib/server/cache-handler.mjs).
     * @param {string[]} tags @param {number} since
     */
    async revalidatedSince(tags, since) {
      if (tags.length === 0 || !client.isReady) return false;
      try {
        const times = await timed(client.hmGet(tagTimesKey, tags));
        return times.some((time) => time !== null && Number(time) >= since);
      } catch {
        return false;
      }
    },
    /** Tags still to replay on Redis (for tests and logs); null: all of this build's entries will be dropped. */
    pending: () => (pendingTags ? [...pendingTags] : null),
    ttl: {
      defaultStaleAge: ONE_YEAR,
      // A stale page stays readable (Next serves it once while it renders the new one) for twice
      // its lifetime, a day at least; Redis drops it after that (EXAT).
      estimateExpireAge: (/** @type {number} */ staleAge) => Math.max(2 * staleAge, 24 * 3600),
    },
    client,
  };
}

/** The URL without its password, for logs. @param {string} url */
export function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The library's handler class, configured once per process for `url` (its configuration is static:
 * one store per process, as Next makes one handler instance per request), and the shared record of
 * revalidations of that store once it is created.
 * @param {{ url: string, log?: RedisStoreOptions['log'] }} options
 */
export function redisCacheHandler({ url, log }) {
  /** @type {Awaited<ReturnType<typeof createRedisStore>> | undefined} */
  let store;
  CacheHandler.onCreation(async ({ buildId }) => {
    store = await createRedisStore({ url, keyPrefix: `campus:${buildId ?? 'unknown'}:`, log });
    return { handlers: store.handlers, ttl: store.ttl };
  });
  return {
    Handler: CacheHandler,
    /** @param {string[]} tags @param {number} since */
    revalidatedSince: (tags, since) => (store ? store.revalidatedSince(tags, since) : Promise.resolve(false)),
  };
}
