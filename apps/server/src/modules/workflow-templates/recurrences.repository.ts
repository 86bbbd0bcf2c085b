import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, workflowRecurrences } from '../../db/schema/accountants';
import { companies } from '../../db/schema/companies';

export type RecurrenceRecord = typeof workflowRecurrences.$inferSelect;
export type NewRecurrence = typeof workflowRecurrences.$inferInsert;

/** The newest project a recurrence made (by period), as a scalar subquery per row. */
const lastProject = sql<{ id: number; name: string } | null>`(
  select json_build_object('id', ${projects.id}, 'name', ${projects.name}) from ${projects}
  where ${projects.recurrenceId} = ${workflowRecurrences.id}
  order by ${projects.period} desc, ${projects.id} desc limit 1)`;

function selectRecurrences(db: Db) {
  return db
    .select({ recurrence: workflowRecurrences, clientName: companies.name, lastProject })
    .from(workflowRecurrences)
    .innerJoin(companies, eq(companies.id, workflowRecurrences.companyId));
}

export type RecurrenceView = Awaited<ReturnType<typeof listRecurrences>>[number];

/** A template's recurrences for the clients this person sees, by client name. */
export async function listRecurrences(db: Db, templateId: number, clientIds: number[]) {
  if (!clientIds.length) return [];
  return selectRecurrences(db)
    .where(
      and(
        eq(workflowRecurrences.templateId, templateId),
        inArray(workflowRecurrences.companyId, clientIds),
      ),
    )
    .orderBy(asc(companies.name), asc(workflowRecurrences.id));
}

/** One recurrence of the firm's template for a visible client, or undefined. */
export async function findRecurrenceView(
  db: Db,
  scope: { firmId: number; templateId: number; clientIds: number[] },
  id: number,
) {
  if (!scope.clientIds.length) return undefined;
  const [row] = await selectRecurrences(db).where(
    and(
      eq(workflowRecurrences.id, id),
      eq(workflowRecurrences.firmId, scope.firmId),
      eq(workflowRecurrences.templateId, scope.templateId),
      inArray(workflowRecurrences.companyId, scope.clientIds),
    ),
  );
  return row;
}

export async function insertRecurrence(db: Db, values: NewRecurrence): Promise<RecurrenceRecord> {
  const [row] = await db.insert(workflowRecurrences).values(values).returning();
  return row!;
}

export async function updateRecurrence(db: Db, id: number, change: Partial<NewRecurrence>) {
  await db.update(workflowRecurrences).set(change).where(eq(workflowRecurrences.id, id));
}

/** Its projects stay; they no longer belong to a recurrence. */
export async function deleteRecurrence(db: Db, id: number) {
  await db.delete(workflowRecurrences).where(eq(workflowRecurrences.id, id));
}

/** Active recurrences whose next period's project is due by `today` (start − lead days). */
export async function dueRecurrenceIds(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: workflowRecurrences.id })
    .from(workflowRecurrences)
    .where(
      and(
        eq(workflowRecurrences.active, true),
        sql`${workflowRecurrences.nextPeriodStart} - ${workflowRecurrences.leadDays} <= ${today}::date`,
      ),
    )
    .orderBy(asc(workflowRecurrences.nextPeriodStart), asc(workflowRecurrences.id));
  return rows.map((r) => r.id);
}

/**
 * The recurrence, locked until the transaction ends: a second run waits here and then sees the
 * periods the first one made.
 */
export async function lockRecurrence(db: Db, id: number): Promise<RecurrenceRecord | undefined> {
  const [row] = await db
    .select()
    .from(workflowRecurrences)
    .where(eq(workflowRecurrences.id, id))
    .for('update');
  return row;
}

export async function periodMade(db: Db, recurrenceId: number, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.recurrenceId, recurrenceId), eq(projects.period, period)))
    .orderBy(desc(projects.id))
    .limit(1);
  return row !== undefined;
}
