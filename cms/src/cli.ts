#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemo } from './content/seed.js';
import { migrate, openDatabase } from './db/database.js';
import { ConfigError, readEnv, type CmsEnv } from './env.js';
import { startServer } from './server.js';

const usage = `Usage: npm run cms -- <command>

Commands:
  serve          run the cms (honours CMS_PORT, CMS_DATA_DIR, DATABASE_URL)
  migrate        apply pending database migrations
  seed --demo    add the French demo content (idempotent)
`;

async function withDatabase<T>(env: CmsEnv, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const env = readEnv();
  switch (command) {
    case 'serve': {
      const server = await startServer({
        port: env.CMS_PORT,
        host: env.CMS_HOST,
        databaseUrl: env.DATABASE_URL,
        dataDir: env.dataDir,
        // Production on PostgreSQL never seeds by itself.
        seedWhenEmpty: !(env.NODE_ENV === 'production' && env.DATABASE_URL),
      });
      console.log(`cms listening on ${server.url} (${server.database.label})`);
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return -1; // keep running
    }
    case 'migrate':
      return withDatabase(env, async ({ db, label }) => {
        const ran = await migrate(db);
        console.log(ran.length ? `Applied ${ran.join(', ')} on ${label}` : `Nothing to migrate on ${label}`);
        return 0;
      });
    case 'seed': {
      const { values } = parseArgs({ args: rest, options: { demo: { type: 'boolean' } } });
      if (!values.demo) {
        console.error('seed needs --demo (the only content set so far).');
        return 2;
      }
      return withDatabase(env, async ({ db, label }) => {
        await migrate(db);
        const { created } = await seedDemo(db, { filesDir: path.join(env.dataDir, 'files') });
        console.log(`Seeded ${created} new item(s) of demo content on ${label}`);
        return 0;
      });
    }
    case undefined:
    case 'help':
    case '--help':
      console.log(usage);
      return command === undefined ? 2 : 0;
    default:
      console.error(`Unknown command: ${command}\n\n${usage}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
