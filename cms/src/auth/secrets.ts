import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { state } from './state-table.js';

/**
 * Site secrets, as Drupal keeps them: the private key (state `system.private_key`) and the hash
 * salt (settings.php `hash_salt`, here in state too), plus the seed of anonymous CSRF tokens.
 * Generated on first use, stored in the `state` table, cached in memory per database.
 */
export interface SiteSecrets {
  readonly privateKey: string;
  readonly hashSalt: string;
  /** Seed of the CSRF tokens handed to visitors without a session (`GET /session/token`). */
  readonly anonymousCsrfSeed: string;
}

const KEYS = {
  privateKey: 'system.private_key',
  hashSalt: 'system.hash_salt',
  anonymousCsrfSeed: 'cms.anonymous_csrf_seed',
} as const satisfies Record<keyof SiteSecrets, string>;

/** Drupal's `Crypt::randomBytesBase64(55)`: 74 URL-safe characters. */
function generate(): string {
  return randomBytes(55).toString('base64url');
}

const cache = new WeakMap<Db, Promise<SiteSecrets>>();

async function loadOrCreate(db: Db): Promise<SiteSecrets> {
  const names = Object.values(KEYS);
  // Several processes may start at once on PostgreSQL: whoever inserts first wins, all read back.
  await db
    .insert(state)
    .values(names.map((name) => ({ name, value: generate() })))
    .onConflictDoNothing({ target: state.name });
  const rows = await db.select().from(state).where(inArray(state.name, names));
  const values = new Map(rows.map((row) => [row.name, row.value]));
  const read = (name: string): string => {
    const value = values.get(name);
    if (!value) throw new Error(`Site secret ${name} is missing from the state table`);
    return value;
  };
  return {
    privateKey: read(KEYS.privateKey),
    hashSalt: read(KEYS.hashSalt),
    anonymousCsrfSeed: read(KEYS.anonymousCsrfSeed),
  };
}

export function siteSecrets(db: Db): Promise<SiteSecrets> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = loadOrCreate(db);
    cache.set(db, secrets);
    // A failure (e.g. migrations not applied yet) must not be cached forever.
    secrets.catch(() => cache.delete(db));
  }
  return secrets;
}
