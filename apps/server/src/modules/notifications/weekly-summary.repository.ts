import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../db/schema/users';

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

const wantsSummary = sql`coalesce((notification_settings ->> 'email_weekly_summary')::boolean,
  ${DEFAULT_NOTIFICATION_SETTINGS.email_weekly_summary})`;

/** Active users who chose the weekly summary and have not had the one of the week of `monday`. */
export async function summaryReaders(db: Db, monday: string): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      SELECT id FROM users
      WHERE is_active AND ${wantsSummary}
        AND (weekly_summary_sent_on IS NULL OR weekly_summary_sent_on < ${monday}::date)
      ORDER BY id`),
  );
  return rows.map((r) => r.id);
}

export interface SummaryReader {
  id: number;
  email: string;
  first_name: string;
  locale: string;
}

/**
 * Claims the week of `monday` for one user: it is marked sent in the caller's transaction, and
 * only one transaction can do it (the row is locked until it commits; a second finds it sent).
 * Undefined when the week was claimed already or the user no longer wants the summary.
 */
export async function claimWeek(db: Db, userId: number, monday: string) {
  const [row] = await rowsOf<SummaryReader>(
    db.execute(sql`
      UPDATE users SET weekly_summary_sent_on = ${monday}::date
      WHERE id = ${userId} AND is_active AND ${wantsSummary}
        AND (weekly_summary_sent_on IS NULL OR weekly_summary_sent_on < ${monday}::date)
      RETURNING id, email, first_name, locale`),
  );
  return row;
}

export interface CompanyWeek {
  company: string;
  synced: number;
  failed: number;
}

/** Per company the user belongs to: elements synced and failed in [from, to). */
export async function syncWeekOf(db: Db, userId: number, from: Date, to: Date) {
  const rows = await rowsOf<CompanyWeek>(
    db.execute(sql`
      SELECT c.name AS company,
        count(e.id) FILTER (WHERE e.status = 'Success')::int AS synced,
        count(e.id) FILTER (WHERE e.status = 'Failed')::int AS failed
      FROM company_memberships m
      JOIN companies c ON c.id = m.company_id
      LEFT JOIN sync_entries e ON e.company_id = c.id
        AND e.updated_at >= ${from.toISOString()}::timestamptz
        AND e.updated_at < ${to.toISOString()}::timestamptz
      WHERE m.user_id = ${userId}
      GROUP BY c.id, c.name
      ORDER BY c.name, c.id`),
  );
  return rows.map((r) => ({ ...r, synced: Number(r.synced), failed: Number(r.failed) }));
}

/** The user's to-dos not done, and how many of them are past their due date on `today`. */
export async function todosOf(db: Db, userId: number, today: string) {
  const [row] = await rowsOf<{ open: number; overdue: number }>(
    db.execute(sql`
      SELECT count(*)::int AS open,
        count(*) FILTER (WHERE due_date < ${today}::date)::int AS overdue
      FROM todos WHERE assignee_id = ${userId} AND status <> 'done'`),
  );
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}
