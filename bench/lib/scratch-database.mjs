// A throwaway PostgreSQL database for a bench, created next to the one `adminUrl` names (its role
// must be allowed to create databases) and dropped when the bench is done with it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/lib/stack.mjs';

/**
 * @param {string} adminUrl
 * @param {string} prefix the new database's name starts with it
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(adminUrl, prefix) {
  // The cms's own driver: the benches have no dependency of their own on it.
  const { default: pg } = await import(pathToFileURL(createRequire(path.join(root, 'cms', 'package.json')).resolve('pg')).href);
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
