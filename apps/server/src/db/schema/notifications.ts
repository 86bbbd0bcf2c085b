import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    type: text('type').notNull().default('info'),
    /** NOTIFICATION_KINDS: which preference governs it */
    kind: text('kind').notNull().default('account'),
    /** a portal path it leads to */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
    /** the system notification it delivers: one per user, however often delivery runs */
    systemNotificationId: integer('system_notification_id'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    unique('notifications_system_user_key').on(t.systemNotificationId, t.userId),
    check(
      'notifications_type_check',
      sql`${t.type} IN ('success', 'error', 'warning', 'info', 'default')`,
    ),
    check(
      'notifications_kind_check',
      sql`${t.kind} IN ('account', 'sync_errors', 'messages', 'todos', 'system', 'payouts', 'faq')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
