import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Site-wide settings as key → JSON value (maintenance banner, …). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
