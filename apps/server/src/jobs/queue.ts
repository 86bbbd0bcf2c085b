/** Job names and payloads; one place so senders and workers agree. */
export interface JobPayloads {
  'email.deliver': { outboxId: number };
  /** one slice of a subscription's sync (backfill or incremental), continued until caught up */
  'sync.run': { subscriptionId: number; taskId: number };
  /** one element (kind, id), or several in one task with progress (`elements`) */
  'sync.element': {
    subscriptionId: number;
    taskId: number;
    kind?: string;
    id?: string;
    /** a refund's order, for providers that reach refunds only through it */
    orderId?: string;
    elements?: { kind: string; id: string; orderId?: string }[];
  };
  /** the month's invoices (ADR 017); the current month when no period is given */
  'billing.invoices': { periodStart?: string };
  /** a sales panel export too large for the browser */
  'sales.export': { exportId: number };
  /** judges every subscription's sync and opens or closes its alert incident */
  'sync-health.evaluate': Record<string, never>;
  /** delivers the system notifications that are due */
  'system-notifications.deliver': Record<string, never>;
  /** makes the projects of recurrences whose next period is within its lead days (ADR 031) */
  'workflow-recurrences.run': Record<string, never>;
  /** a month's kickback lines and payouts (ADR 035); the month before today's when none given */
  'kickbacks.compute': { period?: string };
  /** checks the automatic items of every open audit checklist (ADR 034) */
  'audit-preparation.check': Record<string, never>;
  /** reads a company's ledger from its source into the ledger tables (issue 16, ADR 036) */
  'ledger.refresh': { companyId: number };
  /** renders and e-mails the report schedules that are due (issue 16) */
  'report-schedules.run': Record<string, never>;
  /** e-mails the weekly summary to each user who chose it and has not had this week's */
  'notifications.weekly-summary': Record<string, never>;
  /** buys the shipments of a bulk create, order by order (issue 18) */
  'shipments.bulk': { taskId: number };
}
export type JobName = keyof JobPayloads;
export const JOB_NAMES: JobName[] = [
  'email.deliver',
  'sync.run',
  'sync.element',
  'billing.invoices',
  'sales.export',
  'sync-health.evaluate',
  'system-notifications.deliver',
  'workflow-recurrences.run',
  'kickbacks.compute',
  'audit-preparation.check',
  'ledger.refresh',
  'report-schedules.run',
  'notifications.weekly-summary',
  'shipments.bulk',
];

export interface SendOptions {
  /** makes the send idempotent: a second job with the same key is not created */
  key?: string;
  /** at most one job with this key waits in the queue (pg-boss `short` policy queues) */
  singletonKey?: string;
  startAfterSeconds?: number;
}

/** What the API needs from the queue: send jobs and say whether it is reachable. */
export interface JobQueue {
  /** false when nothing was queued (a duplicate key, or a singleton already waiting) */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<boolean>;
  ping(): Promise<void>;
}
