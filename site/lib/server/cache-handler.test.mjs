// @ts-check
// The page cache's store, through Next's own IncrementalCache (what the server builds for every
// request) on a real file-system cache in a temporary folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import config from '../../next.config';
import { createCacheHandler, evictFileSystemFetch, FileSystemCache } from './cache-handler.mjs';
import { incrementalCache as nextIncrementalCache, installRequestContext, later } from './cache-test-support.mjs';

// Next's internals, loosely typed: the tests hand them what Next's server hands them.
const require = createRequire(import.meta.url);
const { SharedCacheControls } = /** @type {{ SharedCacheControls: { cacheControls: Map<string, unknown> } }} */ (require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js'));
const { getRouteCacheKey } = /** @type {{ getRouteCacheKey: (pathname: string, owner: unknown) => string }} */ (require('next/dist/server/lib/route-cache-key.js'));

const ARTICLE = { kind: 'APP_PAGE', sourceRoute: '/(default)/article/[slug]/page' };
const PAGE_CONTEXT = { kind: 'APP_PAGE', route: ARTICLE, isRoutePPREnabled: false, isFallback: false };

/** @type {string} */
let dist;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'cache-handler-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

/** Next's per-request cache over `Handler` (Next's own store when undefined). @param {unknown} Handler */
function incrementalCache(Handler) {
  return nextIncrementalCache(Handler, { serverDistDir: path.join(dist, 'server'), maxMemoryCacheSize: 50 * 1024 * 1024 });
}

/** Every file under the temporary dist dir. @returns {string[]} */
function files(dir = dist) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A page render as Next hands it to the cache. @param {string} slug @param {number} status */
function render(slug, status, tags = `_N_T_/article/${slug},router`) {
  return {
    kind: 'APP_PAGE',
    html: status === 404 ? `<!DOCTYPE html><html id="__next_error__"><body>${slug}</body></html>` : `<!DOCTYPE html><html><body><h1>${slug}</h1></body></html>`,
    rscData: Buffer.from(`0:["${slug}"]`),
    headers: { 'x-next-cache-tags': tags },
    status,
    postponed: undefined,
    segmentData: undefined,
  };
}

/** @param {any} cache @param {string} slug @param {number} status */
function store(cache, slug, status, tags = `_N_T_/article/${slug},router`) {
  return cache.set(`/article/${slug}`, render(slug, status, tags), { ...PAGE_CONTEXT, cacheControl: { revalidate: 60, expire: undefined } });
}

/** The site's handler, as next.config.ts names it. */
async function siteHandler() {
  return config.cacheHandler ? (await import(config.cacheHandler)).default : undefined;
}

describe('the site’s page cache (next.config.ts cacheHandler)', () => {
  it('writes nothing to disk for 50 unknown addresses, and answers them again from memory', async () => {
    const Handler = await siteHandler();
    const run = Date.now().toString(36);
    for (let index = 0; index < 50; index++) await store(incrementalCache(Handler), `zzz-${run}-${index}`, 404);
    // Next's own store writes three files for each (HTML, RSC payload, metadata): 150.
    expect(files()).toEqual([]);

    const again = await incrementalCache(Handler).get(`/article/zzz-${run}-7`, PAGE_CONTEXT);
    expect(again?.value?.status).toBe(404);
    expect(again?.value?.html).toContain(`zzz-${run}-7`);
    // With its page's lifetime, as it had on disk.
    expect(again?.cacheControl?.revalidate).toBe(60);
    expect(again?.isStale).toBeUndefined();
  });

  it("clears the site server's copy of pages (lib/server/page-cache.mjs) when a page is stored, replaced by its 404 or a tag revalidated; not for backend reads nor a crawler's 404s", async () => {
    const Handler = await siteHandler();
    const key = Symbol.for('campus.site.pageCache');
    let clears = 0;
    Object.defineProperty(globalThis, key, { value: { clear: () => clears++ }, configurable: true });
    try {
      const slug = `copie-${Date.now().toString(36)}`;
      await store(incrementalCache(Handler), slug, 200);
      expect(clears).toBe(1);
      await incrementalCache(Handler).revalidateTag(['node_list:article']);
      expect(clears).toBe(2);
      const cache = incrementalCache(Handler);
      const url = 'http://cms.test/jsonapi/node/article';
      await cache.set(await cache.generateCacheKey(url), { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url }, revalidate: 60 }, { fetchCache: true, tags: [], fetchUrl: url, fetchIdx: 0 });
      expect(clears).toBe(2);
      // Made-up addresses: their 404s, held in memory, replace no page the server has a copy of.
      for (let index = 0; index < 5; index++) await store(incrementalCache(Handler), `${slug}-invente-${index}`, 404);
      expect(clears).toBe(2);
      // The stored page that went away: its copy must go.
      await store(incrementalCache(Handler), slug, 404);
      expect(clears).toBe(3);
    } finally {
      Reflect.deleteProperty(globalThis, key);
    }
  });

  it('writes a real page to disk and reads it back in the next request, as Next’s own store does', async () => {
    const Handler = await siteHandler();
    const slug = `vraie-page-${Date.now().toString(36)}`;
    await store(incrementalCache(Handler), slug, 200);
    expect(files().map((file) => path.basename(file)).sort()).toEqual([`${slug}.html`, `${slug}.meta`, `${slug}.rsc`]);
    const entry = await incrementalCache(Handler).get(`/article/${slug}`, PAGE_CONTEXT);
    expect(entry?.value?.status).toBe(200);
    expect(entry?.value?.html).toContain(`<h1>${slug}</h1>`);
  });

  it('replaces on disk a page that went away (unpublished) by its 404, so it is not served stale', async () => {
    const Handler = await siteHandler();
    const slug = `retiree-${Date.now().toString(36)}`;
    await store(incrementalCache(Handler), slug, 200);
    await store(incrementalCache(Handler), slug, 404);
    const meta = files().find((file) => file.endsWith(`${slug}.meta`));
    expect(meta && JSON.parse(readFileSync(meta, 'utf8')).status).toBe(404);
    expect((await incrementalCache(Handler).get(`/article/${slug}`, PAGE_CONTEXT))?.value?.status).toBe(404);
  });
});

