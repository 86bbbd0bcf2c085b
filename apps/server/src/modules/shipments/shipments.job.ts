import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { JobPayloads } from '../../jobs/queue';
import { runBulk } from './bulk.service';

/** Buys the shipments of each bulk create in the background (`POST /api/shipments/bulk/`). */
export async function startShipmentsWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work<JobPayloads['shipments.bulk']>(
    'shipments.bulk',
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      if (job?.data?.taskId) await runBulk(ctx, job.data.taskId);
    },
  );
}
