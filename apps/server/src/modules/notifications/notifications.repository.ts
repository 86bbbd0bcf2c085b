import type { NotificationKind } from '@portal/contracts/schemas/notifications';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Db, values: NewNotification) {
  await db.insert(notifications).values(values);
}

export interface NotificationFilter {
  unreadOnly?: boolean;
  kind?: NotificationKind;
}

/** Only ever the owner's notifications: every query is scoped by user. */
function ownedBy(userId: number, filter: NotificationFilter = {}) {
  return and(
    eq(notifications.userId, userId),
    filter.unreadOnly ? isNull(notifications.readAt) : undefined,
    filter.kind ? eq(notifications.kind, filter.kind) : undefined,
  );
}

export async function listNotifications(
  db: Db,
  userId: number,
  filter: NotificationFilter & { limit: number; offset: number },
) {
  const where = ownedBy(userId, filter);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(userId, { unreadOnly: true }));
  return row?.n ?? 0;
}

async function findOwn(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ownedBy(userId)));
  return row;
}

/** Marks one of the user's notifications read (first read time wins); undefined if not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), ownedBy(userId, { unreadOnly: true })));
  return findOwn(db, userId, id);
}

/** Marks one of the user's notifications unread again; undefined if not theirs. */
export async function markUnread(db: Db, userId: number, id: number) {
  await db
    .update(notifications)
    .set({ readAt: null })
    .where(and(eq(notifications.id, id), ownedBy(userId), isNotNull(notifications.readAt)));
  return findOwn(db, userId, id);
}

export async function markAllRead(db: Db, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ownedBy(userId, { unreadOnly: true }));
}

/** Deletes one of the user's notifications; false if it is not theirs. */
export async function deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), ownedBy(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