describe('createCacheHandler', () => {
  it('keeps at most maxErrorEntries 404s, the least recently used going first with Next’s record of their lifetime', async () => {
    const Handler = createCacheHandler(FileSystemCache, { maxErrorEntries: 3 });
    const run = Date.now().toString(36);
    const slugs = [0, 1, 2, 3, 4].map((index) => `lru-${run}-${index}`);
    await store(incrementalCache(Handler), /** @type {string} */ (slugs[0]), 404);
    await store(incrementalCache(Handler), /** @type {string} */ (slugs[1]), 404);
    await store(incrementalCache(Handler), /** @type {string} */ (slugs[2]), 404);
    // Asking for the first makes it the most recent: the second goes first.
    expect((await incrementalCache(Handler).get(`/article/${slugs[0]}`, PAGE_CONTEXT))?.value?.status).toBe(404);
    await store(incrementalCache(Handler), /** @type {string} */ (slugs[3]), 404);
    await store(incrementalCache(Handler), /** @type {string} */ (slugs[4]), 404);

    const held = [];
    for (const slug of slugs) held.push(Boolean(await incrementalCache(Handler).get(`/article/${slug}`, PAGE_CONTEXT)));
    expect(held).toEqual([true, false, false, true, true]);
    const lifetimes = slugs.map((slug) => SharedCacheControls.cacheControls.has(getRouteCacheKey(`/article/${slug}`, ARTICLE)));
    expect(lifetimes).toEqual([true, false, false, true, true]);
    expect(files()).toEqual([]);
  });

  it('keeps no more than maxErrorBytes of 404s', async () => {
    const Handler = createCacheHandler(FileSystemCache, { maxErrorBytes: 1000 });
    const run = Date.now().toString(36);
    for (let index = 0; index < 10; index++) await store(incrementalCache(Handler), `bytes-${run}-${index}`, 404);
    const held = [];
    for (let index = 0; index < 10; index++) held.push(Boolean(await incrementalCache(Handler).get(`/article/bytes-${run}-${index}`, PAGE_CONTEXT)));
    expect(held.filter(Boolean).length).toBeGreaterThan(0);
    expect(held.filter(Boolean).length).toBeLessThan(4);
    expect(held.at(-1)).toBe(true);
  });

  it('drops a held 404 when one of its tags is revalidated (new content at that address)', async () => {
    const Handler = createCacheHandler(FileSystemCache);
    const run = Date.now().toString(36);
    await store(incrementalCache(Handler), `tag-${run}-a`, 404, `_N_T_/article/tag-${run}-a,router`);
    await store(incrementalCache(Handler), `tag-${run}-b`, 404, `_N_T_/article/tag-${run}-b`);
    await incrementalCache(Handler).revalidateTag(['router']);
    expect(await incrementalCache(Handler).get(`/article/tag-${run}-a`, PAGE_CONTEXT)).toBeNull();
    expect((await incrementalCache(Handler).get(`/article/tag-${run}-b`, PAGE_CONTEXT))?.value?.status).toBe(404);
    // revalidatePath('/article/x') revalidates the path's implicit tag.
    await incrementalCache(Handler).revalidateTag([`_N_T_/article/tag-${run}-b`]);
    expect(await incrementalCache(Handler).get(`/article/tag-${run}-b`, PAGE_CONTEXT)).toBeNull();
  });

  it('a page rendered at a held 404’s address is stored on disk and replaces it', async () => {
    const Handler = createCacheHandler(FileSystemCache);
    const slug = `publiee-${Date.now().toString(36)}`;
    await store(incrementalCache(Handler), slug, 404);
    await store(incrementalCache(Handler), slug, 200);
    expect((await incrementalCache(Handler).get(`/article/${slug}`, PAGE_CONTEXT))?.value?.status).toBe(200);
    expect(files()).toHaveLength(3);
  });

  it('caps the backend reads written to disk at maxFetchEntries, deleting the oldest', async () => {
    const Handler = createCacheHandler(FileSystemCache, { maxFetchEntries: 3, evictFetch: evictFileSystemFetch });
    const keys = [];
    for (let index = 0; index < 5; index++) {
      const cache = incrementalCache(Handler);
      const url = `http://cms.test/jsonapi/node/article?page[offset]=${99990 + index}`;
      const key = await cache.generateCacheKey(url);
      keys.push(key);
      const data = { headers: {}, body: Buffer.from('{"data":[]}').toString('base64'), status: 200, url };
      await cache.set(key, { kind: 'FETCH', data, revalidate: 60 }, { fetchCache: true, tags: ['node_list:article'], fetchUrl: url, fetchIdx: 0 });
    }
    const written = readdirSync(path.join(dist, 'cache', 'fetch-cache')).sort();
    expect(written).toEqual(keys.slice(2).sort());
  });
});

