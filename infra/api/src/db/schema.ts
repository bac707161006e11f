/**
 * The one drizzle schema, shared by PGlite and PostgreSQL (same pg-core dialect).
 * Change it, then run `pnpm db:generate` and commit the new file under drizzle/.
 */
import type { Role } from '@kanri/contracts';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The five roles of spec §4, seeded by migration 0001 with ids 1..5. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').$type<Role>().notNull().unique(),
});
