import { CONNECTORS } from '@portal/connectors/registry';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { connections, periodicTasks } from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { pruneApiLog } from './api-log';
import { insertTask, updateTask } from './tasks.repository';

const FINAL = ['success', 'failure', 'revoked'];
const SHIPPING_APPLICATIONS = Object.keys(CONNECTORS.shipping);

export interface Trigger {
  trigger: 'schedule' | 'manual' | 'webhook';
  createdBy?: number | null;
}

/** Queues a run of the subscription, recorded as a periodic task; null when one already waits. */
export async function queueRun(
  ctx: AppContext,
  subscription: Pick<SubscriptionRow, 'id' | 'companyId'>,
  { trigger, createdBy = null }: Trigger,
) {
  const task = await insertTask(ctx.db, {
    name: 'sync_subscription',
    trigger,
    syncType: 'incremental',
    status: 'pending',
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    kwargs: { subscription_id: subscription.id },
    createdBy,
    createdAt: ctx.clock.now(),
  });
  const queued = await ctx.queue.send(
    'sync.run',
    { subscriptionId: subscription.id, taskId: task.id },
    { singletonKey: `subscription:${subscription.id}` },
  );
  if (queued) return task;
  await updateTask(ctx.db, task.id, {
    status: 'revoked',
    result: 'A run of this subscription was already waiting',
    completedAt: ctx.clock.now(),
  });
  return null;
}

/** Queues one element again (webhook hint or manual trigger), recorded as a periodic task. */
export async function queueElement(
  ctx: AppContext,
  subscription: Pick<SubscriptionRow, 'id' | 'companyId'>,
  element: { kind: string; id: string; orderId?: string },
  { trigger, createdBy = null }: Trigger,
) {
  const task = await insertTask(ctx.db, {
    name: 'sync_element',
    trigger,
    syncType: 'element',
    status: 'pending',
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    kwargs: { subscription_id: subscription.id, kind: element.kind, id: element.id },
    createdBy,
    createdAt: ctx.clock.now(),
  });
  await ctx.queue.send('sync.element', {
    subscriptionId: subscription.id,
    taskId: task.id,
    ...element,
  });
  return task;
}

/**
 * Queues several elements of one subscription as one task (the sales panel's manual sync of a
 * selection or of everything unsynced): its counts say how far it got (`done` of `total`).
 */
export async function queueElements(
  ctx: AppContext,
  subscription: Pick<SubscriptionRow, 'id' | 'companyId'>,
  elements: { kind: string; id: string; orderId?: string }[],
  { trigger, createdBy = null }: Trigger,
) {
  const task = await insertTask(ctx.db, {
    name: 'sync_elements',
    trigger,
    syncType: 'element',
    status: 'pending',
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    kwargs: { subscription_id: subscription.id, elements },
    counts: { total: elements.length, done: 0 },
    createdBy,
    createdAt: ctx.clock.now(),
  });
  await ctx.queue.send('sync.element', {
    subscriptionId: subscription.id,
    taskId: task.id,
    elements,
  });
  return task;
}

/**
 * The schedule: every active subscription with its connections gets a run when its last one
 * finished more than an interval ago. A run whose worker died (its task still open, the lease
 * run out) is closed as failed and a new run takes over from the cursor.
 */
export async function scheduleDueRuns(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const { intervalSeconds, leaseSeconds } = ctx.config.sync;
  const active = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'Active'),
        // a shipping app is no shop: nothing to sync, its webhooks move the shipments
        notInArray(subscriptions.application, SHIPPING_APPLICATIONS),
        inArray(
          subscriptions.id,
          ctx.db
            .select({ id: connections.subscriptionId })
            .from(connections)
            .where(eq(connections.side, 'app')),
        ),
      ),
    );
  await pruneApiLog(ctx.db, now);
  let queued = 0;
  for (const subscription of active) {
    const [last] = await ctx.db
      .select()
      .from(periodicTasks)
      .where(
        and(
          eq(periodicTasks.subscriptionId, subscription.id),
          sql`${periodicTasks.syncType} <> 'element'`,
        ),
      )
      .orderBy(desc(periodicTasks.id))
      .limit(1);
    if (last && !FINAL.includes(last.status)) {
      // a run whose lease ran out has no worker; a task still pending after two leases lost its job
      const leaseFree = !subscription.leaseUntil || subscription.leaseUntil < now;
      const since = (last.startedAt ?? last.createdAt).getTime();
      const grace = (last.status === 'pending' ? 2 : 1) * leaseSeconds * 1000;
      const stale = leaseFree && now.getTime() - since > grace;
      if (!stale) continue;
      await updateTask(ctx.db, last.id, {
        status: 'failure',
        result: 'The worker stopped during the run; a new run takes over from the cursor',
        completedAt: now,
      });
    } else if (last) {
      const finished = (last.completedAt ?? last.createdAt).getTime();
      if (now.getTime() - finished < intervalSeconds * 1000) continue;
    }
    if (await queueRun(ctx, subscription, { trigger: 'schedule' })) queued += 1;
  }
  return queued;
}
