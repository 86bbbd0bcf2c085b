import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodicTasks } from '../../db/schema/engine';

/**
 * Closes the subscription's runs that were in flight at `before` (started, received or waiting
 * for a retry) as revoked: after a restart a new run takes over from the cursor. Pending ones are
 * left to run; their queued job is what the new run would wait for.
 */
export async function revokeRunsInFlight(db: Db, subscriptionId: number, before: Date) {
  await db
    .update(periodicTasks)
    .set({
      status: 'revoked',
      result: 'Stopped by a restart of the connector; a new run takes over from the cursor',
      completedAt: before,
    })
    .where(
      and(
        eq(periodicTasks.subscriptionId, subscriptionId),
        ne(periodicTasks.syncType, 'element'),
        inArray(periodicTasks.status, ['started', 'received', 'retry']),
        lte(periodicTasks.createdAt, before),
      ),
    );
}
