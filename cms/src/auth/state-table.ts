import { pgTable, text } from 'drizzle-orm/pg-core';

/** Drupal's key/value state (`cms/migrations/0002_state.sql`), kept out of schema.ts on purpose. */
export const state = pgTable('state', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export type StateRow = typeof state.$inferSelect;
