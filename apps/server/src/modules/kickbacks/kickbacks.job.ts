import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { JobPayloads } from '../../jobs/queue';
import { computeKickbacks, previousPeriod } from './kickbacks.service';

export const KICKBACK_JOB = 'kickbacks.compute';
/** Monthly, on the 1st at 02:30 Swedish time: the month that just ended. */
export const KICKBACK_CRON = '30 2 1 * *';

/** One run: the month given (YYYY-MM), else the one before today's. Runs again harmlessly. */
export async function runKickbackJob(ctx: AppContext, data: JobPayloads['kickbacks.compute']) {
  const now = ctx.clock.now();
  const period = data.period ?? previousPeriod(now);
  const result = await computeKickbacks(ctx, period, now);
  if (result.lines || result.payouts) ctx.log.info(result, 'kickbacks computed');
  if (result.late_lines)
    ctx.log.warn(result, 'kickback lines after their payout was paid: staff notified');
  return result;
}

/**
 * Registers the handler and its monthly schedule, and queues one run now, so a server that was
 * down on the 1st computes the month when it comes back.
 */
export async function startKickbackWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work<JobPayloads['kickbacks.compute']>(
    KICKBACK_JOB,
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      await runKickbackJob(ctx, job!.data ?? {});
    },
  );
  await boss.schedule(KICKBACK_JOB, KICKBACK_CRON, {}, { tz: 'Europe/Stockholm' });
  await boss.send(KICKBACK_JOB, {}, { singletonKey: 'startup' });
}
