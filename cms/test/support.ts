import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../src/server.js';

/**
 * The databases the cms tests run on: PGlite always, PostgreSQL too when `TEST_DATABASE_URL`
 * points at a server (each test file then gets a database of its own, dropped afterwards).
 */
export const databases: readonly ('pglite' | 'postgresql')[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgresql'] : ['pglite'];

export interface TestServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database on the `TEST_DATABASE_URL` server, and how to drop it. */
export async function createPostgresDatabase(prefix = 'cms_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Starts a cms with the demo content on a fresh database and data directory. */
export async function startTestServer(
  database: 'pglite' | 'postgresql',
  options: { seed?: boolean; revalidate?: { url: string; secret: string }; draftSecret?: string } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cms-test-'));
  const postgres = database === 'postgresql' ? await createPostgresDatabase() : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: postgres?.url,
    seedWhenEmpty: options.seed ?? true,
    revalidate: options.revalidate,
    draftSecret: options.draftSecret,
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { Client, type Answer } from './http-client.js';
