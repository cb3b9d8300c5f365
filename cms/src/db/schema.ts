import { bigint, bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables as created by the SQL files in `cms/migrations/`; keep both in step. */

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type FieldValues = Record<string, unknown>;

export const entity = pgTable('entity', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  entityType: text('entity_type').notNull(),
  bundle: text('bundle').notNull(),
  vid: integer('vid').notNull().default(0),
  langcode: text('langcode').notNull().default('fr'),
  label: text('label').notNull(),
  status: boolean('status').notNull().default(true),
  uid: integer('uid'),
  created: tz('created').notNull().defaultNow(),
  changed: tz('changed').notNull().defaultNow(),
  pathAlias: text('path_alias'),
  weight: integer('weight').notNull().default(0),
  fields: jsonb('fields').$type<FieldValues>().notNull().default({}),
});

export const entityRevision = pgTable('entity_revision', {
  vid: serial('vid').primaryKey(),
  entityId: integer('entity_id')
    .notNull()
    .references(() => entity.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  status: boolean('status').notNull(),
  uid: integer('uid'),
  pathAlias: text('path_alias'),
  weight: integer('weight').notNull().default(0),
  fields: jsonb('fields').$type<FieldValues>().notNull(),
  changed: tz('changed').notNull(),
  revisionUid: integer('revision_uid'),
  revisionTimestamp: tz('revision_timestamp').notNull().defaultNow(),
  revisionLog: text('revision_log'),
});

export const userAccount = pgTable('user_account', {
  uid: integer('uid')
    .primaryKey()
    .references(() => entity.id, { onDelete: 'cascade' }),
  pass: text('pass'),
  roles: text('roles').array().notNull().default([]),
  login: tz('login'),
  access: tz('access'),
});

export const session = pgTable('session', {
  sidHash: text('sid_hash').primaryKey(),
  uid: integer('uid')
    .notNull()
    .references(() => entity.id, { onDelete: 'cascade' }),
  csrfSeed: text('csrf_seed').notNull(),
  created: tz('created').notNull().defaultNow(),
  accessed: tz('accessed').notNull().defaultNow(),
  expires: tz('expires').notNull(),
});

export const flood = pgTable('flood', {
  fid: bigserial('fid', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  identifier: text('identifier').notNull(),
  timestamp: tz('timestamp').notNull().defaultNow(),
  expiration: tz('expiration').notNull(),
});

export const webformSubmission = pgTable('webform_submission', {
  sid: serial('sid').primaryKey(),
  webformId: text('webform_id').notNull(),
  uid: integer('uid'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  created: tz('created').notNull().defaultNow(),
});

/**
 * The write generation (`0004_write_generation.sql`): one row, bumped at the commit of every
 * transaction that changes `entity` (a deferred trigger), whichever process or tool wrote.
 */
export const writeGeneration = pgTable('cms_write_generation', {
  id: boolean('id').primaryKey().default(true),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

/** Bookkeeping of applied migration files (created by `migrate()` itself). */
export const cmsMigrations = pgTable('cms_migrations', {
  name: text('name').primaryKey(),
  appliedAt: tz('applied_at').notNull().defaultNow(),
});

export type EntityRow = typeof entity.$inferSelect;
export type RevisionRow = typeof entityRevision.$inferSelect;
export type UserAccountRow = typeof userAccount.$inferSelect;
