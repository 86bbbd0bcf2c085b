import { z } from 'zod';
import { KickbackGlance, TimeSummary } from './firm-overview';
import { SubscriptionStatusValue } from './subscription-status';

/** SPEC §9 chart ranges: last hour, 6 hours, 24 hours, 7 days; last year. */
export const DASHBOARD_RANGES = ['1h', '6h', '24h', '7d', '1y'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** How each range is cut into bars: the bucket's length and how many of them. */
export const RANGE_BUCKETS: Record<
  DashboardRange,
  { unit: 'minute' | 'hour' | 'day' | 'month'; size: number; count: number }
> = {
  '1h': { unit: 'minute', size: 5, count: 12 },
  '6h': { unit: 'minute', size: 30, count: 12 },
  '24h': { unit: 'hour', size: 1, count: 24 },
  '7d': { unit: 'day', size: 1, count: 7 },
  '1y': { unit: 'month', size: 1, count: 12 },
};

/** Days, hours and months begin in Swedish time, whoever's clock asks (as `stockholmDay`). */
export const DASHBOARD_TIME_ZONE = 'Europe/Stockholm';

/** The window of the ROI calculator's count of synced elements. */
export const ROI_WINDOW_DAYS = 30;
/** A client, or an Active subscription, with no sync for longer than this needs attention. */
export const STALE_AFTER_HOURS = 24;

export const DashboardQuery = z.object({
  range: z.enum(DASHBOARD_RANGES).default('24h'),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

const count = () => z.number().int();
const instant = () => z.iso.datetime();

/** Synced elements whose last change falls in the bucket that starts at `at`, per status. */
export const VolumePoint = z.object({
  at: instant(),
  success: count(),
  failed: count(),
  ambiguous: count(),
});
export type VolumePoint = z.infer<typeof VolumePoint>;

/** Failed elements and failed sync runs of the bucket that starts at `at`. */
export const FailurePoint = z.object({
  at: instant(),
  failed_entries: count(),
  failed_tasks: count(),
});
export type FailurePoint = z.infer<typeof FailurePoint>;

export const HealthSummary = z.object({
  score: count(),
  band: z.enum(['good', 'fair', 'poor']),
});
export type HealthSummary = z.infer<typeof HealthSummary>;

/** The figure the web's ROI calculator starts from. */
export const RoiInputs = z.object({
  elements_synced: count(),
  days: count(),
});
export type RoiInputs = z.infer<typeof RoiInputs>;

export const DashboardSubscription = z.object({
  id: count(),
  application_name: z.string(),
  accounting_name: z.string(),
  status: SubscriptionStatusValue,
  health: HealthSummary,
  last_processed_date: instant().nullable(),
  /** its elements now Failed or Ambiguous */
  open_problems: count(),
});
export type DashboardSubscription = z.infer<typeof DashboardSubscription>;

/** An owner's or colleague's dashboard: the active company's subscriptions. */
export const CompanyDashboard = z.object({
  kind: z.literal('company'),
  range: z.enum(DASHBOARD_RANGES),
  company: z.object({ id: count(), name: z.string() }).nullable(),
  subscriptions: z.array(DashboardSubscription),
  volume: z.array(VolumePoint),
  roi: RoiInputs,
});
export type CompanyDashboard = z.infer<typeof CompanyDashboard>;

export const ATTENTION_REASONS = [
  'error_subscription',
  'failed_entries',
  'no_recent_sync',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const DashboardClient = z.object({
  company_id: count(),
  company: z.string(),
  subscriptions: count(),
  /** the worst of its subscriptions; null when it has none */
  health: HealthSummary.nullable(),
  open_problems: count(),
  last_sync: instant().nullable(),
  /** why it needs attention, the most severe first; empty when it does not */
  reasons: z.array(z.enum(ATTENTION_REASONS)),
});
export type DashboardClient = z.infer<typeof DashboardClient>;

/**
 * A partner accountant's own figures (issue 15): their time this month and the firm's kickbacks.
 * Defined with the overview's shapes; only the partner dashboard carries it.
 */
export const PartnerFigures = z.object({
  month: z.string(),
  time: TimeSummary,
  kickbacks: KickbackGlance,
});
export type PartnerFigures = z.infer<typeof PartnerFigures>;

/** An accountant's dashboard: the clients in the firm scope, and those that need attention. */
export const FirmDashboard = z.object({
  kind: z.literal('firm'),
  range: z.enum(DASHBOARD_RANGES),
  clients: z.array(DashboardClient),
  /** the clients with a reason, the most severe first */
  attention: z.array(DashboardClient),
  volume: z.array(VolumePoint),
  roi: RoiInputs,
  /** a partner accountant acting in a firm: their hours and the firm's kickbacks */
  partner: PartnerFigures.optional(),
});
export type FirmDashboard = z.infer<typeof FirmDashboard>;

export const Backlog = z.object({
  pending_entries: count(),
  queued_tasks: count(),
  started_tasks: count(),
  error_subscriptions: count(),
  /** Active, yet not synced for longer than `STALE_AFTER_HOURS` */
  stale_subscriptions: count(),
});
export type Backlog = z.infer<typeof Backlog>;

export const FailingCompany = z.object({
  company_id: count(),
  company: z.string(),
  failed_entries: count(),
  failed_tasks: count(),
});
export type FailingCompany = z.infer<typeof FailingCompany>;

/** Companies across every tenant: all, those marked active, those with an Active subscription. */
export const CompanyCounts = z.object({
  all: count(),
  active: count(),
  with_active_subscription: count(),
});
export type CompanyCounts = z.infer<typeof CompanyCounts>;

/** Active subscriptions of one app or accounting system (its catalogue slug and name). */
export const SubscriptionShare = z.object({
  slug: z.string(),
  name: z.string(),
  active: count(),
});
export type SubscriptionShare = z.infer<typeof SubscriptionShare>;

/**
 * Synced elements of a bucket by status, and the share that failed: failed of all that ended
 * Success, Failed or Ambiguous, in percent with one decimal; null when none did.
 */
export const ActivityPoint = VolumePoint.extend({
  failure_rate: z.number().min(0).max(100).nullable(),
});
export type ActivityPoint = z.infer<typeof ActivityPoint>;

/** In-house staff's dashboard: analytics, failures and backlog across every tenant (SPEC §6). */
export const InhouseDashboard = z.object({
  kind: z.literal('inhouse'),
  range: z.enum(DASHBOARD_RANGES),
  companies: CompanyCounts,
  /** the most first */
  active_by_app: z.array(SubscriptionShare),
  active_by_accounting: z.array(SubscriptionShare),
  /** sync volume and failure rate of each bucket of the range */
  activity: z.array(ActivityPoint),
  failures: z.array(FailurePoint),
  backlog: Backlog,
  /** at most 10, the most failures in the range first */
  top_failing: z.array(FailingCompany),
});
export type InhouseDashboard = z.infer<typeof InhouseDashboard>;

/** What `/dashboard/` answers depends on the caller's current role and scope. */
export const Dashboard = z.discriminatedUnion('kind', [
  CompanyDashboard,
  FirmDashboard,
  InhouseDashboard,
]);
export type Dashboard = z.infer<typeof Dashboard>;

/**
 * The ROI calculator's defaults: minutes of manual bookkeeping one element would take, and the
 * SPEC §9 consultation rate, SEK 1,200 an hour excluding VAT.
 */
export const ROI_DEFAULTS = { minutesPerElement: 3, hourlyRate: 1200 } as const;

const notNegative = () => z.number({ error: 'required' }).min(0, { error: 'not_negative' });

/** The ROI calculator's inputs (SPEC §5 rules: every field required, none negative). */
export const RoiCalculatorInput = z.object({
  elements: notNegative().int({ error: 'format' }),
  minutes_per_element: notNegative(),
  hourly_rate: notNegative(),
});
export type RoiCalculatorInput = z.infer<typeof RoiCalculatorInput>;
