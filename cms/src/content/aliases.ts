import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entity, userAccount } from '../db/schema.js';
import { resourceTypeAt, type ResourceTypeDef } from './model.js';
import { slugify } from './slugify.js';
import { updateEntity } from './store.js';

/**
 * Path aliases: what an alias may look like, the aliases generated from titles (as Pathauto's
 * patterns `/{prefix}/[node:title]`), and the repair of stored aliases that break the rules.
 */

/** The bundle whose aliases always come from the title when a company writes it. */
export const GENERATED_ALIAS_BUNDLE = 'offre_emploi';

/**
 * A safe alias: one "/" then a letter or a digit (never `//` nor `/\`, which browsers read as
 * another host), no whitespace, `?`, `#`, backslash or control character, no empty, `.` or `..`
 * segment (even percent-encoded), at most 255 characters. The same for everybody, editors too.
 */
export function isSafeAlias(alias: string): boolean {
  if (alias.length > 255 || !/^\/[\p{L}\p{N}]/u.test(alias)) return false;
  if (/[\s?#\\\p{Cc}\p{Cf}]/u.test(alias) || alias.includes('//')) return false;
  return !alias.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** The last segment of a generated alias: the title's slug, cut at 80 characters (Pathauto's `max_component_length`). */
function titleSegment(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/g, '') || 'contenu';
}

/** A free alias under the type's prefix for a title (`/offres-emploi/commis-de-cuisine-2`). */
export async function generateAlias(db: Db, def: ResourceTypeDef, title: string, exceptId?: number): Promise<string | null> {
  if (!def.pathPrefix) return null;
  const base = `${def.pathPrefix}/${titleSegment(title)}`;
  const taken = await db
    .select({ alias: entity.pathAlias })
    .from(entity)
    .where(sql`(${entity.pathAlias} = ${base} OR ${entity.pathAlias} LIKE ${`${base}-%`})${exceptId === undefined ? sql`` : sql` AND ${entity.id} <> ${exceptId}`}`);
  const used = new Set(taken.map((row) => row.alias));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Repairs stored aliases written before the rules (or imported): an unsafe alias, and an offer of a
 * company (an owner without the editor or administrator role) outside its bundle's prefix, get the
 * alias of their title under the prefix, or none for a type without one. Each repair is a new
 * revision with a log message. Returns the number of entities repaired.
 */
export async function repairAliases(db: Db): Promise<number> {
  const rows = await db
    .select({ id: entity.id, entityType: entity.entityType, bundle: entity.bundle, uid: entity.uid, alias: entity.pathAlias })
    .from(entity)
    .where(isNotNull(entity.pathAlias));
  const offers = rows.filter((row) => row.entityType === 'node' && row.bundle === GENERATED_ALIAS_BUNDLE);
  const owners = [...new Set(offers.map((row) => row.uid).filter((uid): uid is number => uid !== null))];
  const editors = new Set(
    owners.length === 0
      ? []
      : (await db.select({ uid: userAccount.uid, roles: userAccount.roles }).from(userAccount).where(inArray(userAccount.uid, owners)))
          .filter((account) => account.roles.includes('editor') || account.roles.includes('administrator'))
          .map((account) => account.uid),
  );
  const wrong = rows.filter((row) => {
    const alias = row.alias ?? '';
    if (!isSafeAlias(alias)) return true;
    const def = resourceTypeAt(row.entityType, row.bundle);
    return row.bundle === GENERATED_ALIAS_BUNDLE && !!def?.pathPrefix && !(row.uid !== null && editors.has(row.uid)) && !alias.startsWith(`${def.pathPrefix}/`);
  });
  if (wrong.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id } of wrong) {
      const [current] = await tx.select().from(entity).where(and(eq(entity.id, id), isNotNull(entity.pathAlias)));
      const def = current && resourceTypeAt(current.entityType, current.bundle);
      if (!current || !def) continue;
      const pathAlias = current.entityType === 'node' ? await generateAlias(tx, def, current.label, current.id) : null;
      await updateEntity(tx, current, {
        pathAlias,
        changed: current.changed,
        revisionLog: `Alias d’URL ${JSON.stringify(current.pathAlias)} remplacé par ${pathAlias === null ? 'aucun' : JSON.stringify(pathAlias)} (alias non conforme).`,
      });
      console.warn(`Repaired the path alias of ${def.name} ${current.uuid}: ${JSON.stringify(current.pathAlias)} → ${JSON.stringify(pathAlias)}`);
    }
  });
  return wrong.length;
}
