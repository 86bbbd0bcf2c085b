import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { auditItems } from '../../db/schema/accountants';
import { companies, firmMemberships } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import type { FirmScope } from '../firm-work/firm-scope';

export type AuditItemRow = typeof auditItems.$inferSelect;
export type NewAuditItem = typeof auditItems.$inferInsert;

export interface ItemFilter {
  companyId?: number;
  year?: number;
  state?: 'overdue' | 'in_progress' | 'open' | 'done';
  search?: string;
  ordering?: string;
  today: string;
  limit: number;
  offset: number;
}

/** Only the firm's items of the clients this person may see (ADR 010). */
const visible = (firm: FirmScope) =>
  firm.clientIds.length
    ? and(eq(auditItems.firmId, firm.firmId), inArray(auditItems.companyId, firm.clientIds))
    : sql`false`;

const overdue = (today: string) =>
  and(ne(auditItems.status, 'done'), isNotNull(auditItems.dueDate), lt(auditItems.dueDate, today));

function selection(firm: FirmScope, filter: Omit<ItemFilter, 'limit' | 'offset'>) {
  const conditions: (SQL | undefined)[] = [visible(firm)];
  if (filter.companyId) conditions.push(eq(auditItems.companyId, filter.companyId));
  if (filter.year) conditions.push(eq(auditItems.fiscalYear, filter.year));
  return conditions;
}

function where(firm: FirmScope, filter: ItemFilter) {
  const conditions = selection(firm, filter);
  if (filter.state === 'overdue') conditions.push(overdue(filter.today));
  else if (filter.state) conditions.push(eq(auditItems.status, filter.state));
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    conditions.push(or(ilike(auditItems.title, like), ilike(companies.name, like)));
  }
  return and(...conditions);
}

const assignee = alias(users, 'assignee');
const completer = alias(users, 'completer');
const person = (first: AnyColumn, last: AnyColumn, email: AnyColumn) =>
  sql<string | null>`coalesce(nullif(trim(${first} || ' ' || ${last}), ''), ${email})`;

function selectItems(db: Db) {
  return db
    .select({
      item: auditItems,
      companyName: companies.name,
      assigneeName: person(assignee.firstName, assignee.lastName, assignee.email),
      completedByName: person(completer.firstName, completer.lastName, completer.email),
    })
    .from(auditItems)
    .innerJoin(companies, eq(companies.id, auditItems.companyId))
    .leftJoin(assignee, eq(assignee.id, auditItems.assigneeId))
    .leftJoin(completer, eq(completer.id, auditItems.completedBy));
}

export type AuditItemView = Awaited<ReturnType<typeof findItemView>> & object;

const SORTS = {
  due_date: [auditItems.dueDate],
  status: [auditItems.status],
  company: [companies.name],
  position: [companies.name, auditItems.fiscalYear, auditItems.position],
} as const;

export async function listItems(db: Db, firm: FirmScope, filter: ItemFilter) {
  const [total] = await db
    .select({ n: count() })
    .from(auditItems)
    .innerJoin(companies, eq(companies.id, auditItems.companyId))
    .where(where(firm, filter));
  const ordering = filter.ordering ?? 'position';
  const columns = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const direction = ordering.startsWith('-') ? desc : asc;
  const rows = await selectItems(db)
    .where(where(firm, filter))
    .orderBy(
      ...columns.map((c) => direction(c)),
      asc(companies.name),
      desc(auditItems.fiscalYear),
      asc(auditItems.position),
      asc(auditItems.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** The selection's items by status (whatever the state filter and search). */
export async function progressOf(
  db: Db,
  firm: FirmScope,
  filter: Omit<ItemFilter, 'limit' | 'offset'>,
) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) FILTER (WHERE ${auditItems.status} = 'done')::int`,
      inProgress: sql<number>`count(*) FILTER (WHERE ${auditItems.status} = 'in_progress')::int`,
      open: sql<number>`count(*) FILTER (WHERE ${auditItems.status} = 'open')::int`,
      overdue: sql<number>`count(*) FILTER (WHERE ${overdue(filter.today)})::int`,
      checkedAt: sql<string | null>`max(${auditItems.checkedAt})`,
    })
    .from(auditItems)
    .where(and(...selection(firm, filter)));
  return {
    total: row?.total ?? 0,
    done: row?.done ?? 0,
    in_progress: row?.inProgress ?? 0,
    open: row?.open ?? 0,
    overdue: row?.overdue ?? 0,
    checkedAt: row?.checkedAt ? new Date(row.checkedAt) : null,
  };
}

export async function findItemView(db: Db, firm: FirmScope, id: number) {
  const [row] = await selectItems(db).where(and(eq(auditItems.id, id), visible(firm)));
  return row;
}

/** Standard items once per client, year and kind (a partial unique index). */
export async function insertStandardItems(db: Db, rows: NewAuditItem[]) {
  if (!rows.length) return;
  await db.insert(auditItems).values(rows).onConflictDoNothing();
}

export async function insertItem(db: Db, values: NewAuditItem): Promise<AuditItemRow> {
  const [row] = await db.insert(auditItems).values(values).returning();
  return row!;
}

export async function updateItem(db: Db, id: number, change: Partial<NewAuditItem>) {
  const [row] = await db.update(auditItems).set(change).where(eq(auditItems.id, id)).returning();
  return row;
}

export async function deleteItem(db: Db, id: number) {
  await db.delete(auditItems).where(eq(auditItems.id, id));
}

/** The items the product checks of one client's year. */
export async function automaticItems(db: Db, companyId: number, year: number, kinds: string[]) {
  return db
    .select()
    .from(auditItems)
    .where(
      and(
        eq(auditItems.companyId, companyId),
        eq(auditItems.fiscalYear, year),
        inArray(auditItems.kind, kinds),
      ),
    );
}

/** Every client year with automatic items from `fromYear` on: what the periodic job checks. */
export async function checklistsFrom(db: Db, fromYear: number, kinds: string[]) {
  return db
    .selectDistinct({
      firmId: auditItems.firmId,
      companyId: auditItems.companyId,
      year: auditItems.fiscalYear,
    })
    .from(auditItems)
    .where(and(inArray(auditItems.kind, kinds), sql`${auditItems.fiscalYear} >= ${fromYear}`));
}

/** The firm's accountants, to give an item to. */
export async function firmPeople(db: Db, firmId: number) {
  return db
    .select({
      id: users.id,
      name: person(users.firstName, users.lastName, users.email),
    })
    .from(firmMemberships)
    .innerJoin(users, eq(users.id, firmMemberships.userId))
    .where(eq(firmMemberships.firmId, firmId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function companyName(db: Db, companyId: number) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The clients a person may see, by name. */
export async function clientsOf(db: Db, firm: FirmScope) {
  if (!firm.clientIds.length) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, firm.clientIds))
    .orderBy(asc(companies.name), asc(companies.id));
}
