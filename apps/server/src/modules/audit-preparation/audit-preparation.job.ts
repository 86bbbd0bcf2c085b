import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { checkOpenChecklists } from './audit-preparation.service';

export const AUDIT_CHECK_JOB = 'audit-preparation.check';
/** Every hour: what the product found stays current for checklists nobody opened lately. */
export const AUDIT_CHECK_CRON = '23 * * * *';

/** Registers the check of every open checklist (this fiscal year and the last) and its schedule. */
export async function startAuditPreparationWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work(AUDIT_CHECK_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    await checkOpenChecklists(ctx);
  });
  await boss.schedule(AUDIT_CHECK_JOB, AUDIT_CHECK_CRON, {}, { tz: 'UTC' });
}
