import type { Db } from '../../../db/client';
import { periodicTasks } from '../../../db/schema/engine';
import { syncEntries } from '../../../db/schema/sync';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

/** Builds subscriptions with the run and element history a sync-health test needs. */
export function scene(db: Db, now: Date) {
  let seq = 0;
  const apps = ['shopify', 'woocommerce', 'stripe', 'klarna'];
  return {
    async subscription(
      companyId: number,
      spec: {
        status?: string;
        processed?: Date;
        activated?: Date;
        reason?: string;
        errorSince?: Date;
      } = {},
    ) {
      const activated = spec.activated ?? new Date(now.getTime() - 30 * 86_400_000);
      const row = await insertSubscription(db, {
        companyId,
        application: apps[seq++ % apps.length]!,
        accounting: 'fortnox',
        status: spec.status ?? 'Active',
        startDate: activated.toISOString().slice(0, 10),
        lastProcessedAt: spec.processed ?? null,
        activatedAt: activated,
        createdAt: activated,
        statusReason: spec.reason ?? '',
        errorNotifiedAt: spec.errorSince ?? null,
      });
      return row.id;
    },

    /** A whole run (not an element) that began at `at`; `open` ones have not finished. */
    async run(
      subscriptionId: number,
      status: string,
      at: Date,
      options: { open?: boolean; result?: string } = {},
    ) {
      const [row] = await db
        .insert(periodicTasks)
        .values({
          name: 'sync_subscription',
          trigger: 'schedule',
          syncType: 'incremental',
          status,
          subscriptionId,
          result: options.result ?? '',
          createdAt: at,
          startedAt: at,
          completedAt: options.open ? null : new Date(at.getTime() + 10_000),
        })
        .returning({ id: periodicTasks.id });
      return row!.id;
    },

    async entries(
      subscriptionId: number,
      companyId: number,
      status: string,
      count: number,
      at: Date,
      reason = '',
    ) {
      await db.insert(syncEntries).values(
        Array.from({ length: count }, () => {
          const id = String(++seq);
          return {
            subscriptionId,
            companyId,
            source: 'shop',
            sourceId: id,
            kind: 'order',
            eventType: 'created',
            elementType: 'e6',
            referenceNumber: `R${id}`,
            status,
            reason,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    },
  };
}
