import type { ManualSyncRequest } from '@portal/contracts/schemas/sales';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodicTasks } from '../../db/schema/engine';
import { salesOrders, salesPayouts } from '../../db/schema/sales';
import { subscriptions } from '../../db/schema/subscriptions';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

export interface ElementToSync {
  subscriptionId: number;
  kind: string;
  sourceId: string;
  /** refunds: their order, for providers that reach refunds only through it */
  orderId?: string;
}

/**
 * The elements a manual sync names: the chosen rows the caller may see (a row of another company
 * is simply not found), or the unsynced rows of one company dated in the range, oldest first.
 */
export async function elementsToSync(
  db: Db,
  scope: Scope,
  request: ManualSyncRequest,
  companyId: number | null,
  limit: number,
): Promise<ElementToSync[]> {
  if (request.tab === 'orders') {
    const where =
      'ids' in request
        ? and(inArray(salesOrders.id, request.ids), inCompanies(scope, salesOrders.companyId))
        : and(
            eq(salesOrders.companyId, companyId!),
            request.subscription_id
              ? eq(salesOrders.subscriptionId, request.subscription_id)
              : undefined,
            ne(salesOrders.syncStatus, 'Success'),
            gte(salesOrders.orderDate, request.from),
            lte(salesOrders.orderDate, request.to),
          );
    return db
      .select({
        subscriptionId: salesOrders.subscriptionId,
        kind: salesOrders.kind,
        sourceId: salesOrders.sourceId,
        orderId: salesOrders.orderId,
      })
      .from(salesOrders)
      .where(where)
      .orderBy(asc(salesOrders.orderDate), asc(salesOrders.id))
      .limit(limit);
  }
  const where =
    'ids' in request
      ? and(inArray(salesPayouts.id, request.ids), inCompanies(scope, salesPayouts.companyId))
      : and(
          eq(salesPayouts.companyId, companyId!),
          request.subscription_id
            ? eq(salesPayouts.subscriptionId, request.subscription_id)
            : undefined,
          ne(salesPayouts.syncStatus, 'Success'),
          gte(salesPayouts.paymentDate, request.from),
          lte(salesPayouts.paymentDate, request.to),
        );
  const rows = await db
    .select({ subscriptionId: salesPayouts.subscriptionId, sourceId: salesPayouts.payoutId })
    .from(salesPayouts)
    .where(where)
    .orderBy(asc(salesPayouts.paymentDate), asc(salesPayouts.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: 'payout' }));
}

export async function activeSubscriptionsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: subscriptions.id, companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.id, ids), eq(subscriptions.status, 'Active')));
}

export async function tasksOf(db: Db, scope: Scope, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(periodicTasks)
    .where(and(inArray(periodicTasks.id, ids), inCompanies(scope, periodicTasks.companyId)));
}

/** The order a refund the engine read belongs to (its sales panel row), if it read it. */
export async function orderOfRefund(
  db: Db,
  subscriptionId: number,
  refundId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: salesOrders.orderId })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.subscriptionId, subscriptionId),
        eq(salesOrders.kind, 'refund'),
        eq(salesOrders.sourceId, refundId),
      ),
    );
  return row?.orderId;
}
