import type PgBoss from 'pg-boss';
import { SYNC_HEALTH } from '@portal/contracts/schemas/sync-health';
import type { AppContext } from '../../context';
import { evaluateSyncHealth } from './alerts.service';

export const SYNC_HEALTH_JOB = 'sync-health.evaluate';
/** Every few minutes (SYNC_HEALTH.alertEveryMinutes): alerts need not be faster than that. */
export const SYNC_HEALTH_CRON = `*/${SYNC_HEALTH.alertEveryMinutes} * * * *`;

/**
 * Registers the alert job's handler, its pg-boss schedule, and one run now. Two workers may run it
 * at once: the incidents' unique index decides who tells.
 */
export async function startSyncHealthWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work(SYNC_HEALTH_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    await evaluateSyncHealth(ctx);
  });
  await boss.schedule(SYNC_HEALTH_JOB, SYNC_HEALTH_CRON, {}, { tz: 'UTC' });
  await boss.send(SYNC_HEALTH_JOB, {}, { singletonKey: 'startup' });
}
