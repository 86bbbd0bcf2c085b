import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
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

/** The sync flag: synced is booked (Success); everything else waits for a person or a run. */
function syncWhere(column: AnyColumn, filter: ListFilter): SQL | undefined {
  return and(
    filter.sync === 'synced' ? eq(column, 'Success') : undefined,
    filter.sync === 'unsynced' ? ne(column, 'Success') : undefined,
    filter.status ? eq(column, filter.status) : undefined,
  );
}

function between(column: AnyColumn, filter: ListFilter): SQL | undefined {
  return and(
    filter.from ? gte(column, filter.from) : undefined,
    filter.to ? lte(column, filter.to) : undefined,
  );
}

/** The reason's message key and parameters, from the entry the row follows. */
const reasonColumns = {
  reasonKey: syncEntries.reasonKey,
  reasonParams: syncEntries.reasonParams,
};

/** One page and the count of everything that matches. */
async function page<T>(
  rows: PromiseLike<T[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ count: number; rows: T[] }> {
  const [found, [counted]] = await Promise.all([rows, total]);
  return { count: counted?.n ?? 0, rows: found };
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

export async function orderPage(db: Db, filter: OrderFilter) {
  const where = orderWhere(filter);
  return page(
    db
      .select({ order: salesOrders, ...reasonColumns })
      .from(salesOrders)
      .leftJoin(syncEntries, eq(syncEntries.id, salesOrders.syncEntryId))
      .where(where)
      .orderBy(...orderBy(filter.ordering, ORDER_COLUMNS, '-last_updated', salesOrders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(salesOrders).where(where),
  );
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

export async function articlePage(db: Db, filter: ListFilter) {
  const where = articleWhere(filter);
  return page(
    db
      .select({ article: syncedArticles, ...reasonColumns })
      .from(syncedArticles)
      .leftJoin(syncEntries, eq(syncEntries.id, syncedArticles.syncEntryId))
      .where(where)
      .orderBy(...orderBy(filter.ordering, ARTICLE_COLUMNS, 'product_number', syncedArticles.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(syncedArticles).where(where),
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

export async function customerPage(db: Db, filter: ListFilter) {
  const where = customerWhere(filter);
  return page(
    db
      .select({ customer: syncedCustomers, ...reasonColumns })
      .from(syncedCustomers)
      .leftJoin(syncEntries, eq(syncEntries.id, syncedCustomers.syncEntryId))
      .where(where)
      .orderBy(...orderBy(filter.ordering, CUSTOMER_COLUMNS, 'name', syncedCustomers.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(syncedCustomers).where(where),
  );
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

export async function voucherPage(db: Db, filter: VoucherFilter) {
  const where = voucherWhere(filter);
  return page(
    db
      .select()
      .from(bookedDocuments)
      .where(where)
      .orderBy(
        ...orderBy(filter.ordering, VOUCHER_COLUMNS, '-transaction_date', bookedDocuments.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(bookedDocuments).where(where),
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

export async function paymentPage(db: Db, filter: ListFilter) {
  const where = paymentWhere(filter);
  return page(
    db
      .select({ payout: salesPayouts, ...reasonColumns })
      .from(salesPayouts)
      .leftJoin(syncEntries, eq(syncEntries.id, salesPayouts.syncEntryId))
      .where(where)
      .orderBy(...orderBy(filter.ordering, PAYMENT_COLUMNS, '-payment_date', salesPayouts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(salesPayouts).where(where),
  );
}
