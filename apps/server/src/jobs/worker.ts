import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { CONNECTORS } from '@portal/connectors/registry';
import type { AppContext } from '../context';
import { startMailWorker } from '../modules/mail/mail.job';
import { smtpTransport } from '../modules/mail/transport';
import { customRuleHook } from '../modules/engine/rules-hook';
import type { EngineDeps } from '../modules/engine/run';
import { startSyncWorker } from '../modules/engine/sync.jobs';
import { startBillingWorker } from '../modules/billing/billing.job';
import { startRetentionSchedule } from '../modules/subscriptions/retention.job';
import { startExportWorker } from '../modules/sales/export.job';
import { startSyncHealthWorker } from '../modules/sync-health/sync-health.job';
import { startSystemNotificationsWorker } from '../modules/system-notifications/system-notifications.job';
import { startRecurrencesWorker } from '../modules/workflow-templates/workflow-recurrences.job';
import { startKickbackWorker } from '../modules/kickbacks/kickbacks.job';
import { startAuditPreparationWorker } from '../modules/audit-preparation/audit-preparation.job';
import { startScheduledReportsWorker } from '../modules/scheduled-reports/scheduled-reports.job';
import { startLedgerRefreshWorker } from '../modules/ledger/ledger-refresh.job';
import { startWeeklySummaryWorker } from '../modules/notifications/weekly-summary.job';
import { startTodosWorker } from '../modules/todos/todos.job';
import { startShipmentsWorker } from '../modules/shipments/shipments.job';

/** The engine as this process runs it: the shipped connectors, custom rules, a lease holder name. */
export function engineDeps(ctx: AppContext): EngineDeps {
  return {
    registry: CONNECTORS,
    rules: customRuleHook(ctx),
    holder: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  };
}

/** Registers every queue handler of this process. One explicit list. */
export async function startWorkers(boss: PgBoss, ctx: AppContext, pollingIntervalSeconds = 2) {
  const transport = ctx.config.smtpUrl ? smtpTransport(ctx.config.smtpUrl) : undefined;
  await startMailWorker(boss, ctx, transport, pollingIntervalSeconds);
  await startBillingWorker(boss, ctx, pollingIntervalSeconds);
  await startExportWorker(boss, ctx, pollingIntervalSeconds);
  await startSyncHealthWorker(boss, ctx, pollingIntervalSeconds);
  await startSystemNotificationsWorker(boss, ctx, pollingIntervalSeconds);
  await startRecurrencesWorker(boss, ctx, pollingIntervalSeconds);
  await startKickbackWorker(boss, ctx, pollingIntervalSeconds);
  await startAuditPreparationWorker(boss, ctx, pollingIntervalSeconds);
  await startScheduledReportsWorker(boss, ctx, pollingIntervalSeconds);
  await startLedgerRefreshWorker(boss, ctx, pollingIntervalSeconds);
  await startWeeklySummaryWorker(boss, ctx, pollingIntervalSeconds);
  await startTodosWorker(boss, ctx, pollingIntervalSeconds);
  await startShipmentsWorker(boss, ctx, pollingIntervalSeconds);
  const stopRetention = startRetentionSchedule(ctx);
  const stopSync = await startSyncWorker(boss, ctx, engineDeps(ctx), pollingIntervalSeconds);
  return () => {
    stopRetention();
    stopSync();
  };
}
