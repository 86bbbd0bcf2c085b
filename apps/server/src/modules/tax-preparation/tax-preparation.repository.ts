import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { clientTaxSettings, taxReturns } from '../../db/schema/accountants';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import type { FirmScope } from '../firm-work/firm-scope';

export type TaxReturnRow = typeof taxReturns.$inferSelect;
export type NewTaxReturn = typeof taxReturns.$inferInsert;
export type TaxSettingsRow = typeof clientTaxSettings.$inferSelect;

/** Only the firm's rows of the clients this person may see (ADR 010). */
const visible = (firm: FirmScope) =>
  firm.clientIds.length
    ? and(eq(taxReturns.firmId, firm.firmId), inArray(taxReturns.companyId, firm.clientIds))
    : sql`false`;

const filer = alias(users, 'filer');
const person = (first: AnyColumn, last: AnyColumn, email: AnyColumn) =>
  sql<string | null>`coalesce(nullif(trim(${first} || ' ' || ${last}), ''), ${email})`;

export interface ReturnFilter {
  companyId?: number;
  kind?: string;
  status?: string;
  due?: 'soon' | 'overdue';
  search?: string;
  ordering?: string;
  today: string;
  soonUntil: string;
  limit: number;
  offset: number;
}

const SORTS = {
  due_date: taxReturns.dueDate,
  period_start: taxReturns.periodStart,
  company: companies.name,
  status: taxReturns.status,
} as const;

const open = ne(taxReturns.status, 'filed');

/** What needs doing first: returns not filed by due date, then the filed ones, latest first. */
const ATTENTION = [
  sql`${taxReturns.status} = 'filed'`,
  sql`CASE WHEN ${taxReturns.status} <> 'filed' THEN ${taxReturns.dueDate} END`,
  desc(taxReturns.dueDate),
];
export const dueSoonSql = (today: string, until: string) =>
  and(open, sql`${taxReturns.dueDate} BETWEEN ${today}::date AND ${until}::date`);
export const overdueSql = (today: string) => and(open, lt(taxReturns.dueDate, today));

function where(firm: FirmScope, filter: ReturnFilter): SQL | undefined {
  const conditions = [visible(firm)];
  if (filter.companyId) conditions.push(eq(taxReturns.companyId, filter.companyId));
  if (filter.kind) conditions.push(eq(taxReturns.kind, filter.kind));
  if (filter.status) conditions.push(eq(taxReturns.status, filter.status));
  if (filter.due === 'soon') conditions.push(dueSoonSql(filter.today, filter.soonUntil)!);
  if (filter.due === 'overdue') conditions.push(overdueSql(filter.today)!);
  if (filter.search?.trim()) conditions.push(ilike(companies.name, containsPattern(filter.search)));
  return and(...conditions);
}

function selectReturns(db: Db) {
  return db
    .select({
      row: taxReturns,
      companyName: companies.name,
      filedByName: person(filer.firstName, filer.lastName, filer.email),
    })
    .from(taxReturns)
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .leftJoin(filer, eq(filer.id, taxReturns.filedBy));
}

export type TaxReturnView = Awaited<ReturnType<typeof findReturnView>> & object;

export async function listReturns(db: Db, firm: FirmScope, filter: ReturnFilter) {
  const [total] = await db
    .select({ n: count() })
    .from(taxReturns)
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .where(where(firm, filter));
  const ordering = filter.ordering
    ? [
        (filter.ordering.startsWith('-') ? desc : asc)(
          SORTS[filter.ordering.replace(/^-/, '') as keyof typeof SORTS],
        ),
      ]
    : ATTENTION;
  const rows = await selectReturns(db)
    .where(where(firm, filter))
    .orderBy(...ordering, asc(companies.name), asc(taxReturns.kind), asc(taxReturns.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** Due soon, overdue and filed among every return the person may see. */
export async function returnCounts(db: Db, firm: FirmScope, today: string, until: string) {
  const [row] = await db
    .select({
      soon: sql<number>`count(*) FILTER (WHERE ${dueSoonSql(today, until)})::int`,
      overdue: sql<number>`count(*) FILTER (WHERE ${overdueSql(today)})::int`,
      filed: sql<number>`count(*) FILTER (WHERE ${taxReturns.status} = 'filed')::int`,
    })
    .from(taxReturns)
    .where(visible(firm));
  return { dueSoon: row?.soon ?? 0, overdue: row?.overdue ?? 0, filed: row?.filed ?? 0 };
}

export async function findReturnView(db: Db, firm: FirmScope, id: number) {
  const [row] = await selectReturns(db).where(and(eq(taxReturns.id, id), visible(firm)));
  return row;
}

/** The returns of some clients, for making the missing periods. */
export async function returnsOfClients(db: Db, firmId: number, companyIds: number[]) {
  if (!companyIds.length) return [];
  return db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.firmId, firmId), inArray(taxReturns.companyId, companyIds)));
}

export async function insertReturns(db: Db, rows: NewTaxReturn[]) {
  if (!rows.length) return;
  await db.insert(taxReturns).values(rows).onConflictDoNothing();
}

/** Removes returns nobody started (status open), e.g. periods of a VAT frequency given up. */
export async function deleteUntouchedReturns(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db
    .delete(taxReturns)
    .where(and(inArray(taxReturns.id, ids), eq(taxReturns.status, 'open')));
}

/** Changes a return that is not filed; undefined when it was filed meanwhile. */
export async function updateUnfiled(db: Db, id: number, change: Partial<NewTaxReturn>) {
  const [row] = await db
    .update(taxReturns)
    .set(change)
    .where(and(eq(taxReturns.id, id), open))
    .returning();
  return row;
}

export async function settingsOfClients(db: Db, firmId: number, companyIds: number[]) {
  if (!companyIds.length) return [];
  return db
    .select()
    .from(clientTaxSettings)
    .where(
      and(eq(clientTaxSettings.firmId, firmId), inArray(clientTaxSettings.companyId, companyIds)),
    );
}

export async function upsertSettings(db: Db, values: typeof clientTaxSettings.$inferInsert) {
  const [row] = await db
    .insert(clientTaxSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [clientTaxSettings.firmId, clientTaxSettings.companyId],
      set: {
        vatFrequency: values.vatFrequency,
        fiscalYearEndMonth: values.fiscalYearEndMonth,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row!;
}

/** The clients (id and name) a person may see, one page, by name. */
export async function clientPage(
  db: Db,
  firm: FirmScope,
  page: { search?: string; limit: number; offset: number },
) {
  if (!firm.clientIds.length) return { count: 0, rows: [] };
  const conditions = [inArray(companies.id, firm.clientIds)];
  if (page.search?.trim()) conditions.push(ilike(companies.name, containsPattern(page.search)));
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(...conditions));
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}
