import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
/** Tables as created by the SQL files in `cms/migrations/`; keep both in step. */
export const users = pgTable('users', {
    uid: integer('uid').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    name: text('name').notNull().unique(),
    mail: text('mail'),
    pass: text('pass'),
    status: boolean('status').notNull().default(true),
    roles: text('roles').array().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    changed: timestamp('changed', { withTimezone: true }).notNull().defaultNow(),
});
export const node = pgTable('node', {
    nid: serial('nid').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    type: text('type').notNull(),
    vid: integer('vid').notNull().default(1),
    langcode: text('langcode').notNull().default('fr'),
    title: text('title').notNull(),
    status: boolean('status').notNull().default(true),
    promote: boolean('promote').notNull().default(false),
    sticky: boolean('sticky').notNull().default(false),
    uid: integer('uid')
        .notNull()
        .references(() => users.uid),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    changed: timestamp('changed', { withTimezone: true }).notNull().defaultNow(),
    pathAlias: text('path_alias').unique(),
    fields: jsonb('fields').$type().notNull().default({}),
});
/** Bookkeeping of applied migration files (created by `migrate()` itself). */
export const cmsMigrations = pgTable('cms_migrations', {
    name: text('name').primaryKey(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
