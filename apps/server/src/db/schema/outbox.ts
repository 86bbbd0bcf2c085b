import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from './columns';

/** Every e-mail, written in the transaction that causes it (ADR 007). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    /** comma-separated copies (scheduled reports, SPEC §3) */
    cc: text('cc').notNull().default(''),
    bcc: text('bcc').notNull().default(''),
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

/** Files sent with a message (a scheduled report's PDF or XLSX). */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_message_idx').on(t.messageId)],
);

export type OutboxRow = typeof outbox.$inferSelect;
