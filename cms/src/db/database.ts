import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Which engine stores the data, for logs: `pglite:<dir>` or `postgresql`. */
  label: string;
  /**
   * Refreshes the planner's statistics and the visibility map. PostgreSQL's autovacuum does it by
   * itself; PGlite has none, so the server calls this at start-up and after many writes.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database (ignored with a databaseUrl). */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema }),
      label: 'postgresql',
      maintain: async () => undefined,
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return {
    db: drizzlePglite(client, { schema }),
    label: `pglite:${dir}`,
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    close: () => client.close(),
  };
}

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Applies the SQL files of `cms/migrations/` not yet applied, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS cms_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = await db.select({ name: schema.cmsMigrations.name }).from(schema.cmsMigrations);
  const applied = new Set(done.map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.insert(schema.cmsMigrations).values({ name: file });
    });
    ran.push(file);
  }
  return ran;
}

/**
 * Splits a migration file into statements (a `;` at the end of a line ends one), since the
 * embedded engine runs one statement per query. Migrations must not put `;` at a line's end
 * inside a statement (e.g. in a function body).
 */
export function splitStatements(text: string): string[] {
  return text
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/^--.*$/gm, '').trim() !== '');
}
