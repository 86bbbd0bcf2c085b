import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { JobPayloads } from '../../jobs/queue';
import { monthOf } from './billing-cycle';
import { generateInvoices } from './generate-invoices';

export const INVOICE_JOB = 'billing.invoices';
/** Daily, shortly after midnight UTC: the 1st's run writes the month's invoices, later runs catch up. */
export const INVOICE_CRON = '15 0 * * *';

/** One run of the invoice job: the month given, else the current one. */
export async function runInvoiceJob(ctx: AppContext, data: JobPayloads['billing.invoices']) {
  const month = data.periodStart ?? monthOf(ctx.clock.now());
  const created = await generateInvoices(ctx, month);
  if (created.length) {
    ctx.log.info({ month, numbers: created.map((i) => i.number) }, 'invoices written');
  }
  return created;
}

/**
 * Registers the invoice job's handler and its daily pg-boss schedule, and queues one run now,
 * so a server that was down on the 1st writes the month's invoices when it comes back.
 */
export async function startBillingWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work<JobPayloads['billing.invoices']>(
    INVOICE_JOB,
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      await runInvoiceJob(ctx, job!.data ?? {});
    },
  );
  await boss.schedule(INVOICE_JOB, INVOICE_CRON, {}, { tz: 'UTC' });
  await boss.send(INVOICE_JOB, {}, { singletonKey: 'startup' });
}
