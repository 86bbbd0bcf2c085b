import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, projectTasks, timeEntries } from '../../db/schema/accountants';
import { companies, firmMemberships } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { personName, totalsColumns } from './time-entries.repository';

/** Clients by id with their names, in name order. */
export async function clientNames(db: Db, clientIds: number[]) {
  if (!clientIds.length) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, clientIds))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The firm's projects on the clients the person sees, and its projects without a client. */
export async function visibleProjects(db: Db, firmId: number, clientIds: number[]) {
  return db
    .select({ id: projects.id, name: projects.name, companyId: projects.companyId })
    .from(projects)
    .where(
      and(
        eq(projects.firmId, firmId),
        clientIds.length
          ? or(isNull(projects.companyId), inArray(projects.companyId, clientIds))
          : isNull(projects.companyId),
      ),
    )
    .orderBy(asc(projects.name), asc(projects.id));
}

export async function tasksOf(db: Db, projectIds: number[]) {
  if (!projectIds.length) return [];
  return db
    .select({ id: projectTasks.id, title: projectTasks.title, projectId: projectTasks.projectId })
    .from(projectTasks)
    .where(inArray(projectTasks.projectId, projectIds))
    .orderBy(asc(projectTasks.projectId), asc(projectTasks.position), asc(projectTasks.id));
}

export async function findProject(db: Db, firmId: number, id: number) {
  const [row] = await db
    .select({ id: projects.id, companyId: projects.companyId })
    .from(projects)
    .where(and(eq(projects.firmId, firmId), eq(projects.id, id)));
  return row;
}

export async function findTask(db: Db, id: number) {
  const [row] = await db
    .select({ id: projectTasks.id, projectId: projectTasks.projectId })
    .from(projectTasks)
    .where(eq(projectTasks.id, id));
  return row;
}

/** The firm's accountants (or one of them), by name. */
export async function firmPeople(db: Db, firmId: number, userId?: number) {
  return db
    .select({ id: users.id, name: personName })
    .from(firmMemberships)
    .innerJoin(users, eq(users.id, firmMemberships.userId))
    .where(
      and(
        eq(firmMemberships.firmId, firmId),
        userId !== undefined ? eq(users.id, userId) : undefined,
      ),
    )
    .orderBy(asc(personName), asc(users.id));
}

export async function personById(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: personName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Finished time of the firm on these clients (everyone's: a client is invoiced as a whole). */
function clientTime(firmId: number, clientIds: number[]) {
  return and(
    eq(timeEntries.firmId, firmId),
    inArray(timeEntries.companyId, clientIds),
    isNull(timeEntries.runningSince),
  );
}

export interface BasisFilter {
  monthFrom?: string;
  monthTo?: string;
  companyId?: number;
  ordering?: string;
  limit: number;
  offset: number;
}

const month = sql<string>`to_char(${timeEntries.date}, 'YYYY-MM')`;

/** Billable time per client and month: the invoice basis, one page and its totals. */
export async function invoiceBasis(
  db: Db,
  firmId: number,
  clientIds: number[],
  filter: BasisFilter,
) {
  if (!clientIds.length) return { count: 0, totals: undefined, rows: [] };
  const condition = and(
    clientTime(firmId, clientIds),
    eq(timeEntries.billable, true),
    filter.companyId !== undefined ? eq(timeEntries.companyId, filter.companyId) : undefined,
    filter.monthFrom ? gte(timeEntries.date, `${filter.monthFrom}-01`) : undefined,
    filter.monthTo
      ? lt(timeEntries.date, sql`(${`${filter.monthTo}-01`}::date + interval '1 month')::date`)
      : undefined,
  );
  const groups = db
    .select({
      companyId: sql<number>`${timeEntries.companyId}`.as('company_id'),
      clientName: sql<string>`min(${companies.name})`.as('client_name'),
      month: month.as('month'),
      entries: sql<number>`count(*)::int`.as('entries'),
      minutes: sql<number>`sum(${timeEntries.minutes})::int`.as('minutes'),
      minuteRates: sql<string>`sum(${timeEntries.minutes}::bigint * ${timeEntries.hourlyRate})`.as(
        'minute_rates',
      ),
      rate: sql<
        number | null
      >`case when min(${timeEntries.hourlyRate}) = max(${timeEntries.hourlyRate}) then min(${timeEntries.hourlyRate}) end`.as(
        'rate',
      ),
    })
    .from(timeEntries)
    .innerJoin(companies, eq(companies.id, timeEntries.companyId))
    .where(condition)
    .groupBy(timeEntries.companyId, month)
    .as('groups');
  const [totals] = await db
    .select({
      n: sql<number>`count(*)::int`,
      minutes: sql<string>`coalesce(sum(${groups.minutes}), 0)`,
      minuteRates: sql<string>`coalesce(sum(${groups.minuteRates}), 0)`,
    })
    .from(groups);
  const ordering = filter.ordering ?? '-month';
  const key = ordering.replace(/^-/, '');
  const direction = ordering.startsWith('-') ? desc : asc;
  const column =
    key === 'client'
      ? groups.clientName
      : key === 'minutes'
        ? groups.minutes
        : key === 'value'
          ? groups.minuteRates
          : groups.month;
  const rows = await db
    .select()
    .from(groups)
    .orderBy(direction(column), desc(groups.month), asc(groups.clientName))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: totals?.n ?? 0, totals, rows };
}

/** Per client, the time of a period: all and billable minutes, and their minutes × rates. */
export async function timePerClient(
  db: Db,
  firmId: number,
  clientIds: number[],
  from: string,
  to: string,
) {
  if (!clientIds.length) return [];
  return db
    .select({ companyId: timeEntries.companyId, ...totalsColumns })
    .from(timeEntries)
    .where(
      and(clientTime(firmId, clientIds), gte(timeEntries.date, from), lte(timeEntries.date, to)),
    )
    .groupBy(timeEntries.companyId);
}
