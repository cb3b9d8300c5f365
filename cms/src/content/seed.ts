import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { createUser } from '../auth/users.js';
import type { Db } from '../db/database.js';
import { entity } from '../db/schema.js';
import { accounts } from './demo/accounts.js';
import { nodes } from './demo/nodes.js';
import { renderPng } from './demo/png.js';
import { terms } from './demo/terms.js';
import type { DemoFieldValue, DemoImage, DemoItem, DemoRef } from './demo/types.js';
import { uuidV5 } from './ids.js';
import { createEntity, type StoredReference } from './store.js';

/** True when the database holds no content yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(entity).where(eq(entity.entityType, 'node'));
  return (row?.n ?? 0) === 0;
}

/** The UUID of a demo item: name-based, so every seeding gives the same ids. */
export function demoUuid(type: string, key: string): string {
  return uuidV5(`${type}:${key}`);
}

function isRef(value: unknown): value is DemoRef {
  return typeof value === 'object' && value !== null && (value as DemoRef).ref === true;
}

function isImage(value: unknown): value is DemoImage {
  return typeof value === 'object' && value !== null && (value as DemoImage).image === true;
}

export interface SeedOptions {
  filesDir: string;
  now?: Date;
}

/**
 * Seeds the French demo content: terms, accounts, generated images and every node bundle. Idempotent
 * (items whose UUID exists are skipped) and atomic (one transaction).
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  const items: DemoItem[] = [...terms, ...nodes(now)];
  const uuids = items.map((item) => demoUuid(item.type, item.key));
  const existing = new Set(
    (await db.select({ uuid: entity.uuid }).from(entity).where(inArray(entity.uuid, uuids))).map((row) => row.uuid),
  );
  const imageDir = path.join(options.filesDir, 'demo');
  await mkdir(imageDir, { recursive: true });

  return db.transaction(async (tx) => {
    let created = 0;
    const uids = new Map<string, number>([['admin', 1]]);
    for (const account of accounts) {
      const [found] = await tx.select({ id: entity.id }).from(entity).where(eq(entity.uuid, demoUuid('user--user', account.key)));
      if (found) {
        uids.set(account.key, found.id);
        continue;
      }
      const uid = await createUser(tx, {
        name: account.name,
        mail: account.mail,
        password: account.password,
        roles: account.roles,
        profile: account.fields,
        uuid: demoUuid('user--user', account.key),
      });
      uids.set(account.key, uid);
      created += 1;
    }

    const images = new Map<string, StoredReference>();
    const image = async (spec: DemoImage): Promise<StoredReference> => {
      const known = images.get(spec.key);
      if (known) return known;
      const width = spec.width ?? 1200;
      const height = spec.height ?? 800;
      const uuid = demoUuid('file--file', spec.key);
      const filename = `${spec.key}.png`;
      const [found] = await tx.select({ id: entity.id }).from(entity).where(eq(entity.uuid, uuid));
      if (!found) {
        const png = renderPng({ width, height, colors: spec.colors });
        await writeFile(path.join(imageDir, filename), png);
        await createEntity(tx, {
          type: 'file--file',
          uuid,
          label: filename,
          uid: 1,
          fields: { uri: `public://demo/${filename}`, filemime: 'image/png', filesize: png.byteLength },
        });
        created += 1;
      }
      const ref = { type: 'file--file', id: uuid, meta: { alt: spec.alt, title: '', width, height } };
      images.set(spec.key, ref);
      return ref;
    };

    const resolve = async (value: DemoFieldValue): Promise<unknown> => {
      if (isRef(value)) return { type: value.type, id: demoUuid(value.type, value.key), ...(value.meta ? { meta: value.meta } : {}) };
      if (isImage(value)) return image(value);
      if (Array.isArray(value)) return Promise.all(value.map((item: string | number | DemoRef) => resolve(item)));
      return value;
    };

    for (const item of items) {
      const uuid = demoUuid(item.type, item.key);
      if (existing.has(uuid)) continue;
      const fields: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(item.fields ?? {})) fields[name] = await resolve(value);
      const isTerm = item.type.startsWith('taxonomy_term--');
      // `createdDaysAgo` is relative to the seeding day, negative in the past.
      const createdAt = new Date(now.getTime() + (item.createdDaysAgo ?? 0) * 86_400_000);
      await createEntity(tx, {
        type: item.type,
        uuid,
        label: item.label,
        status: item.status ?? true,
        uid: isTerm ? null : (uids.get(item.owner ?? 'admin') ?? 1),
        created: createdAt,
        changed: createdAt,
        pathAlias: item.pathAlias ?? null,
        weight: item.weight ?? 0,
        fields,
      });
      created += 1;
    }
    return { created };
  });
}
