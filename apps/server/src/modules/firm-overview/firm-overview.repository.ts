import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/**
 * Tasks of the firm's projects that are not in a done column, and of those the ones due before
 * `today` (YYYY-MM-DD).
 */
export async function openTasks(db: Db, firmId: number, today: string) {
  const [row] = await rowsOf<{ open: number; overdue: number }>(
    db.execute(sql`
    SELECT count(*)::int AS open,
      count(*) FILTER (WHERE t.due_date < ${today}::date)::int AS overdue
    FROM project_tasks t
    JOIN projects p ON p.id = t.project_id
    JOIN board_columns col ON col.id = t.column_id
    WHERE p.firm_id = ${firmId} AND NOT col.done`),
  );
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

export async function firmName(db: Db, firmId: number) {
  const [row] = await rowsOf<{ id: number; name: string }>(
    db.execute(sql`SELECT id, name FROM accounting_firms WHERE id = ${firmId}`),
  );
  return row;
}
