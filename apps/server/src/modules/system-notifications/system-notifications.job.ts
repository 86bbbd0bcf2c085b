import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { deliverDue } from './system-notifications.service';

export const DELIVERY_JOB = 'system-notifications.deliver';
/** Every minute: catches a notification whose own job (sent for its schedule date) was lost. */
export const DELIVERY_SWEEP_CRON = '* * * * *';

/**
 * Registers the delivery handler, the minutely sweep and one run now. Each notification's own
 * job starts at its schedule date (pg-boss `startAfter`); whichever job runs delivers all that is
 * due, exactly once per user.
 */
export async function startSystemNotificationsWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work(DELIVERY_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    await deliverDue(ctx);
  });
  await boss.schedule(DELIVERY_JOB, DELIVERY_SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.send(DELIVERY_JOB, {}, { singletonKey: 'startup' });
}
