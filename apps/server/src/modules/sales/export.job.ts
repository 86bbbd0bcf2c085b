import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { JobPayloads } from '../../jobs/queue';
import { runExport, sweepExports } from './export.service';

/** Writes exports too large for the browser; files older than a day go before each new one. */
export async function startExportWorker(boss: PgBoss, ctx: AppContext, pollingIntervalSeconds = 2) {
  await boss.work<JobPayloads['sales.export']>(
    'sales.export',
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      await sweepExports(ctx);
      if (job?.data?.exportId) await runExport(ctx, job.data.exportId);
    },
  );
}
