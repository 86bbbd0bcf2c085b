import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { runDueSchedules } from './run-schedule';

export const REPORT_SCHEDULES_JOB = 'report-schedules.run';
/** Every minute: a report goes out within a minute of its time (HH:MM). */
export const REPORT_SCHEDULES_CRON = '* * * * *';

/** Registers the sweep of due report schedules and its schedule (ADR 040). */
export async function startScheduledReportsWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work(REPORT_SCHEDULES_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    await runDueSchedules(ctx);
  });
  await boss.schedule(REPORT_SCHEDULES_JOB, REPORT_SCHEDULES_CRON, {}, { tz: 'UTC' });
}
