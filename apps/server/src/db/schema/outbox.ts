import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** Every e-mail, written in the transaction that causes it (ADR 007). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('queued'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt),
    index('outbox_status_idx').on(t.status),
    check('outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'stored', 'failed')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
