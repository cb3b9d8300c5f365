import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entity, entityRevision, type EntityRow, type FieldValues, type RevisionRow } from '../db/schema.js';
import { resourceType, type ResourceTypeDef } from './model.js';

/** A stored reference to another resource (the `fields` value of a relationship). */
export interface StoredReference {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}

/** What is needed to create an entity. Bundle fields use their JSON:API names as keys. */
export interface NewEntity {
  /** Resource type name, e.g. `node--offre_emploi`. */
  type: string;
  label: string;
  uuid?: string;
  status?: boolean;
  /** Owner (author) uid; null for taxonomy terms. */
  uid?: number | null;
  created?: Date;
  changed?: Date;
  pathAlias?: string | null;
  weight?: number;
  langcode?: string;
  fields?: FieldValues;
  /** Who saved this revision (defaults to the owner). */
  revisionUid?: number | null;
  revisionLog?: string | null;
}

export type EntityChanges = Partial<Omit<NewEntity, 'type' | 'uuid' | 'created'>>;

export class UnknownResourceTypeError extends Error {
  constructor(type: string) {
    super(`Unknown resource type ${type}`);
  }
}

function typeDef(name: string): ResourceTypeDef {
  const def = resourceType(name);
  if (!def) throw new UnknownResourceTypeError(name);
  return def;
}

export function typeName(row: Pick<EntityRow, 'entityType' | 'bundle'>): string {
  return `${row.entityType}--${row.bundle}`;
}

async function saveRevision(db: Db, row: EntityRow, revisionUid: number | null, log: string | null): Promise<number> {
  const [revision] = await db
    .insert(entityRevision)
    .values({
      entityId: row.id,
      label: row.label,
      status: row.status,
      uid: row.uid,
      pathAlias: row.pathAlias,
      weight: row.weight,
      fields: row.fields,
      changed: row.changed,
      revisionUid,
      revisionTimestamp: row.changed,
      revisionLog: log,
    })
    .returning({ vid: entityRevision.vid });
  if (!revision) throw new Error('Saving a revision returned nothing');
  return revision.vid;
}

/** Creates an entity and its first revision. Run it inside a transaction for atomicity. */
export async function createEntity(db: Db, input: NewEntity): Promise<EntityRow> {
  const def = typeDef(input.type);
  const now = new Date();
  const created = input.created ?? now;
  const [inserted] = await db
    .insert(entity)
    .values({
      uuid: input.uuid ?? randomUUID(),
      entityType: def.entityType,
      bundle: def.bundle,
      label: input.label,
      status: input.status ?? true,
      uid: input.uid ?? null,
      created,
      // Drupal's `changed` of a new entity is the time of the write, whatever `created` says.
      changed: input.changed ?? now,
      pathAlias: input.pathAlias ?? null,
      weight: input.weight ?? 0,
      langcode: input.langcode ?? 'fr',
      fields: input.fields ?? {},
    })
    .returning();
  if (!inserted) throw new Error('Creating an entity returned nothing');
  const vid = await saveRevision(db, inserted, input.revisionUid ?? inserted.uid, input.revisionLog ?? null);
  const [row] = await db.update(entity).set({ vid }).where(eq(entity.id, inserted.id)).returning();
  if (!row) throw new Error('Creating an entity returned nothing');
  return row;
}

/** Applies changes to an entity as a new default revision. `fields` are merged key by key. */
export async function updateEntity(db: Db, current: EntityRow, changes: EntityChanges): Promise<EntityRow> {
  const next: EntityRow = {
    ...current,
    label: changes.label ?? current.label,
    status: changes.status ?? current.status,
    uid: changes.uid === undefined ? current.uid : changes.uid,
    pathAlias: changes.pathAlias === undefined ? current.pathAlias : changes.pathAlias,
    weight: changes.weight ?? current.weight,
    langcode: changes.langcode ?? current.langcode,
    fields: { ...current.fields, ...(changes.fields ?? {}) },
    changed: changes.changed ?? new Date(),
  };
  const vid = await saveRevision(db, next, changes.revisionUid ?? null, changes.revisionLog ?? null);
  const [row] = await db
    .update(entity)
    .set({
      vid,
      label: next.label,
      status: next.status,
      uid: next.uid,
      pathAlias: next.pathAlias,
      weight: next.weight,
      langcode: next.langcode,
      fields: next.fields,
      changed: next.changed,
    })
    .where(eq(entity.id, current.id))
    .returning();
  if (!row) throw new Error('Updating an entity returned nothing');
  return row;
}

export async function deleteEntity(db: Db, row: Pick<EntityRow, 'id'>): Promise<void> {
  await db.delete(entity).where(eq(entity.id, row.id));
}

export async function loadByUuid(db: Db, type: string, uuid: string): Promise<EntityRow | undefined> {
  const def = typeDef(type);
  const [row] = await db
    .select()
    .from(entity)
    .where(and(eq(entity.uuid, uuid), eq(entity.entityType, def.entityType), eq(entity.bundle, def.bundle)));
  return row;
}

export async function loadById(db: Db, id: number): Promise<EntityRow | undefined> {
  const [row] = await db.select().from(entity).where(eq(entity.id, id));
  return row;
}

/** The entity as it was at revision `vid` (undefined when that revision is not one of its own). */
export async function loadRevision(db: Db, current: EntityRow, vid: number): Promise<EntityRow | undefined> {
  const [revision] = await db
    .select()
    .from(entityRevision)
    .where(and(eq(entityRevision.vid, vid), eq(entityRevision.entityId, current.id)));
  return revision ? rowAtRevision(current, revision) : undefined;
}

export function rowAtRevision(current: EntityRow, revision: RevisionRow): EntityRow {
  return {
    ...current,
    vid: revision.vid,
    label: revision.label,
    status: revision.status,
    uid: revision.uid,
    pathAlias: revision.pathAlias,
    weight: revision.weight,
    fields: revision.fields,
    changed: revision.changed,
  };
}
