import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  apiLogs,
  connections,
  periodicTasks,
  stagedSales,
  webhookDeliveries,
} from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import { syncEntries } from '../../db/schema/sync';

/**
 * Deletes what a cancelled subscription kept once its retention period has passed (ADR 016):
 * credentials, the elements and webhooks it cached, its sync entries, tasks and API log. What
 * was booked stays: the ledger's documents (and a SIE subscription's vouchers, which are its
 * ledger) are the customer's, and invoices are kept as the bookkeeping law requires. The
 * subscription itself becomes Terminated. Each one is claimed in its own transaction, so two
 * workers never purge the same one and a failure leaves the rest for the next pass.
 */
export async function purgeCancelledSubscriptions(ctx: AppContext): Promise<number[]> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'Cancelled'),
        lte(subscriptions.purgeAfter, now),
        isNull(subscriptions.purgedAt),
      ),
    );
  const purged: number[] = [];
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptions)
        .set({ status: 'Terminated', purgedAt: now, webhookSecret: null, leaseHolder: null })
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.status, 'Cancelled'),
            isNull(subscriptions.purgedAt),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!claimed) return false;
      await tx.delete(connections).where(eq(connections.subscriptionId, id));
      await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, id));
      await tx.delete(stagedSales).where(eq(stagedSales.subscriptionId, id));
      await tx.delete(syncEntries).where(eq(syncEntries.subscriptionId, id));
      await tx.delete(periodicTasks).where(eq(periodicTasks.subscriptionId, id));
      await tx.delete(apiLogs).where(eq(apiLogs.subscriptionId, id));
      return true;
    });
    if (done) purged.push(id);
  }
  if (purged.length) ctx.log.info({ subscriptions: purged }, 'cancelled subscriptions purged');
  return purged;
}

/** Runs the purge every hour in a worker process (and once at start). */
export function startRetentionSchedule(ctx: AppContext): () => void {
  const tick = () =>
    purgeCancelledSubscriptions(ctx).catch((error) =>
      ctx.log.error({ err: error }, 'retention purge failed'),
    );
  const timer = setInterval(tick, 3600_000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
