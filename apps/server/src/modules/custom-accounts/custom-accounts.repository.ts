import type { MappingRow } from '@portal/contracts/schemas/custom-accounts';
import { MAPPING_ROWS } from '@portal/contracts/schemas/custom-accounts';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { companies } from '../../db/schema/companies';
import { customAccountMappings } from '../../db/schema/operations';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import type { CustomAccountRule } from '../bookkeeping/custom-accounts';

export type MappingRowRecord = typeof customAccountMappings.$inferSelect;
export type NewMapping = typeof customAccountMappings.$inferInsert;

export interface MappingFilter {
  search?: string;
  companyId?: number;
  accountType?: string;
  eventType?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const SORTS = {
  company: companies.name,
  account_number: customAccountMappings.accountNumber,
  account_type: customAccountMappings.accountType,
  match_type: customAccountMappings.matchType,
  updated_at: customAccountMappings.updatedAt,
} as const;

function where(filter: MappingFilter) {
  const conditions = [];
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(companies.name, like),
        ilike(customAccountMappings.accountNumber, like),
        ilike(customAccountMappings.matchCode, like),
      ),
    );
  }
  if (filter.companyId) conditions.push(eq(customAccountMappings.companyId, filter.companyId));
  if (filter.accountType)
    conditions.push(eq(customAccountMappings.accountType, filter.accountType));
  if (filter.eventType) conditions.push(eq(customAccountMappings.eventType, filter.eventType));
  return conditions.length ? and(...conditions) : undefined;
}

const person = (first: AnyColumn, last: AnyColumn) =>
  sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;

/** Mappings with their company, subscription and authors' names; most recently changed first. */
export async function listMappings(db: Db, filter: MappingFilter) {
  const [total] = await db
    .select({ n: count() })
    .from(customAccountMappings)
    .innerJoin(companies, eq(companies.id, customAccountMappings.companyId))
    .where(where(filter));
  const ordering = filter.ordering ?? '-updated_at';
  const column = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const direction = ordering.startsWith('-') ? desc : asc;
  const rows = await selectMappings(db)
    .where(where(filter))
    .orderBy(direction(column), desc(customAccountMappings.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

function selectMappings(db: Db) {
  return db
    .select({
      mapping: customAccountMappings,
      companyName: companies.name,
      application: subscriptions.application,
      accounting: subscriptions.accounting,
      createdByName: person(creator.firstName, creator.lastName),
      createdByEmail: creator.email,
      updatedByName: person(updater.firstName, updater.lastName),
      updatedByEmail: updater.email,
    })
    .from(customAccountMappings)
    .innerJoin(companies, eq(companies.id, customAccountMappings.companyId))
    .leftJoin(subscriptions, eq(subscriptions.id, customAccountMappings.subscriptionId))
    .leftJoin(creator, eq(creator.id, customAccountMappings.createdBy))
    .leftJoin(updater, eq(updater.id, customAccountMappings.updatedBy));
}

export type MappingView = Awaited<ReturnType<typeof listMappings>>['rows'][number];

export async function findMappingView(db: Db, id: number): Promise<MappingView | undefined> {
  const [row] = await selectMappings(db).where(eq(customAccountMappings.id, id));
  return row;
}

export async function findMapping(db: Db, id: number): Promise<MappingRowRecord | undefined> {
  const [row] = await db
    .select()
    .from(customAccountMappings)
    .where(eq(customAccountMappings.id, id));
  return row;
}

export async function insertMapping(db: Db, values: NewMapping): Promise<MappingRowRecord> {
  const [row] = await db.insert(customAccountMappings).values(values).returning();
  return row!;
}

export async function updateMapping(
  db: Db,
  id: number,
  change: Partial<NewMapping>,
): Promise<MappingRowRecord> {
  const [row] = await db
    .update(customAccountMappings)
    .set(change)
    .where(eq(customAccountMappings.id, id))
    .returning();
  return row!;
}

export async function deleteMapping(db: Db, id: number): Promise<void> {
  await db.delete(customAccountMappings).where(eq(customAccountMappings.id, id));
}

/** Whether a subscription belongs to a company. */
export async function subscriptionOfCompany(db: Db, subscriptionId: number, companyId: number) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.companyId, companyId)));
  return row !== undefined;
}

export async function companyExists(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
}

const ROW_COLUMNS: Record<MappingRow, keyof MappingRowRecord> = {
  product: 'product',
  shipping: 'shipping',
  discount: 'discount',
  gift_cards: 'giftCards',
  fee_lines: 'feeLines',
  recurring_transactions: 'recurringTransactions',
};

export const rowsOf = (record: MappingRowRecord): MappingRow[] =>
  MAPPING_ROWS.filter((row) => record[ROW_COLUMNS[row]] === true);

export const rowColumns = (flags: Partial<Record<MappingRow, boolean>>) =>
  Object.fromEntries(
    MAPPING_ROWS.filter((row) => flags[row] !== undefined).map((row) => [
      ROW_COLUMNS[row],
      flags[row],
    ]),
  ) as Partial<NewMapping>;

/** A company's mappings as the engine applies them. */
export async function companyAccountRules(db: Db, companyId: number): Promise<CustomAccountRule[]> {
  const rows = await db
    .select()
    .from(customAccountMappings)
    .where(eq(customAccountMappings.companyId, companyId))
    .orderBy(asc(customAccountMappings.id));
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscriptionId,
    accountNumber: r.accountNumber,
    matchType: r.matchType as CustomAccountRule['matchType'],
    matchCode: r.matchCode,
    vatRate: r.vatRate,
    eventType: r.eventType as CustomAccountRule['eventType'],
    rows: rowsOf(r),
  }));
}
