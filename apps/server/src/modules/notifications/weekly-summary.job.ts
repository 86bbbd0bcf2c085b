import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { sendWeeklySummaries } from './weekly-summary.service';

export const WEEKLY_SUMMARY_JOB = 'notifications.weekly-summary';
/**
 * Every hour on the hour, Swedish time: Monday 07:00 is the run that sends the week's summaries;
 * the others find nothing to do unless that run was missed (the server was down), then they send.
 */
export const WEEKLY_SUMMARY_CRON = '0 * * * *';

/** Registers the handler, its schedule and one run now (a server back after Monday 07:00). */
export async function startWeeklySummaryWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work(WEEKLY_SUMMARY_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    await sendWeeklySummaries(ctx);
  });
  await boss.schedule(WEEKLY_SUMMARY_JOB, WEEKLY_SUMMARY_CRON, {}, { tz: 'Europe/Stockholm' });
  await boss.send(WEEKLY_SUMMARY_JOB, {}, { singletonKey: 'startup' });
}
