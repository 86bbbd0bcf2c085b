import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { projects, projectTasks, timeEntries } from '../../db/schema/accountants';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export type EntryRecord = typeof timeEntries.$inferSelect;
export type NewEntry = typeof timeEntries.$inferInsert;

/**
 * Whose time a person sees (ADR 032): the firm's entries on the clients they see and its
 * internal time; a master accountant everyone's, anyone else their own.
 */
export interface TimeScope {
  firmId: number;
  userId: number;
  clientIds: number[];
  seesEveryone: boolean;
}

export interface EntryFilter {
  search?: string;
  userId?: number;
  companyId?: number;
  projectId?: number;
  billable?: boolean;
  dateFrom?: string;
  dateTo?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

export function visibleEntries(ts: TimeScope) {
  return and(
    eq(timeEntries.firmId, ts.firmId),
    ts.clientIds.length
      ? or(isNull(timeEntries.companyId), inArray(timeEntries.companyId, ts.clientIds))
      : isNull(timeEntries.companyId),
    ts.seesEveryone ? undefined : eq(timeEntries.userId, ts.userId),
  );
}

/** A person's full name, or their e-mail when they have none. */
export const personName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** Σ minutes × öre per hour (bigint: a day at a high rate passes integer's range). */
const minuteRates = (billableOnly: boolean) =>
  billableOnly
    ? sql<string>`coalesce(sum(${timeEntries.minutes}::bigint * coalesce(${timeEntries.hourlyRate}, 0)) FILTER (WHERE ${timeEntries.billable}), 0)`
    : sql<string>`coalesce(sum(${timeEntries.minutes}::bigint * coalesce(${timeEntries.hourlyRate}, 0)), 0)`;

export const totalsColumns = {
  minutes: sql<string>`coalesce(sum(${timeEntries.minutes}), 0)`,
  billableMinutes: sql<string>`coalesce(sum(${timeEntries.minutes}) FILTER (WHERE ${timeEntries.billable}), 0)`,
  minuteRates: minuteRates(false),
  billableMinuteRates: minuteRates(true),
};

export interface RawTotals {
  minutes: string | number;
  billableMinutes: string | number;
  minuteRates: string | number;
  billableMinuteRates: string | number;
}

function where(ts: TimeScope, filter: Omit<EntryFilter, 'limit' | 'offset'>) {
  const term = filter.search?.trim();
  const like = term ? `%${escapeLike(term)}%` : undefined;
  return and(
    visibleEntries(ts),
    like
      ? or(
          ilike(timeEntries.description, like),
          ilike(companies.name, like),
          ilike(projects.name, like),
          ilike(projectTasks.title, like),
        )
      : undefined,
    filter.userId !== undefined ? eq(timeEntries.userId, filter.userId) : undefined,
    filter.companyId !== undefined ? eq(timeEntries.companyId, filter.companyId) : undefined,
    filter.projectId !== undefined ? eq(timeEntries.projectId, filter.projectId) : undefined,
    filter.billable !== undefined ? eq(timeEntries.billable, filter.billable) : undefined,
    filter.dateFrom ? gte(timeEntries.date, filter.dateFrom) : undefined,
    filter.dateTo ? lte(timeEntries.date, filter.dateTo) : undefined,
  );
}

function selectEntries(db: Db) {
  return db
    .select({
      entry: timeEntries,
      personName,
      clientName: companies.name,
      projectName: projects.name,
      taskTitle: projectTasks.title,
    })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(companies, eq(companies.id, timeEntries.companyId))
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(projectTasks, eq(projectTasks.id, timeEntries.taskId));
}

export type EntryView = Awaited<ReturnType<typeof findEntryView>> & object;

const SORTS = {
  date: timeEntries.date,
  minutes: timeEntries.minutes,
  client: companies.name,
  person: personName,
} as const;

/** One page of the entries the filter finds, and its totals over all of them. */
export async function listEntries(db: Db, ts: TimeScope, filter: EntryFilter) {
  const condition = where(ts, filter);
  const [totals] = await db
    .select({ n: count(), ...totalsColumns })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(companies, eq(companies.id, timeEntries.companyId))
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(projectTasks, eq(projectTasks.id, timeEntries.taskId))
    .where(condition);
  const ordering = filter.ordering ?? '-date';
  const column = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const direction = ordering.startsWith('-') ? desc : asc;
  const rows = await selectEntries(db)
    .where(condition)
    .orderBy(direction(column), desc(timeEntries.date), desc(timeEntries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: totals?.n ?? 0, totals: totals!, rows };
}

/** A person's entries between two days, oldest first. */
export async function entriesBetween(
  db: Db,
  ts: TimeScope,
  userId: number,
  from: string,
  to: string,
) {
  return selectEntries(db)
    .where(and(where(ts, { userId, dateFrom: from, dateTo: to })))
    .orderBy(asc(timeEntries.date), asc(timeEntries.id));
}

export async function findEntryView(db: Db, ts: TimeScope, id: number) {
  const [row] = await selectEntries(db).where(and(visibleEntries(ts), eq(timeEntries.id, id)));
  return row;
}

/** One of the person's own entries, whoever else may see it. */
export async function findOwnEntryView(db: Db, userId: number, id: number) {
  const [row] = await selectEntries(db).where(
    and(eq(timeEntries.userId, userId), eq(timeEntries.id, id)),
  );
  return row;
}

export async function findEntry(db: Db, ts: TimeScope, id: number) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(visibleEntries(ts), eq(timeEntries.id, id)));
  return row;
}

/** The person's running timer, if one runs (one at most: a partial unique index). */
export async function findRunning(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNotNull(timeEntries.runningSince)));
  return row;
}

export async function insertEntry(db: Db, values: NewEntry): Promise<EntryRecord> {
  const [row] = await db.insert(timeEntries).values(values).returning();
  return row!;
}

export async function updateEntry(db: Db, id: number, change: Partial<NewEntry>) {
  const [row] = await db.update(timeEntries).set(change).where(eq(timeEntries.id, id)).returning();
  return row!;
}

/** Stops a running timer; undefined when it was stopped meanwhile. */
export async function stopEntry(db: Db, id: number, change: Partial<NewEntry>) {
  const [row] = await db
    .update(timeEntries)
    .set({ ...change, runningSince: null })
    .where(and(eq(timeEntries.id, id), isNotNull(timeEntries.runningSince)))
    .returning();
  return row;
}

export async function deleteEntry(db: Db, id: number) {
  await db.delete(timeEntries).where(eq(timeEntries.id, id));
}
