import type { SaleCustomer } from '@portal/connectors/model/sale';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncedCustomers } from '../../db/schema/sales';
import type { SyncedCustomerRow } from '../../db/schema/sales';

/** The customer row of one buyer: subscription, source and the buyer's id in the app. */
export interface CustomerKey {
  subscriptionId: number;
  source: string;
  /** the app's customer id, or `email:<address>` for a guest */
  sourceId: string;
}

const byKey = (key: CustomerKey) =>
  and(
    eq(syncedCustomers.subscriptionId, key.subscriptionId),
    eq(syncedCustomers.source, key.source),
    eq(syncedCustomers.sourceId, key.sourceId),
  );

export async function findCustomer(
  db: Db,
  key: CustomerKey,
): Promise<SyncedCustomerRow | undefined> {
  const [row] = await db.select().from(syncedCustomers).where(byKey(key));
  return row;
}

/**
 * Keeps the buyer as the engine last sent them to the ledger, following `entry` (its state comes
 * through the trigger of migration 0011).
 */
export async function saveCustomerRead(
  db: Db,
  key: CustomerKey & { companyId: number },
  customer: SaleCustomer,
  entry: { id: number; status: string; reason: string },
): Promise<void> {
  const address = customer.address ?? {};
  const values = {
    name: customer.name,
    email: customer.email ?? null,
    organisationNumber: customer.organisationNumber ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    zipCode: address.zip ?? null,
    city: address.city ?? null,
    country: address.country ?? null,
    phone: address.phone ?? null,
    lastUpdated: new Date(),
    syncEntryId: entry.id,
    syncStatus: entry.status,
    reason: entry.reason,
    updatedAt: new Date(),
  };
  await db
    .insert(syncedCustomers)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [syncedCustomers.subscriptionId, syncedCustomers.source, syncedCustomers.sourceId],
      set: values,
    });
}

/** The ledger's number for the buyer, and the hash of what was sent (e3). */
export async function markCustomerSynced(
  db: Db,
  key: CustomerKey,
  synced: { hash: string; customerNumber: string },
): Promise<void> {
  await db
    .update(syncedCustomers)
    .set({ syncedHash: synced.hash, customerNumber: synced.customerNumber })
    .where(byKey(key));
}
