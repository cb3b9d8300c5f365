import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Account } from '../auth/account.js';
import { relationshipsOf, resourceType, type ResourceTypeDef } from '../content/model.js';
import { typeName } from '../content/store.js';
import type { Db } from '../db/database.js';
import { entity, writeGeneration, type EntityRow } from '../db/schema.js';
import { canView, filterCondition, viewCondition } from './access.js';
import type { ResourceObject } from './document.js';
import { serializeResource, storedReferences, type SerializeContext } from './serialize.js';

/** Every UUID a row references through its bundle relationship fields. */
function referencedUuids(def: ResourceTypeDef, row: EntityRow): string[] {
  return relationshipsOf(def).flatMap((field) => storedReferences(row, field.name).map((ref) => ref.id));
}

/** Builds the serialisation context for rows: user UUIDs of authors and ids of referenced entities. */
export async function buildContext(
  db: Db,
  rows: readonly { def: ResourceTypeDef; row: EntityRow }[],
  base: Pick<SerializeContext, 'origin' | 'account' | 'fieldsets'>,
): Promise<SerializeContext> {
  const uids = [...new Set(rows.map(({ row }) => row.uid).filter((uid): uid is number => uid !== null))];
  const uuids = [...new Set(rows.flatMap(({ def, row }) => referencedUuids(def, row)))].filter((id) =>
    /^[0-9a-f-]{36}$/i.test(id),
  );
  const [users, targets] = await Promise.all([
    uids.length
      ? db.select({ id: entity.id, uuid: entity.uuid }).from(entity).where(and(eq(entity.entityType, 'user'), inArray(entity.id, uids)))
      : Promise.resolve([]),
    uuids.length ? db.select({ id: entity.id, uuid: entity.uuid }).from(entity).where(inArray(entity.uuid, uuids)) : Promise.resolve([]),
  ]);
  return {
    ...base,
    userUuids: new Map(users.map((user) => [user.id, user.uuid])),
    targetIds: new Map(targets.map((target) => [target.uuid, target.id])),
  };
}

/** What restricts a listing of `def`: what the account may view, and once filtered, what it may filter among. */
function accessConditions(def: ResourceTypeDef, account: Account, where: SQL | undefined): SQL[] {
  const conditions = [viewCondition(def, account, 'e'), where ? filterCondition(def, account, 'e') : undefined];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Rows of `def` the account may see, matching `where`, in `orderBy` order. */
export async function listRows(
  db: Db,
  def: ResourceTypeDef,
  account: Account,
  options: { where?: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<EntityRow[]> {
  const conditions: SQL[] = [sql`e.entity_type = ${def.entityType}`, sql`e.bundle = ${def.bundle}`];
  for (const access of accessConditions(def, account, options.where)) conditions.push(access);
  if (options.where) conditions.push(options.where);
  const order = [...options.orderBy, sql`e.id ASC`];
  const result = await db.execute(
    sql`SELECT e.id FROM entity e WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${sql.join(order, sql`, `)} LIMIT ${options.limit} OFFSET ${options.offset}`,
  );
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(entity).where(inArray(entity.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is EntityRow => row !== undefined);
}

/**
 * The database's write generation (`cms_write_generation`): bumped at the commit of every
 * transaction that changes an entity, whichever cms process, CLI command or import wrote it.
 */
export async function readWriteGeneration(db: Db): Promise<number> {
  const [row] = await db.select({ generation: writeGeneration.generation }).from(writeGeneration).where(eq(writeGeneration.id, true));
  if (!row) throw new Error('The cms_write_generation row is missing (migration 0004 not applied?)');
  return Number(row.generation);
}

/**
 * Collection counts (`meta.count`), which cost a scan of every matching row. Each is stored with
 * the write generation read before it was counted, and served only to a request that reads the
 * same generation: no entity changed in between, through this process or any other on the same
 * database (the count saw every write up to that generation, and a later write moves it on). The
 * age limit only bounds what a write that bypasses the trigger (a restored dump) could leave.
 */
export class CountCache {
  private readonly entries = new Map<string, { count: number; generation: number; at: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /** The count stored for `key` at `generation`, the one the caller has just read. */
  get(key: string, generation: number, now = Date.now()): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || now - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.count;
  }

  /** Stores a count made after reading `generation` (read it first, then count). */
  set(key: string, count: number, generation: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { count, generation, at: now });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What decides which rows an account sees, for cache keys: editors see all, others their own. */
export function visibilityKey(account: Account): string {
  if (account.roles.includes('administrator')) return 'admin';
  if (account.roles.includes('editor')) return 'editor';
  return account.uid === 0 ? 'anonymous' : `user:${account.uid}`;
}

/** How many rows of `def` the account may see, matching `where`. */
export async function countRows(db: Db, def: ResourceTypeDef, account: Account, where?: SQL): Promise<number> {
  const conditions: SQL[] = [sql`e.entity_type = ${def.entityType}`, sql`e.bundle = ${def.bundle}`];
  for (const access of accessConditions(def, account, where)) conditions.push(access);
  if (where) conditions.push(where);
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM entity e WHERE ${sql.join(conditions, sql` AND `)}`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

/**
 * Resolves `include` paths from the primary rows: loads related entities level by level, keeps
 * those the account may view, and serialises each once (primary data is never repeated).
 */
export async function loadIncluded(
  db: Db,
  primary: readonly { def: ResourceTypeDef; row: EntityRow }[],
  paths: readonly string[][],
  base: Pick<SerializeContext, 'origin' | 'account' | 'fieldsets'>,
): Promise<ResourceObject[]> {
  if (paths.length === 0) return [];
  const seen = new Set(primary.map(({ row }) => row.uuid));
  const included: { def: ResourceTypeDef; row: EntityRow }[] = [];
  const walk = async (from: readonly { def: ResourceTypeDef; row: EntityRow }[], path: readonly string[]): Promise<void> => {
    const [name, ...rest] = path;
    if (!name || from.length === 0) return;
    const userIds = new Set<number>();
    const uuids = new Set<string>();
    for (const { def, row } of from) {
      const field = relationshipsOf(def).find((candidate) => candidate.name === name);
      if (!field) continue;
      if ((name === 'uid' || name === 'revision_uid') && (def.entityType === 'node' || def.entityType === 'file')) {
        if (row.uid !== null) userIds.add(row.uid);
      } else {
        for (const ref of storedReferences(row, name)) uuids.add(ref.id);
      }
    }
    const conditions: SQL[] = [];
    if (userIds.size) conditions.push(and(eq(entity.entityType, 'user'), inArray(entity.id, [...userIds]))!);
    const validUuids = [...uuids].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (validUuids.length) conditions.push(inArray(entity.uuid, validUuids));
    if (conditions.length === 0) return;
    const rows = await db.select().from(entity).where(conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` OR `)})`);
    const next: { def: ResourceTypeDef; row: EntityRow }[] = [];
    for (const row of rows) {
      const def = resourceType(typeName(row));
      if (!def || !canView(def, row, base.account)) continue;
      next.push({ def, row });
      if (!seen.has(row.uuid)) {
        seen.add(row.uuid);
        included.push({ def, row });
      }
    }
    await walk(next, rest);
  };
  for (const path of paths) await walk(primary, path);
  const ctx = await buildContext(db, included, base);
  return included.map(({ def, row }) => serializeResource(def, row, ctx));
}
