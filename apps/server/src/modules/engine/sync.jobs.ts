import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { subscriptions } from '../../db/schema/subscriptions';
import type { JobPayloads } from '../../jobs/queue';
import { stopsTheRun, syncElement } from './book-element';
import { heartbeat, releaseLease, takeLease } from './lease';
import { openEnv } from './open-env';
import { runSlice, summarize } from './run';
import type { EngineDeps } from './run';
import { markConnectionLost } from './connection-lost';
import { scheduleDueRuns } from './scheduler';
import { findTask, updateTask } from './tasks.repository';
import { errorText } from '../../db/errors';

/** A sync.run job: one slice, then done, a continuation, a retry later, or a failure. */
export async function handleRun(ctx: AppContext, deps: EngineDeps, data: JobPayloads['sync.run']) {
  const task = await findTask(ctx.db, data.taskId);
  if (!task || ['success', 'failure', 'revoked'].includes(task.status)) return;
  if (task.status === 'pending') await updateTask(ctx.db, task.id, { status: 'received' });
  const result = await runSlice(ctx, deps, data.subscriptionId, data.taskId);
  const now = ctx.clock.now();
  switch (result.state) {
    case 'done':
      await updateTask(ctx.db, task.id, {
        status: 'success',
        counts: result.counts,
        result: summarize(result.counts) || 'Nothing new',
        completedAt: now,
      });
      return;
    case 'more':
      await ctx.queue.send('sync.run', data);
      return;
    case 'busy':
      await updateTask(ctx.db, task.id, {
        status: 'revoked',
        result: 'Another run of this subscription was in progress; it takes the work',
        completedAt: now,
      });
      return;
    case 'stopped':
      if (result.retry) {
        await updateTask(ctx.db, task.id, { status: 'retry', result: result.reason });
        await ctx.queue.send('sync.run', data, { startAfterSeconds: 5 });
        return;
      }
      await updateTask(ctx.db, task.id, {
        status: 'failure',
        counts: result.counts,
        result: result.reason,
        completedAt: now,
      });
      if (result.credentials) await markConnectionLost(ctx, data.subscriptionId, result.reason);
  }
}

const MAX_ELEMENT_WAITS = 12;

/** A batch's counts without its progress figures. */
const outcomesOf = ({ total: _t, done: _d, ...outcomes }: Record<string, number>) =>
  outcomes as Parameters<typeof summarize>[0];

/** A sync.element job: the one element, under the subscription's lease. */
export async function handleElement(
  ctx: AppContext,
  deps: EngineDeps,
  data: JobPayloads['sync.element'] & { waits?: number },
) {
  const task = await findTask(ctx.db, data.taskId);
  if (!task || ['success', 'failure', 'revoked'].includes(task.status)) return;
  const { leaseSeconds } = ctx.config.sync;
  const holder = `${deps.holder}:task-${task.id}`;
  if (!(await takeLease(ctx.db, data.subscriptionId, holder, ctx.clock.now(), leaseSeconds))) {
    const waits = (data.waits ?? 0) + 1;
    if (waits > MAX_ELEMENT_WAITS) {
      await updateTask(ctx.db, task.id, {
        status: 'revoked',
        result: 'A sync run of this subscription was busy throughout; the run takes this element',
        completedAt: ctx.clock.now(),
      });
      return;
    }
    await updateTask(ctx.db, task.id, { status: 'retry', result: 'Waiting for the running sync' });
    await ctx.queue.send('sync.element', { ...data, waits } as JobPayloads['sync.element'], {
      startAfterSeconds: 5,
    });
    return;
  }
  const beat = heartbeat(ctx.db, data.subscriptionId, holder, ctx.clock, leaseSeconds);
  try {
    await updateTask(ctx.db, task.id, { status: 'started', startedAt: ctx.clock.now() });
    const [subscription] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, data.subscriptionId));
    if (!subscription || subscription.status !== 'Active') {
      await updateTask(ctx.db, task.id, {
        status: 'revoked',
        result: 'The subscription is not active',
        completedAt: ctx.clock.now(),
      });
      return;
    }
    const env = await openEnv(ctx, deps.registry, subscription, await deps.rules(subscription));
    const elements = data.elements ?? [{ kind: data.kind!, id: data.id!, orderId: data.orderId }];
    const batch = data.elements !== undefined;
    const counts: Record<string, number> = batch ? { total: elements.length, done: 0 } : {};
    let outcome = '';
    for (const element of elements) {
      const kind = element.kind as 'order' | 'refund' | 'payout';
      try {
        const hint = element.orderId ? { orderId: element.orderId } : undefined;
        const item = await env.app.element(kind, element.id, hint);
        outcome = await syncElement(ctx, env, item, `${kind}.${task.trigger}`);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      } catch (error) {
        const reason = errorText(error);
        if (stopsTheRun(error) || !batch) {
          await updateTask(ctx.db, task.id, {
            status: stopsTheRun(error) ? 'retry' : 'failure',
            result: reason,
            ...(batch ? { counts } : {}),
            ...(stopsTheRun(error) ? {} : { completedAt: ctx.clock.now() }),
          });
          if (stopsTheRun(error)) throw error; // pg-boss retries with back-off
          return;
        }
        // one element of many the provider would not give: the others go on
        counts.failed = (counts.failed ?? 0) + 1;
        outcome = reason;
      }
      if (batch) {
        counts.done! += 1;
        await updateTask(ctx.db, task.id, { counts });
      }
    }
    await updateTask(ctx.db, task.id, {
      status: 'success',
      counts: batch ? counts : { [outcome]: 1 },
      result: batch ? summarize(outcomesOf(counts)) || 'Nothing new' : outcome,
      completedAt: ctx.clock.now(),
    });
  } finally {
    beat.stop();
    await releaseLease(ctx.db, data.subscriptionId, holder);
  }
}

/** Registers the sync handlers and the schedule of this worker process. */
export async function startSyncWorker(
  boss: PgBoss,
  ctx: AppContext,
  deps: EngineDeps,
  pollingIntervalSeconds = 2,
): Promise<() => void> {
  await boss.work<JobPayloads['sync.run']>(
    'sync.run',
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => handleRun(ctx, deps, job!.data),
  );
  await boss.work<JobPayloads['sync.element']>(
    'sync.element',
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => handleElement(ctx, deps, job!.data),
  );
  const tick = () =>
    scheduleDueRuns(ctx).catch((error) => ctx.log.error({ err: error }, 'sync schedule failed'));
  const period = Math.max(1, Math.min(ctx.config.sync.intervalSeconds, 30)) * 1000;
  const timer = setInterval(tick, period);
  void tick();
  return () => clearInterval(timer);
}
