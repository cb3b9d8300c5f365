import { createAdaptorServer } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '../src/content/store.js';
import type { Db } from '../src/db/database.js';
import { entity, writeGeneration } from '../src/db/schema.js';
import { createApp } from '../src/http/app.js';
import { startServer } from '../src/server.js';
import { Client, createPostgresDatabase, databases } from './support.js';

/**
 * Issue 21: the cms's collection counts (`meta.count`, cached per process) stay right with
 * several cms on one database. A writes, B has just counted and cached the same collection: B's
 * next read gives the new count.
 *
 * On PostgreSQL, A and B are two servers, each with its own connection pool, on one database
 * (as two `serve` processes). PGlite is one process's database: there, B is a second cms app on
 * A's database handle, with its own count cache.
 */

/** Not the last page (`page[limit]=1`), so that the count is counted and cached, not inferred. */
const ARTICLES = '/jsonapi/node/article?page[limit]=1';

interface Cms {
  url: string;
  db: Db;
  close(): Promise<void>;
}

async function twoCms(database: 'pglite' | 'postgresql'): Promise<{ a: Cms; b: Cms; databaseUrl?: string; stop(): Promise<void> }> {
  const dirs = [await mkdtemp(path.join(tmpdir(), 'cms-count-a-')), await mkdtemp(path.join(tmpdir(), 'cms-count-b-'))] as const;
  const postgres = database === 'postgresql' ? await createPostgresDatabase('cms_count') : undefined;
  const options = { port: 0, host: '127.0.0.1', databaseUrl: postgres?.url };
  const serverA = await startServer({ ...options, dataDir: dirs[0], seedWhenEmpty: true });
  const a: Cms = { url: serverA.url, db: serverA.database.db, close: () => serverA.close() };
  let b: Cms;
  if (postgres) {
    const serverB = await startServer({ ...options, dataDir: dirs[1], seedWhenEmpty: false });
    b = { url: serverB.url, db: serverB.database.db, close: () => serverB.close() };
  } else {
    const app = createApp({ db: serverA.database.db, filesDir: serverA.filesDir });
    const server = createAdaptorServer({ fetch: app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    b = {
      url: `http://127.0.0.1:${port}`,
      db: serverA.database.db,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  return {
    a,
    b,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    stop: async () => {
      await b.close();
      await a.close();
      await postgres?.drop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.each(databases)('collection counts with two cms on one database (%s)', (database) => {
  let cms: Awaited<ReturnType<typeof twoCms>>;
  let editorOnA: Client;
  let anonymousOnB: Client;

  const countOn = async (client: Client): Promise<number> => {
    const answer = await client.get(ARTICLES);
    expect(answer.status).toBe(200);
    expect(answer.body.links.next).toBeDefined();
    return answer.body.meta.count as number;
  };

  /** The true number of published articles, straight from the database. */
  const published = async (): Promise<number> =>
    (
      await cms.a.db
        .select({ id: entity.id })
        .from(entity)
        .where(and(eq(entity.entityType, 'node'), eq(entity.bundle, 'article'), eq(entity.status, true)))
    ).length;

  beforeAll(async () => {
    cms = await twoCms(database);
    editorOnA = new Client(cms.a.url);
    expect((await editorOnA.login('redaction', 'demo-redaction')).status).toBe(200);
    anonymousOnB = new Client(cms.b.url);
  });

  afterAll(async () => {
    await cms?.stop();
  });

  it('B counts an article created, unpublished and deleted through A at once', async () => {
    const before = await countOn(anonymousOnB);
    expect(before).toBe(await published());
    // Read twice: B now holds the count in its cache.
    expect(await countOn(anonymousOnB)).toBe(before);

    const created = await editorOnA.write('POST', '/jsonapi/node/article', {
      data: { type: 'node--article', attributes: { title: 'Compté par les deux cms', status: true } },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(await countOn(anonymousOnB)).toBe(before + 1);
    expect(await countOn(new Client(cms.a.url))).toBe(before + 1);

    const unpublished = await editorOnA.write('PATCH', `/jsonapi/node/article/${id}`, {
      data: { type: 'node--article', id, attributes: { status: false } },
    });
    expect(unpublished.status).toBe(200);
    expect(await countOn(anonymousOnB)).toBe(before);

    const republished = await editorOnA.write('PATCH', `/jsonapi/node/article/${id}`, {
      data: { type: 'node--article', id, attributes: { status: true } },
    });
    expect(republished.status).toBe(200);
    expect(await countOn(anonymousOnB)).toBe(before + 1);

    expect((await editorOnA.write('DELETE', `/jsonapi/node/article/${id}`)).status).toBe(204);
    expect(await countOn(anonymousOnB)).toBe(before);
    expect(await countOn(anonymousOnB)).toBe(await published());
  });

  it('B counts an article written to the database by no cms app (the CLI, an import) at once', async () => {
    const before = await countOn(anonymousOnB);
    expect(await countOn(anonymousOnB)).toBe(before);
    const row = await cms.a.db.transaction((tx) => createEntity(tx, { type: 'node--article', label: 'Importé sans passer par le cms', uid: 1 }));
    expect(await countOn(anonymousOnB)).toBe(before + 1);
    await cms.a.db.delete(entity).where(eq(entity.id, row.id));
    expect(await countOn(anonymousOnB)).toBe(before);
  });

  it('B counts per visibility: an editor on B sees the draft created through A, anonymous visitors do not', async () => {
    const editorOnB = new Client(cms.b.url);
    expect((await editorOnB.login('redaction', 'demo-redaction')).status).toBe(200);
    const anonymous = await countOn(anonymousOnB);
    const all = await countOn(editorOnB);
    expect(await countOn(editorOnB)).toBe(all);
    const draft = await editorOnA.write('POST', '/jsonapi/node/article', {
      data: { type: 'node--article', attributes: { title: 'Brouillon compté', status: false } },
    });
    expect(draft.status).toBe(201);
    expect(await countOn(editorOnB)).toBe(all + 1);
    expect(await countOn(anonymousOnB)).toBe(anonymous);
    expect((await editorOnA.write('DELETE', `/jsonapi/node/article/${draft.body.data.id}`)).status).toBe(204);
    expect(await countOn(editorOnB)).toBe(all);
  });

  // Only PostgreSQL has other connections: PGlite's one connection never shows B a write in progress.
  if (database === 'postgresql') {
    it('a count B makes while a write is still uncommitted is not served after its commit', async () => {
      const before = await countOn(anonymousOnB);
      const writer = new pg.Client({ connectionString: cms.databaseUrl });
      await writer.connect();
      try {
        await writer.query('BEGIN');
        await writer.query(
          `INSERT INTO entity (uuid, entity_type, bundle, label, status) VALUES (gen_random_uuid(), 'node', 'article', 'Écrit pendant le comptage', true)`,
        );
        // Not committed: B counts without it, and caches that count.
        expect(await countOn(anonymousOnB)).toBe(before);
        expect(await countOn(anonymousOnB)).toBe(before);
        await writer.query('COMMIT');
        expect(await countOn(anonymousOnB)).toBe(before + 1);
        await writer.query(`DELETE FROM entity WHERE label = 'Écrit pendant le comptage'`);
        expect(await countOn(anonymousOnB)).toBe(before);
      } finally {
        await writer.end();
      }
    });

    it('two transactions changing the same entities in opposite orders both commit (no deadlock on the generation)', async () => {
      const articles = await cms.a.db
        .select({ id: entity.id })
        .from(entity)
        .where(and(eq(entity.entityType, 'node'), eq(entity.bundle, 'article')))
        .limit(2);
      const [x, y] = articles.map((row) => row.id);
      const generation = async () => Number((await cms.a.db.select({ g: writeGeneration.generation }).from(writeGeneration))[0]!.g);
      const before = await generation();
      const first = new pg.Client({ connectionString: cms.databaseUrl });
      const second = new pg.Client({ connectionString: cms.databaseUrl });
      await first.connect();
      await second.connect();
      try {
        const touch = (client: pg.Client, id: number | undefined) => client.query('UPDATE entity SET changed = changed WHERE id = $1', [id]);
        await first.query('BEGIN');
        await touch(first, x);
        await second.query('BEGIN');
        // The second holds y, then the first waits for y: only a lock taken before the commit
        // (the generation's, were it bumped at once) could close a cycle.
        const secondDone = touch(second, y).then(() => second.query('COMMIT'));
        const firstDone = new Promise((resolve) => setTimeout(resolve, 200)).then(() => touch(first, y)).then(() => first.query('COMMIT'));
        const results = await Promise.allSettled([secondDone, firstDone]);
        expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'committed'))).toEqual(['committed', 'committed']);
        expect(await generation()).toBe(before + 2);
      } finally {
        await first.end();
        await second.end();
      }
    });

    it('two writers committing at once through A and B both count, and neither fails', async () => {
      const before = await countOn(anonymousOnB);
      const editorOnB = new Client(cms.b.url);
      expect((await editorOnB.login('redaction', 'demo-redaction')).status).toBe(200);
      const post = (client: Client, n: number) =>
        client.write('POST', '/jsonapi/node/article', { data: { type: 'node--article', attributes: { title: `Écriture simultanée ${n}` } } });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => post(n % 2 ? editorOnA : editorOnB, n)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 201));
      expect(await countOn(anonymousOnB)).toBe(before + 10);
      expect(await countOn(new Client(cms.a.url))).toBe(before + 10);
      const deletions = await Promise.all(
        answers.map((answer, n) => (n % 2 ? editorOnB : editorOnA).write('DELETE', `/jsonapi/node/article/${answer.body.data.id}`)),
      );
      expect(deletions.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 204));
      expect(await countOn(anonymousOnB)).toBe(before);
      expect(await countOn(new Client(cms.a.url))).toBe(before);
    });
  }
});
