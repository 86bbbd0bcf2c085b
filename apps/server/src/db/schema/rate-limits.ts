import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Fixed-window counters shared by every process (ADR 005). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});
