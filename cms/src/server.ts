import { createAdaptorServer } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isEmpty, seedDemo } from './content/seed.js';
import { migrate, openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import { createApp } from './http/app.js';
import { revalidationListener } from './revalidate.js';

export interface ServerOptions extends DatabaseOptions {
  port: number;
  host: string;
  /** Seed the demo content when the database is empty (never in production on PostgreSQL). */
  seedWhenEmpty: boolean;
  /** Where uploaded and demo files go; default `{dataDir}/files`. */
  filesDir?: string;
  revalidate?: { url: string; secret: string } | undefined;
}

export interface RunningServer {
  url: string;
  database: Database;
  filesDir: string;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds an empty one if asked, and listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const filesDir = options.filesDir ?? path.join(options.dataDir, 'files');
  await mkdir(filesDir, { recursive: true });
  const database = await openDatabase(options);
  await migrate(database.db);
  if (options.seedWhenEmpty && (await isEmpty(database.db))) await seedDemo(database.db, { filesDir });
  const app = createApp({
    db: database.db,
    filesDir,
    ...(options.revalidate ? { onChange: revalidationListener(options.revalidate) } : {}),
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    database,
    filesDir,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await database.close();
    },
  };
}
