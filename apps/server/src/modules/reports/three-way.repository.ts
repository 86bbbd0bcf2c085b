import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookedDocuments, stagedSales } from '../../db/schema/engine';
import { salesOrders, salesPayouts } from '../../db/schema/sales';

/** The shop's orders and refunds dated in [start, end). */
export function ordersOfPeriod(db: Db, companyId: number, start: string, end: string) {
  return db
    .select()
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.companyId, companyId),
        gte(salesOrders.orderDate, start),
        lt(salesOrders.orderDate, end),
      ),
    );
}

/** The orders the refunds belong to (their payment method), wherever they are dated. */
export function ordersById(db: Db, companyId: number, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select({
      subscriptionId: salesOrders.subscriptionId,
      sourceId: salesOrders.sourceId,
      paymentMethod: salesOrders.paymentMethod,
    })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.companyId, companyId),
        eq(salesOrders.kind, 'order'),
        inArray(salesOrders.sourceId, orderIds),
      ),
    );
}

/** Every document booked for these elements on their own (per-order posting). */
export function documentsOf(db: Db, companyId: number, sourceIds: string[]) {
  if (!sourceIds.length) return Promise.resolve([]);
  return db
    .select({
      subscriptionId: bookedDocuments.subscriptionId,
      kind: bookedDocuments.kind,
      sourceId: bookedDocuments.sourceId,
      marker: bookedDocuments.marker,
      currency: bookedDocuments.currency,
      rows: bookedDocuments.rows,
    })
    .from(bookedDocuments)
    .where(
      and(
        eq(bookedDocuments.companyId, companyId),
        inArray(bookedDocuments.kind, ['order', 'refund']),
        inArray(bookedDocuments.sourceId, sourceIds),
      ),
    );
}

/** Sales booked inside a summary voucher: the staged sale and whether its summary is booked. */
export async function summarised(db: Db, companyId: number, entryIds: number[]) {
  if (!entryIds.length) return [];
  const staged = await db
    .select({
      syncEntryId: stagedSales.syncEntryId,
      sale: stagedSales.sale,
      summaryKey: stagedSales.summaryKey,
    })
    .from(stagedSales)
    .where(inArray(stagedSales.syncEntryId, entryIds));
  const keys = [...new Set(staged.flatMap((s) => (s.summaryKey ? [s.summaryKey] : [])))];
  const booked = keys.length
    ? await db
        .select({ sourceId: bookedDocuments.sourceId })
        .from(bookedDocuments)
        .where(
          and(
            eq(bookedDocuments.companyId, companyId),
            eq(bookedDocuments.kind, 'summary'),
            inArray(bookedDocuments.sourceId, keys),
          ),
        )
    : [];
  const bookedKeys = new Set(booked.map((b) => b.sourceId));
  return staged.filter((s) => s.summaryKey && bookedKeys.has(s.summaryKey));
}

/** Payouts that may settle the period's elements: paid from its start to 45 days after it. */
export function payoutsAround(db: Db, companyId: number, start: string, until: string) {
  return db
    .select()
    .from(salesPayouts)
    .where(
      and(
        eq(salesPayouts.companyId, companyId),
        gte(salesPayouts.paymentDate, start),
        lt(salesPayouts.paymentDate, until),
      ),
    );
}
