import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Screens added at runtime (SPEC §2): a sandboxed frame of `url` at `path` for `roles`. */
export const plugins = pgTable(
  'plugins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull().unique(),
    titleSv: text('title_sv').notNull(),
    titleEn: text('title_en').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    url: text('url').notNull(),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('plugins_path_check', sql`${t.path} ~ '^/plugins/[a-z0-9-]+$'`)],
);

export type PluginRow = typeof plugins.$inferSelect;
