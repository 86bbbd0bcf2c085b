import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Db, values: NewNotification) {
  await db.insert(notifications).values(values);
}

/** Only ever the owner's notifications: every query is scoped by user. */
function ownedBy(userId: number, unreadOnly = false) {
  return and(
    eq(notifications.userId, userId),
    unreadOnly ? isNull(notifications.readAt) : undefined,
  );
}

export async function listNotifications(
  db: Db,
  userId: number,
  filter: { unreadOnly: boolean; limit: number; offset: number },
) {
  const where = ownedBy(userId, filter.unreadOnly);
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
  const [row] = await db.select({ n: count() }).from(notifications).where(ownedBy(userId, true));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (first read time wins); undefined if not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), ownedBy(userId, true)));
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ownedBy(userId)));
  return row;
}

export async function markAllRead(db: Db, userId: number, now: Date) {
  await db.update(notifications).set({ readAt: now }).where(ownedBy(userId, true));
}
