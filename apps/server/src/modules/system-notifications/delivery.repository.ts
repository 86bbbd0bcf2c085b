import { and, asc, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/**
 * Delivers one due notification inside the caller's transaction: the row is locked (a worker
 * delivering it already makes this one skip it), every active user its targets name gets it in
 * their notifications — INSERT … SELECT … ON CONFLICT DO NOTHING on (system notification, user),
 * so nobody gets it twice whatever runs again — and it is marked delivered with its recipients.
 * Null when it is not due, delivered already, or being delivered elsewhere.
 */
export async function deliverOne(db: Db, id: number, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const locked = (await db.execute(sql`
    SELECT id FROM system_notifications
    WHERE id = ${id} AND delivered_at IS NULL AND scheduled_at <= ${at}::timestamptz
    FOR UPDATE SKIP LOCKED`)) as unknown as { rows: { id: number }[] };
  if (!locked.rows.length) return null;
  await db.execute(sql`
    INSERT INTO notifications (user_id, title, text, type, created_at, system_notification_id)
    SELECT u.id, n.title, n.text, n.type, ${at}::timestamptz, n.id
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
    ON CONFLICT (system_notification_id, user_id) DO NOTHING`);
  const marked = (await db.execute(sql`
    UPDATE system_notifications
    SET delivered_at = ${at}::timestamptz,
      recipients = (SELECT count(*) FROM notifications WHERE system_notification_id = ${id})
    WHERE id = ${id}
    RETURNING recipients`)) as unknown as { rows: { recipients: number }[] };
  return Number(marked.rows[0]?.recipients ?? 0);
}
