import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { ReportSection } from '@portal/contracts/schemas/scheduled-reports';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { companies } from '../../db/schema/companies';
import { budgets, reportRuns, reportSchedules } from '../../db/schema/ledger';
import type { ReportScheduleRow } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';

/** The sections column holds only section names; the budget has its own column. */
export function sectionsColumn(sections: ReportSection[]): string[] {
  return sections;
}

export function budgetIdOf(row: Pick<ReportScheduleRow, 'budgetId'>): number | null {
  return row.budgetId;
}

export function sectionsOfRow(row: Pick<ReportScheduleRow, 'sections'>): ReportSection[] {
  return row.sections as ReportSection[];
}

export type NewSchedule = typeof reportSchedules.$inferInsert;

const personName = (first: AnyColumn, last: AnyColumn, email: AnyColumn) =>
  sql<string>`coalesce(nullif(trim(${first} || ' ' || ${last}), ''), ${email})`;

/** The error of the schedule's newest run, shown beside its status in the list. */
const lastError = sql<string | null>`(
  select ${reportRuns.errorKey} from ${reportRuns}
  where ${reportRuns.scheduleId} = ${reportSchedules.id}
  order by ${reportRuns.createdAt} desc, ${reportRuns.id} desc limit 1)`;

const view = {
  row: reportSchedules,
  companyName: companies.name,
  ownerName: personName(users.firstName, users.lastName, users.email),
  lastError,
};

export interface ScheduleView {
  row: ReportScheduleRow;
  companyName: string | null;
  ownerName: string;
  lastError: string | null;
}

function selectViews(db: Db) {
  return db
    .select(view)
    .from(reportSchedules)
    .innerJoin(users, eq(users.id, reportSchedules.ownerId))
    .leftJoin(companies, eq(companies.id, reportSchedules.companyId));
}

const SORTS: Record<string, AnyColumn> = {
  name: reportSchedules.name,
  next_run_at: reportSchedules.nextRunAt,
  last_run_at: reportSchedules.lastRunAt,
};

export interface ScheduleFilter {
  companyId: number;
  search?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

export async function listSchedules(db: Db, filter: ScheduleFilter) {
  const conditions: SQL[] = [eq(reportSchedules.companyId, filter.companyId)];
  if (filter.search) conditions.push(ilike(reportSchedules.name, containsPattern(filter.search)));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(reportSchedules).where(where);
  const ordering = filter.ordering ?? 'next_run_at';
  const column = SORTS[ordering.replace(/^-/, '')] ?? reportSchedules.nextRunAt;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(
      ordering.startsWith('-') ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      asc(reportSchedules.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findScheduleView(db: Db, id: number): Promise<ScheduleView | undefined> {
  const [row] = await selectViews(db).where(eq(reportSchedules.id, id));
  return row;
}

export async function findSchedule(db: Db, id: number): Promise<ReportScheduleRow | undefined> {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  return row;
}

export async function insertSchedule(db: Db, values: NewSchedule): Promise<number> {
  const [row] = await db
    .insert(reportSchedules)
    .values(values)
    .returning({ id: reportSchedules.id });
  return row!.id;
}

export async function updateSchedule(db: Db, id: number, values: Partial<NewSchedule>) {
  await db.update(reportSchedules).set(values).where(eq(reportSchedules.id, id));
}

export async function deleteSchedule(db: Db, id: number) {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

export async function budgetsOfCompany(db: Db, companyId: number) {
  return db
    .select({ id: budgets.id, name: budgets.name, year: budgets.year })
    .from(budgets)
    .where(eq(budgets.companyId, companyId))
    .orderBy(desc(budgets.year), asc(budgets.name), asc(budgets.id));
}

export async function budgetsById(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: budgets.id,
      name: budgets.name,
      year: budgets.year,
      companyId: budgets.companyId,
    })
    .from(budgets)
    .where(inArray(budgets.id, ids));
}
