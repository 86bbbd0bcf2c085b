import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { runDueRecurrences } from './recurrence-runs.service';

export const RECURRENCES_JOB = 'workflow-recurrences.run';
/** Hourly, on the hour's fifth minute: lead times are counted in days, an hour is soon enough. */
export const RECURRENCES_CRON = '5 * * * *';

/**
 * Registers the recurrence handler, its hourly schedule and one run now. Two workers may run it
 * at once: each recurrence is locked while its projects are made (ADR 031).
 */
export async function startRecurrencesWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work(RECURRENCES_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    const made = await runDueRecurrences(ctx);
    if (made > 0) ctx.log.info({ made }, 'recurring projects made');
  });
  await boss.schedule(RECURRENCES_JOB, RECURRENCES_CRON, {}, { tz: 'UTC' });
  await boss.send(RECURRENCES_JOB, {}, { singletonKey: 'startup' });
}
