import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entity, userAccount, type FieldValues } from '../db/schema.js';
import { repairAliases } from './aliases.js';
import { RESOURCE_TYPES } from './model.js';
import { createEntity, loadByUuid, typeName, updateEntity } from './store.js';

/**
 * `content:export DIR` / `content:import DIR`: every entity as JSON, one file per resource type
 * (`node--article.json`, …), plus the public files. Ids are UUIDs, owners are user UUIDs, so an
 * export imports into any database. Passwords never leave the database: imported accounts have
 * none until `user:password` sets one.
 */

interface ExportedEntity {
  uuid: string;
  label: string;
  status: boolean;
  owner: string | null;
  created: string;
  changed: string;
  pathAlias: string | null;
  weight: number;
  langcode: string;
  fields: FieldValues;
  roles?: string[];
}

export async function exportContent(db: Db, dir: string, filesDir: string): Promise<Record<string, number>> {
  await mkdir(dir, { recursive: true });
  const rows = await db.select().from(entity).orderBy(asc(entity.id));
  const owners = new Map(rows.filter((row) => row.entityType === 'user').map((row) => [row.id, row.uuid]));
  const accounts = new Map((await db.select().from(userAccount)).map((account) => [account.uid, account.roles]));
  const counts: Record<string, number> = {};
  for (const def of RESOURCE_TYPES) {
    const items: ExportedEntity[] = rows
      .filter((row) => typeName(row) === def.name && !(def.entityType === 'user' && row.id <= 1))
      .map((row) => ({
        uuid: row.uuid,
        label: row.label,
        status: row.status,
        owner: row.uid === null ? null : (owners.get(row.uid) ?? null),
        created: row.created.toISOString(),
        changed: row.changed.toISOString(),
        pathAlias: row.pathAlias,
        weight: row.weight,
        langcode: row.langcode,
        fields: row.fields,
        ...(def.entityType === 'user' ? { roles: accounts.get(row.id) ?? ['authenticated'] } : {}),
      }));
    if (items.length === 0) continue;
    await writeFile(path.join(dir, `${def.name}.json`), `${JSON.stringify(items, null, 2)}\n`);
    counts[def.name] = items.length;
  }
  await cp(filesDir, path.join(dir, 'files'), { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return counts;
}

function isExported(value: unknown): value is ExportedEntity {
  const item = value as ExportedEntity;
  return typeof item === 'object' && item !== null && typeof item.uuid === 'string' && typeof item.label === 'string';
}

export async function importContent(db: Db, dir: string, filesDir: string): Promise<{ created: number; updated: number }> {
  const names = new Set(await readdir(dir));
  // Users first, so owners resolve; then terms and files, then nodes.
  const order = [...RESOURCE_TYPES].sort((a, b) => rank(a.entityType) - rank(b.entityType));
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const def of order) {
      if (!names.has(`${def.name}.json`)) continue;
      const parsed: unknown = JSON.parse(await readFile(path.join(dir, `${def.name}.json`), 'utf8'));
      if (!Array.isArray(parsed) || !parsed.every(isExported)) throw new Error(`${def.name}.json is not a content export.`);
      const ownerUuids = [...new Set(parsed.map((item) => item.owner).filter((owner): owner is string => !!owner))];
      const owners = ownerUuids.length
        ? new Map((await tx.select({ id: entity.id, uuid: entity.uuid }).from(entity).where(inArray(entity.uuid, ownerUuids))).map((row) => [row.uuid, row.id]))
        : new Map<string, number>();
      for (const item of parsed) {
        const uid = item.owner ? (owners.get(item.owner) ?? 1) : null;
        const values = {
          label: item.label,
          status: item.status,
          uid,
          pathAlias: item.pathAlias,
          weight: item.weight,
          langcode: item.langcode,
          fields: item.fields,
          changed: new Date(item.changed),
        };
        const existing = await loadByUuid(tx, def.name, item.uuid);
        if (existing) {
          await updateEntity(tx, existing, values);
          updated += 1;
        } else {
          const row = await createEntity(tx, { type: def.name, uuid: item.uuid, created: new Date(item.created), ...values });
          if (def.entityType === 'user') {
            const roles = (item.roles ?? ['authenticated']).filter((role) => ['authenticated', 'editor', 'administrator'].includes(role));
            await tx.insert(userAccount).values({ uid: row.id, pass: null, roles }).onConflictDoNothing();
          }
          created += 1;
        }
      }
    }
    // An export may carry aliases the API would refuse: they get the ones the API would give.
    await repairAliases(tx);
  });
  if (names.has('files')) await cp(path.join(dir, 'files'), filesDir, { recursive: true, force: true });
  return { created, updated };
}

function rank(entityType: string): number {
  return { user: 0, taxonomy_term: 1, file: 2, node: 3 }[entityType] ?? 4;
}
