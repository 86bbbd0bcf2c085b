import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { pgliteBossAdapter } from './pglite-adapter';
import { JOB_NAMES } from './queue';
import type { JobName, JobPayloads, JobQueue, SendOptions } from './queue';

export interface BossOptions {
  /** run maintenance and schedules (workers); a sender-only API process leaves them off */
  supervise: boolean;
  onError?: (error: Error) => void;
}

/** Starts pg-boss on the application's database and creates the queues. */
export async function startBoss(database: Database, options: BossOptions): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    supervise: options.supervise,
    schedule: options.supervise,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: pgliteBossAdapter(database.pglite!) })
      : new PgBoss({ ...common, connectionString: database.url!, max: 4 });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  // Mail is retried with backoff for about a quarter of an hour before it counts as failed.
  await boss.createQueue('email.deliver', {
    name: 'email.deliver',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  });
  // Sync runs: one waiting per subscription; a run killed mid-way is taken over through the
  // subscription's lease, so pg-boss's own expiry only cleans up.
  await boss.createQueue('sync.run', {
    name: 'sync.run',
    policy: 'short',
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  });
  await boss.createQueue('sync.element', {
    name: 'sync.element',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
  });
  // Invoices: one run waiting at a time; generation is idempotent, so a retry is harmless.
  await boss.createQueue('billing.invoices', {
    name: 'billing.invoices',
    policy: 'short',
    retryLimit: 3,
    retryDelay: 60,
  });
  // Exports too large for the browser: a failed one is tried again once, then shown as failed.
  await boss.createQueue('sales.export', {
    name: 'sales.export',
    retryLimit: 1,
    retryDelay: 10,
  });
  // Sync alerts: one evaluation waiting at a time (the schedule adds one every few minutes).
  await boss.createQueue('sync-health.evaluate', {
    name: 'sync-health.evaluate',
    policy: 'short',
    retryLimit: 2,
    retryDelay: 30,
  });
  // System notifications: one job per schedule date (startAfter) plus the sweep; delivery is
  // idempotent, so retries and duplicates are harmless.
  await boss.createQueue('system-notifications.deliver', {
    name: 'system-notifications.deliver',
    retryLimit: 3,
    retryDelay: 10,
  });
  // Kickbacks: one run waiting at a time; a run writes each line once, so a retry is harmless.
  await boss.createQueue('kickbacks.compute', {
    name: 'kickbacks.compute',
    policy: 'short',
    retryLimit: 3,
    retryDelay: 60,
  });
  // Recurring projects: one run waiting at a time; each period is made once (ADR 031).
  await boss.createQueue('workflow-recurrences.run', {
    name: 'workflow-recurrences.run',
    policy: 'short',
    retryLimit: 3,
    retryDelay: 60,
  });
  // Audit checklists: one check of them all waiting at a time; a check only records what it finds.
  await boss.createQueue('audit-preparation.check', {
    name: 'audit-preparation.check',
    policy: 'short',
    retryLimit: 1,
    retryDelay: 60,
  });
  // Ledger refreshes: one waiting per company (singletonKey); a refresh rewrites whole years or
  // upserts what changed, so a retry is harmless.
  await boss.createQueue('ledger.refresh', {
    name: 'ledger.refresh',
    policy: 'short',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 30 * 60,
  });
  // Scheduled reports: one sweep waiting at a time; each due time is sent once (report_runs).
  await boss.createQueue('report-schedules.run', {
    name: 'report-schedules.run',
    policy: 'short',
    retryLimit: 2,
    retryDelay: 60,
  });
  // Weekly summaries: one sweep waiting at a time; each user's week is sent once
  // (users.weekly_summary_sent_on), so a retry is harmless.
  await boss.createQueue('notifications.weekly-summary', {
    name: 'notifications.weekly-summary',
    policy: 'short',
    retryLimit: 2,
    retryDelay: 60,
  });
  // Bulk shipments: a retry takes the job up again and skips the orders already done; each
  // purchase is exactly once by its external reference (ADR 042).
  await boss.createQueue('shipments.bulk', {
    name: 'shipments.bulk',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 30 * 60,
  });
  return boss;
}

export function bossQueue(boss: PgBoss): JobQueue {
  return {
    async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(options.key ? { id: keyToUuid(name, options.key) } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      return id !== null;
    },
    async ping() {
      await boss.getQueue(JOB_NAMES[0]!);
    },
  };
}

/** A stable job id per key, so pg-boss's ON CONFLICT DO NOTHING drops duplicate sends. */
function keyToUuid(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
