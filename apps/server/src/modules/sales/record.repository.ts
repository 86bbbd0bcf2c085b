import type { SourceItem } from '@portal/connectors/sdk/connector';
import { isUnmapped } from '@portal/connectors/sdk/connector';
import { stockholmDay } from '@portal/contracts/dates';
import type { Db } from '../../db/client';
import { salesOrders, salesPayouts } from '../../db/schema/sales';
import type { SyncEntryRow } from '../../db/schema/sync';

/**
 * Keeps what the engine read of an order, refund or payout beside its sync entry (the sales
 * panel, the three-way report). Written on every read, so the row says what the source says
 * now, even for an element booked long ago: a booked amount that differs shows in the report.
 * The sync flag, reason and number in accounting follow the entry (a trigger, migration 0011).
 */
export async function recordElement(
  db: Db,
  entry: SyncEntryRow,
  item: SourceItem,
  marker: string | null,
): Promise<void> {
  const base = {
    subscriptionId: entry.subscriptionId,
    companyId: entry.companyId,
    syncEntryId: entry.id,
    source: entry.source,
    lastUpdated: new Date(item.updatedAt),
    syncStatus: entry.status,
    reason: entry.reason,
    numberInAccounting: entry.targetReference,
  };
  if (item.kind === 'payout') {
    const payout = isUnmapped(item) ? null : item.payout;
    const values = {
      ...base,
      payoutId: item.id,
      paymentDate: payout?.date ?? stockholmDay(new Date(item.updatedAt)),
      currency: payout?.currency ?? '',
      amount: Math.round(payout?.amount ?? 0),
      transactions: payout?.transactions ?? [],
    };
    await db
      .insert(salesPayouts)
      .values(values)
      .onConflictDoUpdate({ target: salesPayouts.syncEntryId, set: fresh(values) });
    return;
  }
  const sale = isUnmapped(item) ? null : item.sale;
  const values = {
    ...base,
    sourceId: item.id,
    kind: item.kind,
    orderId: sale?.orderId ?? item.id,
    orderNumber: sale?.reference ?? item.id,
    customer: sale?.customer?.name ?? '',
    customerEmail: sale?.customer?.email ?? null,
    currency: sale?.currency ?? '',
    // a total that is not whole minor units fails its element; the row keeps it rounded
    total: Math.round(sale?.total ?? 0),
    orderDate: sale?.date ?? stockholmDay(new Date(item.updatedAt)),
    paymentMethod: sale?.payment?.method ?? '',
    merchantReference: sale?.payment?.reference ?? null,
    referenceInApp: sale?.appReference ?? null,
    referenceInAccounting: marker,
    // what a shipment is made from: only an order ships, and only what the shop says now
    shipping: sale?.kind === 'order' ? (sale.shipping ?? null) : null,
  };
  await db
    .insert(salesOrders)
    .values(values)
    .onConflictDoUpdate({ target: salesOrders.syncEntryId, set: fresh(values) });
}

/** On a repeated read: what the source says, not the entry's state (the trigger keeps that). */
function fresh<T extends { syncStatus: string; reason: string; numberInAccounting: unknown }>(
  values: T,
) {
  const { syncStatus: _s, reason: _r, numberInAccounting: _n, ...rest } = values;
  return { ...rest, updatedAt: new Date() };
}
