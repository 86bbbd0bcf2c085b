import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { and, asc, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { systemNotifications } from '../../db/schema/operations';

/** The notifications due at `now` and not yet delivered, oldest schedule first. */
export async function dueIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: systemNotifications.id })
    .from(systemNotifications)
    .where(and(isNull(systemNotifications.deliveredAt), lte(systemNotifications.scheduledAt, now)))
    .orderBy(asc(systemNotifications.scheduledAt), asc(systemNotifications.id));
  return rows.map((r) => r.id);
}

export interface DueNotice {
  id: number;
  title: string;
  text: string;
  type: string;
}

/**
 * Locks one due notification for delivery in the caller's transaction (a worker delivering it
 * already makes this one skip it). Null when it is not due, delivered already, or being
 * delivered elsewhere.
 */
export async function lockDue(db: Db, id: number, now: Date): Promise<DueNotice | null> {
  const locked = (await db.execute(sql`
    SELECT id, title, text, type FROM system_notifications
    WHERE id = ${id} AND delivered_at IS NULL AND scheduled_at <= ${now.toISOString()}::timestamptz
    FOR UPDATE SKIP LOCKED`)) as unknown as { rows: DueNotice[] };
  return locked.rows[0] ?? null;
}

export interface Addressee {
  id: number;
  email: string;
  locale: string;
  first_name: string;
  notification_settings: Partial<NotificationSettings> | null;
}

/** Every active user the notification's targets name: everyone, a role, a company or a firm. */
export async function addresseesOf(db: Db, id: number): Promise<Addressee[]> {
  const result = (await db.execute(sql`
    SELECT u.id, u.email, u.locale, u.first_name, u.notification_settings
    FROM system_notifications n
    JOIN users u ON u.is_active
    WHERE n.id = ${id} AND (
      coalesce((n.targets ->> 'everyone')::boolean, false)
      OR u.role IN (SELECT jsonb_array_elements_text(n.targets -> 'roles'))
      OR EXISTS (
        SELECT 1 FROM company_memberships m
        WHERE m.user_id = u.id
          AND m.company_id IN (SELECT jsonb_array_elements_text(n.targets -> 'companyIds')::int))
      OR EXISTS (
        SELECT 1 FROM firm_memberships f
        WHERE f.user_id = u.id
          AND f.firm_id IN (SELECT jsonb_array_elements_text(n.targets -> 'firmIds')::int)))
    ORDER BY u.id`)) as unknown as { rows: Addressee[] };
  return result.rows;
}

/** Inbox rows, one per (system notification, user) whatever runs again: ON CONFLICT DO NOTHING. */
export async function insertInboxRows(db: Db, notice: DueNotice, userIds: number[], now: Date) {
  if (!userIds.length) return;
  await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        title: notice.title,
        text: notice.text,
        type: notice.type,
        kind: 'system',
        createdAt: now,
        systemNotificationId: notice.id,
      })),
    )
    .onConflictDoNothing({ target: [notifications.systemNotificationId, notifications.userId] });
}

export async function markDelivered(db: Db, id: number, now: Date, recipients: number) {
  await db.execute(sql`
    UPDATE system_notifications
    SET delivered_at = ${now.toISOString()}::timestamptz, recipients = ${recipients}
    WHERE id = ${id}`);
}