describe('a render overtaken by a revalidation', () => {
  /** The site server's request context (server.mjs), as the cache handler finds it. */
  /** @type {ReturnType<typeof installRequestContext>} */
  let requests;
  beforeEach(() => {
    requests = installRequestContext();
  });
  afterEach(() => {
    requests.remove();
  });

  /** Runs `work` as a request the server took now. @template T @param {() => Promise<T>} work */
  async function request(work) {
    await later();
    return requests.run(work);
  }

  const BOARD = { kind: 'APP_PAGE', sourceRoute: '/(default)/offres-emploi/page' };
  const BOARD_CONTEXT = { ...PAGE_CONTEXT, route: BOARD };
  /** @param {string} title */
  const board = (title) => ({ ...render(title, 200, '_N_T_/offres-emploi,node_list:offre_emploi,router'), html: `<!DOCTYPE html><html><body><h1>${title}</h1></body></html>` });
  /** @param {any} cache @param {string} title */
  const storeBoard = (cache, title) => cache.set('/offres-emploi', board(title), { ...BOARD_CONTEXT, cacheControl: { revalidate: 60, expire: undefined } });

  it('a page whose render began before a revalidation of its tags is not stored as fresh: the next request renders it again', async () => {
    const Handler = await siteHandler();
    await request(() => storeBoard(incrementalCache(Handler), 'avant'));
    await request(() => incrementalCache(Handler).revalidateTag(['node_list:offre_emploi']));
    // A visitor's request renders the board again; it reads the offers, then the company unpublishes
    // one and the backend asks for the revalidation, then the render ends.
    let resume = () => {};
    const paused = new Promise((resolve) => (resume = () => resolve(undefined)));
    const rendering = request(async () => {
      const cache = incrementalCache(Handler);
      expect(await cache.get('/offres-emploi', BOARD_CONTEXT)).toBeNull();
      await paused;
      await later();
      await storeBoard(cache, 'lue avant la dépublication');
    });
    await request(() => incrementalCache(Handler).revalidateTag(['node_list:offre_emploi', '_N_T_/offres-emploi']));
    resume();
    await rendering;
    expect(await request(() => incrementalCache(Handler).get('/offres-emploi', BOARD_CONTEXT))).toBeNull();
    // Rendered after the revalidation: stored and served.
    await request(() => storeBoard(incrementalCache(Handler), 'après'));
    const entry = await request(() => incrementalCache(Handler).get('/offres-emploi', BOARD_CONTEXT));
    expect(entry?.value?.html).toContain('<h1>après</h1>');
    expect(entry?.isStale).toBeUndefined();
  });

  it('a page of other tags rendered at the same time is stored', async () => {
    const Handler = await siteHandler();
    const slug = `autre-${Date.now().toString(36)}`;
    let resume = () => {};
    const paused = new Promise((resolve) => (resume = () => resolve(undefined)));
    const rendering = request(async () => {
      const cache = incrementalCache(Handler);
      expect(await cache.get(`/article/${slug}`, PAGE_CONTEXT)).toBeNull();
      await paused;
      await later();
      await store(cache, slug, 200, `_N_T_/article/${slug},node:${slug}`);
    });
    await request(() => incrementalCache(Handler).revalidateTag(['node_list:offre_emploi']));
    resume();
    await rendering;
    expect((await request(() => incrementalCache(Handler).get(`/article/${slug}`, PAGE_CONTEXT)))?.value?.html).toContain(`<h1>${slug}</h1>`);
  });

  it('a backend read begun before its page’s path was revalidated is not stored: the next render reads the backend again', async () => {
    const Handler = await siteHandler();
    const slug = `offre-${Date.now().toString(36)}`;
    const url = `http://cms.test/jsonapi/node/offre_emploi?filter[slug]=${slug}`;
    const read = { kind: 'FETCH', revalidate: 60, fetchUrl: url, fetchIdx: 0, tags: [`node:${slug}`], softTags: [`_N_T_/offres-emploi/${slug}`] };
    /** @param {string} title */
    const data = (title) => ({ kind: 'FETCH', data: { headers: {}, body: Buffer.from(JSON.stringify({ title })).toString('base64'), status: 200, url }, revalidate: 60 });
    const cacheKey = await incrementalCache(Handler).generateCacheKey(url);
    let resume = () => {};
    const paused = new Promise((resolve) => (resume = () => resolve(undefined)));
    const rendering = request(async () => {
      const cache = incrementalCache(Handler);
      expect(await cache.get(cacheKey, read)).toBeNull();
      await paused;
      await later();
      await cache.set(cacheKey, data('publiée'), { fetchCache: true, tags: read.tags, fetchUrl: url, fetchIdx: 0 });
    });
    // Drupal's `next` module revalidates the offer's path only (revalidatePath: its implicit tag).
    await request(() => incrementalCache(Handler).revalidateTag([`_N_T_/offres-emploi/${slug}`]));
    resume();
    await rendering;
    expect(await request(() => incrementalCache(Handler).get(cacheKey, read))).toBeNull();
    await request(() => incrementalCache(Handler).set(cacheKey, data('dépubliée'), { fetchCache: true, tags: read.tags, fetchUrl: url, fetchIdx: 0 }));
    const entry = await request(() => incrementalCache(Handler).get(cacheKey, read));
    expect(Buffer.from(entry?.value?.data?.body ?? '', 'base64').toString()).toContain('dépubliée');
  });
});
