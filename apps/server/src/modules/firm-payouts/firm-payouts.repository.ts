import type { AnyColumn } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { accountingFirms } from '../../db/schema/companies';
import { firmPayouts } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export type PayoutRecord = typeof firmPayouts.$inferSelect;
export type NewPayout = typeof firmPayouts.$inferInsert;

export interface PayoutFilter {
  search?: string;
  firmId?: number;
  status?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const person = (first: AnyColumn, last: AnyColumn) =>
  sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;

const SORTS = {
  date: firmPayouts.date,
  amount: firmPayouts.amount,
  firm: accountingFirms.name,
  paid_date: firmPayouts.paidDate,
  status: firmPayouts.status,
} as const;

function where(filter: PayoutFilter) {
  const conditions = [];
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(accountingFirms.name, like), ilike(firmPayouts.invoiceNumber, like)));
  }
  if (filter.firmId) conditions.push(eq(firmPayouts.firmId, filter.firmId));
  if (filter.status) conditions.push(eq(firmPayouts.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

function selectPayouts(db: Db) {
  return db
    .select({
      payout: firmPayouts,
      firmName: accountingFirms.name,
      createdByName: person(creator.firstName, creator.lastName),
      createdByEmail: creator.email,
      updatedByName: person(updater.firstName, updater.lastName),
      updatedByEmail: updater.email,
    })
    .from(firmPayouts)
    .innerJoin(accountingFirms, eq(accountingFirms.id, firmPayouts.firmId))
    .leftJoin(creator, eq(creator.id, firmPayouts.createdBy))
    .leftJoin(updater, eq(updater.id, firmPayouts.updatedBy));
}

export type PayoutView = Awaited<ReturnType<typeof findPayoutView>> & object;

/** One page, the number of payouts the filter finds and what they sum to by status (öre). */
export async function listPayouts(db: Db, filter: PayoutFilter) {
  const [totals] = await db
    .select({
      n: count(),
      pending: sql<string>`coalesce(sum(${firmPayouts.amount}) FILTER (WHERE ${firmPayouts.status} = 'pending'), 0)`,
      paid: sql<string>`coalesce(sum(${firmPayouts.amount}) FILTER (WHERE ${firmPayouts.status} = 'paid'), 0)`,
    })
    .from(firmPayouts)
    .innerJoin(accountingFirms, eq(accountingFirms.id, firmPayouts.firmId))
    .where(where(filter));
  const ordering = filter.ordering ?? '-date';
  const column = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const direction = ordering.startsWith('-') ? desc : asc;
  const rows = await selectPayouts(db)
    .where(where(filter))
    .orderBy(direction(column), desc(firmPayouts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    count: totals?.n ?? 0,
    pending: Number(totals?.pending ?? 0),
    paid: Number(totals?.paid ?? 0),
    rows,
  };
}

export async function findPayoutView(db: Db, id: number) {
  const [row] = await selectPayouts(db).where(eq(firmPayouts.id, id));
  return row;
}

export async function findPayout(db: Db, id: number): Promise<PayoutRecord | undefined> {
  const [row] = await db.select().from(firmPayouts).where(eq(firmPayouts.id, id));
  return row;
}

export async function insertPayout(db: Db, values: NewPayout): Promise<PayoutRecord> {
  const [row] = await db.insert(firmPayouts).values(values).returning();
  return row!;
}

export async function updatePayout(
  db: Db,
  id: number,
  change: Partial<NewPayout>,
): Promise<PayoutRecord> {
  const [row] = await db.update(firmPayouts).set(change).where(eq(firmPayouts.id, id)).returning();
  return row!;
}

/** Marks a pending payout paid; undefined when it was not pending (paid meanwhile). */
export async function markPaid(db: Db, id: number, change: Partial<NewPayout>) {
  const [row] = await db
    .update(firmPayouts)
    .set({ ...change, status: 'paid' })
    .where(and(eq(firmPayouts.id, id), eq(firmPayouts.status, 'pending')))
    .returning();
  return row;
}

export async function deletePayout(db: Db, id: number) {
  await db.delete(firmPayouts).where(eq(firmPayouts.id, id));
}

export async function firmExists(db: Db, firmId: number) {
  const [row] = await db
    .select({ id: accountingFirms.id })
    .from(accountingFirms)
    .where(eq(accountingFirms.id, firmId));
  return row !== undefined;
}
