import { stockholmDay } from '@portal/contracts/dates';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscriptions } from '../../db/schema/subscriptions';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { ConnectorError } from '@portal/connectors/errors';
import { CONNECTORS } from '@portal/connectors/registry';
import { articlesToSync, syncArticle } from './articles';
import { stopsTheRun, syncElement } from './book-element';
import type { Outcome, RuleHook } from './context';
import { heartbeat, releaseLease, takeLease } from './lease';
import { openEnv, SetupError } from './open-env';
import type { ConnectorRegistry } from './open-env';
import { bookDaySummaries, bookLateSales } from './summaries';
import { updateTask } from './tasks.repository';
import { articlesToWriteBack, writeBackArticle } from './write-back';

export interface EngineDeps {
  registry: ConnectorRegistry;
  rules: (subscription: SubscriptionRow) => Promise<RuleHook>;
  /** who holds leases in this process (host:pid:random) */
  holder: string;
}

export type Counts = Record<Outcome, number>;
const emptyCounts = (): Counts => ({
  booked: 0,
  recovered: 0,
  duplicate: 0,
  staged: 0,
  failed: 0,
  ambiguous: 0,
});

export type RunResult =
  | { state: 'done'; counts: Counts }
  | { state: 'more'; counts: Counts }
  | { state: 'busy' }
  | {
      state: 'stopped';
      reason: string;
      retry: boolean;
      counts: Counts;
      /** the provider refused the credentials: the subscription needs them verified */
      credentials?: true;
    };

const HOUR = 3_600_000;

export function summarize(counts: Counts): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

async function setCursor(ctx: AppContext, id: number, at: Date) {
  await ctx.db.update(subscriptions).set({ lastProcessedAt: at }).where(eq(subscriptions.id, id));
}

/**
 * One slice of a subscription's sync: under its lease, window after window of provider update
 * times from the cursor (the start date for a backfill), every element through `syncElement`,
 * the cursor moved to a window's end only once the whole window is done. A slice stops after
 * `sliceSeconds` and says there is more; a provider failure stops it with the cursor where the
 * last complete window left it, so nothing is skipped and the repeat books nothing twice.
 */
export async function runSlice(
  ctx: AppContext,
  deps: EngineDeps,
  subscriptionId: number,
  taskId: number,
): Promise<RunResult> {
  const { leaseSeconds, sliceSeconds, windowHours, lagSeconds } = ctx.config.sync;
  // the lease names this task, not just the process: two jobs of one worker exclude each other too
  const holder = `${deps.holder}:task-${taskId}`;
  if (!(await takeLease(ctx.db, subscriptionId, holder, ctx.clock.now(), leaseSeconds))) {
    return { state: 'busy' };
  }
  const counts = emptyCounts();
  const beat = heartbeat(ctx.db, subscriptionId, holder, ctx.clock, leaseSeconds);
  try {
    const [subscription] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!subscription)
      return { state: 'stopped', reason: 'The subscription is gone', retry: false, counts };
    if (subscription.status !== 'Active') {
      return {
        state: 'stopped',
        reason: `The subscription is ${subscription.status}, not Active`,
        retry: false,
        counts,
      };
    }
    if (CONNECTORS.shipping[subscription.application]) {
      // a shipping app has nothing to sync: its status webhooks move the shipments (ADR 042)
      return { state: 'done', counts };
    }
    const env = await openEnv(ctx, deps.registry, subscription, await deps.rules(subscription));
    const started = Date.now();
    let cursor = subscription.lastProcessedAt ?? new Date(`${subscription.startDate}T00:00:00Z`);
    await updateTask(ctx.db, taskId, {
      status: 'started',
      startedAt: ctx.clock.now(),
      syncType: subscription.lastProcessedAt ? 'incremental' : 'backfill',
    });
    // the run reads up to where "now" was when it started: a later order is the next run's
    const horizon = new Date(ctx.clock.now().getTime() - lagSeconds * 1000);
    const lost = () =>
      ({ state: 'stopped', reason: 'The run lost its lease', retry: true, counts }) as const;
    // e2 first, once a slice, for the ledger's changes since the cursor: a slice that stops
    // leaves the cursor where this one began, so the next one lists them again
    for await (const article of articlesToWriteBack(env, {
      since: cursor.toISOString(),
      until: horizon.toISOString(),
    })) {
      if (beat.lost) return lost();
      for (const outcome of await writeBackArticle(ctx, env, article)) counts[outcome] += 1;
    }
    for (;;) {
      if (cursor >= horizon) break;
      const until = new Date(Math.min(horizon.getTime(), cursor.getTime() + windowHours * HOUR));
      const window = { since: cursor.toISOString(), until: until.toISOString() };
      for await (const item of env.app.changes(window)) {
        if (beat.lost) return lost();
        counts[await syncElement(ctx, env, item, `${item.kind}.sync`)] += 1;
      }
      // e1: the shop's articles changed in the window, each change once
      for await (const item of articlesToSync(env, window)) {
        if (beat.lost) return lost();
        counts[await syncArticle(ctx, env, item)] += 1;
      }
      if (subscription.postingModel === 'per_day') {
        const summary = await bookDaySummaries(ctx, env, stockholmDay(until));
        counts.booked += summary.booked;
        counts.failed += summary.failed;
      }
      if (subscription.postingModel === 'per_payout') {
        const late = await bookLateSales(ctx, env);
        counts.booked += late.booked;
        counts.failed += late.failed;
      }
      cursor = until;
      await setCursor(ctx, subscriptionId, cursor);
      await updateTask(ctx.db, taskId, { counts, result: summarize(counts) });
      if (Date.now() - started > sliceSeconds * 1000) return { state: 'more', counts };
    }
    return { state: 'done', counts };
  } catch (error) {
    if (error instanceof SetupError) {
      return { state: 'stopped', reason: error.message, retry: false, counts };
    }
    if (stopsTheRun(error)) {
      const auth = error instanceof ConnectorError && error.code === 'auth';
      return {
        state: 'stopped',
        reason: auth
          ? `The provider refused the credentials; verify them and reconnect: ${(error as Error).message}`
          : (error as Error).message,
        retry: !auth,
        ...(auth ? { credentials: true as const } : {}),
        counts,
      };
    }
    throw error;
  } finally {
    beat.stop();
    await releaseLease(ctx.db, subscriptionId, holder);
  }
}
