import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyColumn, InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { bookedDocuments } from '../../db/schema/engine';
import { salesOrders, salesPayouts, syncedArticles, syncedCustomers } from '../../db/schema/sales';
import { syncEntries } from '../../db/schema/sync';

/** What every list of the panel is asked with, once the company is known. */
export interface ListFilter {
  companyId: number;
  subscriptionId?: number;
  search?: string;
  from?: string;
  to?: string;
  sync?: 'synced' | 'unsynced';
  status?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

/** `field` or `-field` → ORDER BY, with the id as the tie-breaker so pages never overlap. */
function orderBy(
  ordering: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: string,
  id: AnyColumn,
): SQL[] {
  const chosen = ordering ?? fallback;
  const descending = chosen.startsWith('-');
  const column = columns[chosen.replace(/^-/, '')]!;
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

/**
 * The sync flag: synced is booked (Success); everything else waits for a person or a run.
 * Unsynced is written `<> 'Success'`, the predicate of the orders' partial indexes, and a status
 * other than Success implies it, so a status filter walks the unsynced few too.
 */
function syncWhere(column: AnyColumn, filter: ListFilter): SQL | undefined {
  const unsynced =
    filter.sync === 'unsynced' || (filter.status !== undefined && filter.status !== 'Success');
  return and(
    filter.sync === 'synced' ? eq(column, 'Success') : undefined,
    unsynced ? ne(column, 'Success') : undefined,
    filter.status ? eq(column, filter.status) : undefined,
  );
}

function between(column: AnyColumn, filter: ListFilter): SQL | undefined {
  return and(
    filter.from ? gte(column, filter.from) : undefined,
    filter.to ? lte(column, filter.to) : undefined,
  );
}

/** Counted exactly up to here; beyond it the planner's estimate is the count. */
export const COUNT_CAP = 10_000;

type RowsOf<T> = { rows: T[] };

/**
 * How many rows match: exact up to COUNT_CAP (cheap however large the table), above it the
 * planner's estimate, marked as such — an exact count of a million rows costs more than the page.
 */
async function countOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ count: number; estimated: boolean }> {
  // drizzle's builders change in place: one for the capped count, another for the plan
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where);
  const [capped] = await db.select({ n: count() }).from(
    matching()
      .limit(COUNT_CAP + 1)
      .as('capped'),
  );
  const exact = capped?.n ?? 0;
  if (exact <= COUNT_CAP) return { count: exact, estimated: false };
  const plan = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching()}`)) as unknown as RowsOf<
    Record<string, unknown>
  >;
  const raw = Object.values(plan.rows[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number };
  }[];
  const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  return { count: Math.max(COUNT_CAP + 1, estimate), estimated: true };
}

/** The reasons' message keys and parameters of a page's entries, in one query. */
export async function reasonsOf(db: Db, entryIds: (number | null)[]) {
  const ids = [...new Set(entryIds.filter((id): id is number => id !== null))];
  const rows = ids.length
    ? await db
        .select({
          id: syncEntries.id,
          reasonKey: syncEntries.reasonKey,
          reasonParams: syncEntries.reasonParams,
        })
        .from(syncEntries)
        .where(inArray(syncEntries.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id: number | null) => ({
    reasonKey: (id !== null ? byId.get(id)?.reasonKey : null) ?? null,
    reasonParams: (id !== null ? byId.get(id)?.reasonParams : null) ?? null,
  });
}

/**
 * One page (from the table alone, along its index) and the count of everything that matches; a
 * page that comes back short is the end of the list, so it is its own count.
 */
async function page<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  rows: PromiseLike<T[]>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ count: number; estimated: boolean; rows: T[] }> {
  const found = await rows;
  if (found.length < limit && (found.length > 0 || offset === 0)) {
    return { count: offset + found.length, estimated: false, rows: found };
  }
  return { ...(await countOf(db, table, where)), rows: found };
}

/** A list of one table: the page in the asked order (the id breaks ties) and the count. */
function listOf<T extends PgTable & { id: AnyColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  sorts: Record<string, AnyColumn | SQL>,
  fallback: string,
  filter: ListFilter,
) {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy(filter.ordering, sorts, fallback, table.id))
    .limit(filter.limit)
    .offset(filter.offset) as unknown as PromiseLike<InferSelectModel<T>[]>;
  return page(db, table, where, rows, filter);
}

export interface OrderFilter extends ListFilter {
  kind?: 'order' | 'refund';
  currency?: string;
}

/** The search over number, customer and e-mail, as the trigram index is built (migration 0010). */
const orderSearchText = sql`(${salesOrders.orderNumber} || ' ' || ${salesOrders.customer} || ' ' || coalesce(${salesOrders.customerEmail}, ''))`;

export function orderWhere(filter: OrderFilter): SQL | undefined {
  return and(
    eq(salesOrders.companyId, filter.companyId),
    filter.subscriptionId ? eq(salesOrders.subscriptionId, filter.subscriptionId) : undefined,
    filter.kind ? eq(salesOrders.kind, filter.kind) : undefined,
    filter.currency ? eq(salesOrders.currency, filter.currency) : undefined,
    filter.search ? sql`${orderSearchText} ILIKE ${containsPattern(filter.search)}` : undefined,
    between(salesOrders.orderDate, filter),
    syncWhere(salesOrders.syncStatus, filter),
  );
}

export const ORDER_COLUMNS = {
  order_number: salesOrders.orderNumber,
  customer: salesOrders.customer,
  currency: salesOrders.currency,
  total: salesOrders.total,
  order_date: salesOrders.orderDate,
  last_updated: salesOrders.lastUpdated,
  number_in_accounting: salesOrders.numberInAccounting,
};

export function orderPage(db: Db, filter: OrderFilter) {
  return listOf(db, salesOrders, orderWhere(filter), ORDER_COLUMNS, '-last_updated', filter);
}

export function articleWhere(filter: ListFilter): SQL | undefined {
  return and(
    eq(syncedArticles.companyId, filter.companyId),
    filter.subscriptionId ? eq(syncedArticles.subscriptionId, filter.subscriptionId) : undefined,
    filter.search
      ? or(
          ilike(syncedArticles.name, containsPattern(filter.search)),
          ilike(syncedArticles.sku, containsPattern(filter.search)),
          ilike(syncedArticles.productNumber, containsPattern(filter.search)),
        )
      : undefined,
    syncWhere(syncedArticles.syncStatus, filter),
  );
}

export const ARTICLE_COLUMNS = {
  product_number: syncedArticles.productNumber,
  name: syncedArticles.name,
  sku: syncedArticles.sku,
  quantity: syncedArticles.quantity,
  price: syncedArticles.price,
  last_updated: syncedArticles.lastUpdated,
};

export function articlePage(db: Db, filter: ListFilter) {
  return listOf(
    db,
    syncedArticles,
    articleWhere(filter),
    ARTICLE_COLUMNS,
    'product_number',
    filter,
  );
}

export function customerWhere(filter: ListFilter): SQL | undefined {
  return and(
    eq(syncedCustomers.companyId, filter.companyId),
    filter.subscriptionId ? eq(syncedCustomers.subscriptionId, filter.subscriptionId) : undefined,
    filter.search
      ? or(
          ilike(syncedCustomers.name, containsPattern(filter.search)),
          ilike(sql`coalesce(${syncedCustomers.email}, '')`, containsPattern(filter.search)),
          ilike(
            sql`coalesce(${syncedCustomers.organisationNumber}, '')`,
            containsPattern(filter.search),
          ),
          ilike(
            sql`coalesce(${syncedCustomers.customerNumber}, '')`,
            containsPattern(filter.search),
          ),
        )
      : undefined,
    syncWhere(syncedCustomers.syncStatus, filter),
  );
}

export const CUSTOMER_COLUMNS = {
  name: syncedCustomers.name,
  email: syncedCustomers.email,
  city: syncedCustomers.city,
  customer_number: syncedCustomers.customerNumber,
  last_updated: syncedCustomers.lastUpdated,
};

export function customerPage(db: Db, filter: ListFilter) {
  return listOf(db, syncedCustomers, customerWhere(filter), CUSTOMER_COLUMNS, 'name', filter);
}

export interface VoucherFilter extends ListFilter {
  type?: string;
}

export function voucherWhere(filter: VoucherFilter): SQL | undefined {
  return and(
    eq(bookedDocuments.companyId, filter.companyId),
    filter.subscriptionId ? eq(bookedDocuments.subscriptionId, filter.subscriptionId) : undefined,
    filter.type ? eq(bookedDocuments.type, filter.type) : undefined,
    filter.search
      ? or(
          ilike(bookedDocuments.description, containsPattern(filter.search)),
          ilike(bookedDocuments.reference, containsPattern(filter.search)),
        )
      : undefined,
    between(bookedDocuments.date, filter),
  );
}

/** "A 12": the series before the last space, the number after it (invoices: no series). */
const voucherSeries = sql`(CASE WHEN position(' ' in ${bookedDocuments.reference}) > 0 THEN split_part(${bookedDocuments.reference}, ' ', 1) ELSE '' END)`;
const voucherNumber = sql`(length(${bookedDocuments.reference}), ${bookedDocuments.reference})`;

export const VOUCHER_COLUMNS = {
  transaction_date: bookedDocuments.date,
  series: voucherSeries,
  number: voucherNumber,
  description: bookedDocuments.description,
};

export function voucherPage(db: Db, filter: VoucherFilter) {
  return listOf(
    db,
    bookedDocuments,
    voucherWhere(filter),
    VOUCHER_COLUMNS,
    '-transaction_date',
    filter,
  );
}

export function paymentWhere(filter: ListFilter): SQL | undefined {
  return and(
    eq(salesPayouts.companyId, filter.companyId),
    filter.subscriptionId ? eq(salesPayouts.subscriptionId, filter.subscriptionId) : undefined,
    filter.search ? ilike(salesPayouts.payoutId, containsPattern(filter.search)) : undefined,
    between(salesPayouts.paymentDate, filter),
    syncWhere(salesPayouts.syncStatus, filter),
  );
}

export const PAYMENT_COLUMNS = {
  payout_id: salesPayouts.payoutId,
  payment_date: salesPayouts.paymentDate,
  date_created: salesPayouts.createdAt,
  amount: salesPayouts.amount,
};

export function paymentPage(db: Db, filter: ListFilter) {
  return listOf(db, salesPayouts, paymentWhere(filter), PAYMENT_COLUMNS, '-payment_date', filter);
}
