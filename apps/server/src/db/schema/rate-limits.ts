import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Fixed-window counters shared by every process (ADR 005). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Token buckets for provider calls, one per connection (e.g. Fortnox: 25 per 5 s per token), in
 * the database so that every worker process draws from the same budget.
 */
export const rateBudgets = pgTable('rate_budgets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
