import { createAdaptorServer } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repairAliases } from './content/aliases.js';
import { isEmpty, seedDemo } from './content/seed.js';
import { migrate, openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import type { OAuthClient } from './auth/oauth.js';
import { createApp } from './http/app.js';
import { revalidationListener } from './revalidate.js';

/** Drops the Content-Type the adapter adds to bodiless answers (Symfony sends none on a 204). */
function withoutBodilessContentType(_request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  (response as unknown as { writeHead: (...args: unknown[]) => ServerResponse }).writeHead = (...args: unknown[]) => {
    if (args[0] === 204 || args[0] === 304) {
      for (const arg of args.slice(1)) {
        if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
          for (const key of Object.keys(arg)) if (key.toLowerCase() === 'content-type') delete (arg as Record<string, unknown>)[key];
        }
      }
      response.removeHeader('content-type');
    }
    return writeHead(...args);
  };
}

const MAINTAIN_EVERY_WRITES = 1000;

export interface ServerOptions extends DatabaseOptions {
  port: number;
  host: string;
  /** Seed the demo content when the database is empty (never in production on PostgreSQL). */
  seedWhenEmpty: boolean;
  /** Where uploaded and demo files go; default `{dataDir}/files`. */
  filesDir?: string;
  revalidate?: { url: string; secret: string } | undefined;
  /** Secret of the preview links the site accepts (`POST /next/draft-url`). */
  draftSecret?: string | undefined;
  /** The site's OAuth client for preview reads (`POST /oauth/token`). */
  oauthClient?: OAuthClient | undefined;
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
  // Aliases stored before their rules (an off-site `//host`, a company's offer elsewhere) are redone.
  await repairAliases(database.db);
  if (options.seedWhenEmpty && (await isEmpty(database.db))) await seedDemo(database.db, { filesDir });
  await database.maintain();
  const revalidate = options.revalidate ? revalidationListener(options.revalidate) : undefined;
  let writes = 0;
  const app = createApp({
    db: database.db,
    filesDir,
    draftSecret: options.draftSecret,
    oauthClient: options.oauthClient,
    onChange: (change) => {
      revalidate?.(change);
      // Keep the embedded database's statistics current (PostgreSQL's autovacuum does it there).
      if (++writes % MAINTAIN_EVERY_WRITES === 0) {
        database.maintain().catch((error: unknown) => console.warn('Database maintenance failed:', error));
      }
    },
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  server.prependListener('request', withoutBodilessContentType);
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
