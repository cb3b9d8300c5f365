// @ts-check
// The shared store on a real redis-server (Debian's, started here on a free port): what one
// instance stores, another reads; a tag revalidated on one is gone for all; while Redis is away the
// site keeps a local copy, and what it revalidated meanwhile is replayed on Redis once it answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@redis/client';
import { createRedisStore } from './redis-cache.mjs';
import { createCacheHandler, FileSystemCache, storeFor } from './cache-handler.mjs';
import { incrementalCache, installRequestContext, later } from './cache-test-support.mjs';

const require = createRequire(import.meta.url);

const REDIS_SERVER = process.env['REDIS_SERVER_PATH'] ?? '/usr/bin/redis-server';
const PAGE_CONTEXT = { kind: 'APP_PAGE', route: { kind: 'APP_PAGE', sourceRoute: '/(default)/article/[slug]/page' }, isRoutePPREnabled: false, isFallback: false };

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let redisProcess;
let port = 0;
let url = '';

async function startRedis() {
  redisProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = createClient({ url, socket: { reconnectStrategy: false } });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      await probe.close();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`redis-server did not answer on ${url}`);
}

async function stopRedis() {
  const child = redisProcess;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

/** A page render as Next hands it to the cache (its payload is a Buffer, which Redis stores as text). @param {string} title */
function page(title, tags = 'node:1,node_list:article') {
  return {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html><body><h1>${title}</h1></body></html>`,
    rscData: Buffer.from(`0:["${title}"]`),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

/**
 * What the library hands its handlers for a page (see CacheHandler.set).
 * @param {string} title
 * @returns {Parameters<import('./redis-cache.mjs').StoreHandler['set']>[1]}
 */
function entry(title, tags = ['node:1', 'node_list:article']) {
  const now = Date.now();
  const at = Math.floor(now / 1000);
  const value = { lastModified: now, lifespan: { expireAge: 3600, expireAt: at + 3600, lastModifiedAt: at, revalidate: 60, staleAge: 60, staleAt: at + 60 }, tags, value: page(title, tags.join(',')) };
  // Next's value kinds are const enums its types do not export to JavaScript.
  return /** @type {Parameters<import('./redis-cache.mjs').StoreHandler['set']>[1]} */ (/** @type {unknown} */ (value));
}

/** The log lines of one store. */
function recorder() {
  /** @type {string[]} */
  const lines = [];
  return { lines, log: { info: (/** @type {string} */ line) => lines.push(line), warn: (/** @type {string} */ line) => lines.push(line) } };
}

/** @param {() => boolean | Promise<boolean>} check @param {number} timeoutMs */
async function eventually(check, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) throw new Error(`redis-server not found at ${REDIS_SERVER}: apt-get install redis-server (see .ci/run)`);
  port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  await startRedis();
});
afterAll(async () => {
  await stopRedis();
});

describe('the shared cache on Redis (lib/server/redis-cache.mjs)', () => {
  it('serves a page stored by one instance to another, and drops it for both when one revalidates its tag; another build reads none of it', async () => {
    const prefix = `campus:test-${Date.now().toString(36)}:`;
    const a = await createRedisStore({ url, keyPrefix: prefix, ...recorder() });
    const b = await createRedisStore({ url, keyPrefix: prefix, ...recorder() });
    const otherBuild = await createRedisStore({ url, keyPrefix: `${prefix}other:`, ...recorder() });
    try {
      const [sharedA] = a.handlers;
      const [sharedB] = b.handlers;
      await sharedA.set('/article/un', entry('Titre un'), {});
      const read = await sharedB.get('/article/un', { implicitTags: [] });
      expect(read?.value?.kind).toBe('APP_PAGE');
      expect(read?.value && 'html' in read.value ? read.value.html : '').toContain('Titre un');
      // The payload comes back as the Buffer Next wrote.
      expect(read?.value && 'rscData' in read.value ? Buffer.isBuffer(read.value.rscData) : false).toBe(true);
      expect(await otherBuild.handlers[0].get('/article/un', { implicitTags: [] })).toBeNull();

      await sharedA.revalidateTag('node:1');
      expect(await sharedB.get('/article/un', { implicitTags: [] })).toBeNull();
    } finally {
      await Promise.all([a.client.close(), b.client.close(), otherBuild.client.close()]);
    }
  });

  it('round-trips a page through Next’s own IncrementalCache with the site’s handler (REDIS_URL set)', async () => {
    const Handler = await storeFor({ REDIS_URL: url });
    const cache = () => incrementalCache(Handler, { serverDistDir: '/nonexistent/server', flushToDisk: false });
    const key = `/article/next-${Date.now().toString(36)}`;
    await cache().set(key, page('Par Next', 'node:2,node_list:article'), { ...PAGE_CONTEXT, cacheControl: { revalidate: 60, expire: undefined } });
    // Read by another instance: a process that never stored this page, so Next's own record of
    // its lifetime (SharedCacheControls, per process) does not have it.
    const { getRouteCacheKey } = /** @type {{ getRouteCacheKey: (pathname: string, owner: unknown) => string }} */ (require('next/dist/server/lib/route-cache-key.js'));
    const { SharedCacheControls } = /** @type {{ SharedCacheControls: { cacheControls: Map<string, unknown> } }} */ (require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js'));
    SharedCacheControls.cacheControls.delete(getRouteCacheKey(key, PAGE_CONTEXT.route));
    const hit = await cache().get(key, PAGE_CONTEXT);
    expect(hit?.value?.html).toContain('Par Next');
    expect(String(hit?.value?.rscData)).toBe('0:["Par Next"]');
    expect(hit?.isStale).toBeFalsy();
    // Its lifetime travels with it: fresh for 60 s, not the 1 s Next assumes for a page it does not
    // know (which made every instance render each page again, and sent it without s-maxage).
    expect(hit?.cacheControl?.revalidate).toBe(60);
    expect(hit?.revalidateAfter - Date.now()).toBeGreaterThan(50_000);
    await cache().revalidateTag(['node:2']);
    expect(await cache().get(key, PAGE_CONTEXT)).toBeNull();
  });

  it('while Redis is away: fails fast, keeps pages in local memory, logs it once; back: empties that copy and says so', async () => {
    const { lines, log } = recorder();
    const store = await createRedisStore({ url, keyPrefix: `campus:outage-${Date.now().toString(36)}:`, timeoutMs: 500, log });
    try {
      const [shared, local] = store.handlers;
      await shared.set('/avant', entry('Avant'), {});
      await stopRedis();
      expect(await eventually(() => !store.client.isReady)).toBe(true);

      const started = Date.now();
      await expect(shared.get('/avant', { implicitTags: [] })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(500);
      expect(lines.filter((line) => line.startsWith('Redis cache unreachable'))).toHaveLength(1);

      await local.set('/pendant', entry('Pendant'), {});
      expect((await local.get('/pendant', { implicitTags: [] }))?.value).toBeTruthy();

      await startRedis();
      expect(await eventually(() => store.client.isReady, 10_000)).toBe(true);
      expect(lines).toContain(`Redis cache back at ${url}`);
      expect(await local.get('/pendant', { implicitTags: [] })).toBeNull();
      // Written only during an outage: with Redis up, the local copy stays empty.
      await local.set('/apres', entry('Après'), {});
      expect(await local.get('/apres', { implicitTags: [] })).toBeNull();
    } finally {
      await store.client.close().catch(() => undefined);
    }
  });

  it('replays on Redis a tag revalidated while Redis did not answer, so no instance keeps the old page', async () => {
    const prefix = `campus:replay-${Date.now().toString(36)}:`;
    const a = await createRedisStore({ url, keyPrefix: prefix, timeoutMs: 300, ...recorder() });
    const b = await createRedisStore({ url, keyPrefix: prefix, timeoutMs: 300, ...recorder() });
    try {
      await a.handlers[0].set('/article/deux', entry('Ancien titre', ['node:3']), {});
      // Frozen, not gone: the connection stays open, the commands time out.
      redisProcess?.kill('SIGSTOP');
      await expect(a.handlers[0].revalidateTag('node:3')).rejects.toThrow();
      expect(a.pending()).toEqual(['node:3']);
      redisProcess?.kill('SIGCONT');
      expect(await eventually(async () => a.pending()?.length === 0)).toBe(true);
      expect(await b.handlers[0].get('/article/deux', { implicitTags: [] })).toBeNull();
    } finally {
      redisProcess?.kill('SIGCONT');
      await Promise.all([a.client.close().catch(() => undefined), b.client.close().catch(() => undefined)]);
    }
  });
  it('an instance does not store a page whose render began before another instance revalidated one of its tags', async () => {
    const prefix = `campus:overtaken-${Date.now().toString(36)}:`;
    const one = await createRedisStore({ url, keyPrefix: prefix, ...recorder() });
    const two = await createRedisStore({ url, keyPrefix: prefix, ...recorder() });
    const dist = mkdtempSync(path.join(tmpdir(), 'overtaken-'));
    // The second instance: its own process's record of revalidations is empty, the shared one is not.
    const Handler = createCacheHandler(FileSystemCache, { revalidatedSince: two.revalidatedSince });
    const cache = () => incrementalCache(Handler, { serverDistDir: path.join(dist, 'server') });
    const requests = installRequestContext();
    /** @param {string} title */
    const rendered = (title) => ({ ...page(title, '_N_T_/offres-emploi,node_list:offre_emploi'), html: `<h1>${title}</h1>` });
    const lifetime = { ...PAGE_CONTEXT, cacheControl: { revalidate: 60, expire: undefined } };
    try {
      await later();
      const started = Date.now();
      await requests.run(async () => {
        expect(await cache().get('/offres-emploi', PAGE_CONTEXT)).toBeNull();
        // Meanwhile the backend asks the first instance to revalidate the board.
        await one.handlers[0].revalidateTag('node_list:offre_emploi');
        await later();
        await cache().set('/offres-emploi', rendered('avant la dépublication'), lifetime);
      }, started);
      expect(await two.revalidatedSince(['node_list:offre_emploi'], started)).toBe(true);
      expect(await cache().get('/offres-emploi', PAGE_CONTEXT)).toBeNull();
      // A render begun after it is stored.
      await later();
      await requests.run(() => cache().set('/offres-emploi', rendered('après'), lifetime));
      expect((await cache().get('/offres-emploi', PAGE_CONTEXT))?.value?.html).toBe('<h1>après</h1>');
      expect(await two.revalidatedSince(['node_list:offre_emploi'], Date.now() + 1)).toBe(false);
    } finally {
      requests.remove();
      rmSync(dist, { recursive: true, force: true });
      await Promise.all([one.client.close(), two.client.close()]);
    }
  });
});
