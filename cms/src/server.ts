import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { isEmpty, seedDemo } from './content/seed.js';
import { migrate, openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import { createApp } from './http/app.js';

export interface ServerOptions extends DatabaseOptions {
  port: number;
  host: string;
  /** Seed the demo content when the database is empty (never in production on PostgreSQL). */
  seedWhenEmpty: boolean;
}

export interface RunningServer {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds an empty one if asked, and listens. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const database = await openDatabase(options);
  await migrate(database.db);
  if (options.seedWhenEmpty && (await isEmpty(database.db))) await seedDemo(database.db);
  const app = createApp(database.db);
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
