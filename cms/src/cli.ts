#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createUser, setPassword, UserInputError } from './auth/users.js';
import { seedDemo } from './content/seed.js';
import { exportContent, importContent } from './content/transfer.js';
import { migrate, openDatabase } from './db/database.js';
import { ConfigError, readEnv, type CmsEnv } from './env.js';
import { startServer } from './server.js';

const usage = `Usage: npm run cms -- <command>

Commands:
  serve          run the cms (honours CMS_PORT, CMS_DATA_DIR, DATABASE_URL)
  migrate        apply pending database migrations
  seed --demo    add the French demo content (idempotent)
  user:create --name NAME --mail MAIL --password PASSWORD [--role editor|administrator]
                 create an account (companies need no role)
  user:password --name NAME --password PASSWORD
                 set an account's password (ends its sessions)
  content:export DIR   write every entity (JSON, one file per type) and the files to DIR
  content:import DIR   create or update the entities of an export (accounts get no password)
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
        revalidate:
          env.SITE_REVALIDATE_URL && env.REVALIDATE_SECRET ? { url: env.SITE_REVALIDATE_URL, secret: env.REVALIDATE_SECRET } : undefined,
        draftSecret: env.DRAFT_SECRET,
        oauthClient: env.DRUPAL_CLIENT_SECRET ? { clientId: env.DRUPAL_CLIENT_ID, secret: env.DRUPAL_CLIENT_SECRET } : undefined,
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
    case 'user:create': {
      const { values } = parseArgs({
        args: rest,
        options: { name: { type: 'string' }, mail: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', multiple: true } },
      });
      if (!values.name || !values.mail || !values.password) {
        console.error('user:create needs --name, --mail and --password.');
        return 2;
      }
      const { name, mail, password } = values;
      return withDatabase(env, async ({ db }) => {
        await migrate(db);
        const uid = await createUser(db, { name, mail, password, roles: values.role ?? [] });
        console.log(`Created the account ${name} (uid ${uid})${values.role?.length ? ` with the role(s) ${values.role.join(', ')}` : ''}.`);
        return 0;
      });
    }
    case 'user:password': {
      const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, password: { type: 'string' } } });
      if (!values.name || !values.password) {
        console.error('user:password needs --name and --password.');
        return 2;
      }
      const { name, password } = values;
      return withDatabase(env, async ({ db }) => {
        await migrate(db);
        await setPassword(db, name, password);
        console.log(`Password of ${name} changed; its sessions were ended.`);
        return 0;
      });
    }
    case 'content:export':
    case 'content:import': {
      const dir = rest[0];
      if (!dir) {
        console.error(`${command} needs a directory.`);
        return 2;
      }
      const filesDir = path.join(env.dataDir, 'files');
      return withDatabase(env, async ({ db, label }) => {
        await migrate(db);
        if (command === 'content:export') {
          const counts = await exportContent(db, path.resolve(dir), filesDir);
          console.log(`Exported from ${label} to ${path.resolve(dir)}: ${Object.entries(counts).map(([type, n]) => `${n} ${type}`).join(', ')}`);
        } else {
          const { created, updated } = await importContent(db, path.resolve(dir), filesDir);
          console.log(`Imported into ${label}: ${created} created, ${updated} updated.`);
        }
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
    console.error(error instanceof ConfigError || error instanceof UserInputError ? error.message : error);
    process.exitCode = 1;
  },
);
