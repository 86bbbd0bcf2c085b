import { and, asc, count, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerSources, ledgerYears, reportRuns, reportSchedules } from '../../db/schema/ledger';

/** Active schedules whose due time has come, the longest waiting first. */
export async function dueSchedules(db: Db, now: Date, limit: number) {
  return db
    .select({ id: reportSchedules.id, dueAt: reportSchedules.nextRunAt })
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.active, true),
        lte(reportSchedules.nextRunAt, now),
        isNotNull(reportSchedules.companyId),
      ),
    )
    .orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id))
    .limit(limit);
}

/**
 * Takes the run of one due time. The unique (schedule, due_at) makes this the only one: a second
 * worker waits on the row until the first commits, then gets nothing. The placeholder status is
 * replaced in the same transaction, so nobody sees it.
 */
export async function claimRun(db: Db, scheduleId: number, dueAt: Date, now: Date) {
  const [row] = await db
    .insert(reportRuns)
    .values({
      scheduleId,
      dueAt,
      status: 'failed',
      errorKey: 'schedules.errors.interrupted',
      createdAt: now,
    })
    .onConflictDoNothing({ target: [reportRuns.scheduleId, reportRuns.dueAt] })
    .returning({ id: reportRuns.id });
  return row?.id ?? null;
}

export async function finishRun(
  db: Db,
  id: number,
  result: {
    status: 'sent' | 'failed';
    fileName: string | null;
    outboxId: number | null;
    errorKey: string | null;
  },
) {
  await db.update(reportRuns).set(result).where(eq(reportRuns.id, id));
}

/**
 * The schedule's last run, and its next due time when the run was the one it waited for (an
 * edit in between set a new one, which stays).
 */
export async function recordScheduleRun(
  db: Db,
  id: number,
  run: { at: Date; status: 'sent' | 'failed'; dueAt?: Date; nextRunAt?: Date },
) {
  await db
    .update(reportSchedules)
    .set({ lastRunAt: run.at, lastStatus: run.status })
    .where(eq(reportSchedules.id, id));
  if (run.dueAt && run.nextRunAt)
    await db
      .update(reportSchedules)
      .set({ nextRunAt: run.nextRunAt })
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.nextRunAt, run.dueAt)));
}

export async function listRuns(db: Db, scheduleId: number, limit: number, offset: number) {
  const where = eq(reportRuns.scheduleId, scheduleId);
  const [total] = await db.select({ n: count() }).from(reportRuns).where(where);
  const rows = await db
    .select()
    .from(reportRuns)
    .where(where)
    .orderBy(desc(reportRuns.createdAt), desc(reportRuns.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** The ledger's financial years and when it was last read; no years: never read. */
export async function ledgerFactsOf(db: Db, companyId: number) {
  const years = await db
    .select({ start: ledgerYears.start, end: ledgerYears.end })
    .from(ledgerYears)
    .where(eq(ledgerYears.companyId, companyId))
    .orderBy(asc(ledgerYears.start));
  const [source] = await db
    .select({ refreshedAt: ledgerSources.refreshedAt })
    .from(ledgerSources)
    .where(eq(ledgerSources.companyId, companyId));
  return { years, refreshedAt: source?.refreshedAt ?? null };
}

export async function findRun(db: Db, id: number) {
  const [row] = await db.select().from(reportRuns).where(eq(reportRuns.id, id));
  return row;
}
