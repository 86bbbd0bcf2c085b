import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { HEALTH } from './subscription-status';
import { SUBSCRIPTION_STATUSES } from './subscriptions';

/**
 * When a subscription's sync counts as unhealthy: one notion, read by the server's detection (the
 * /unprocessed-subscription list and the alerts) and by the screen that explains it. Only Active
 * subscriptions and those in Error are judged; a paused or cancelled one is quiet by choice.
 */
export const SYNC_HEALTH = {
  /** an unfinished sync run with no start and no element outcome for this long is stuck */
  stuckAfterMinutes: 30,
  /** this many sync runs failed since the last one that succeeded: failing */
  failingRunsInARow: 3,
  /** or, within the window, at least `failingElementsMin` elements failed… */
  failingElementsWindowHours: HEALTH.errorsWindowHours,
  failingElementsMin: 3,
  /** …and they are at least this share (percent) of the window's elements */
  failingElementsPercent: 50,
  /** an Active subscription processed up to this long ago, with no run catching up: behind */
  behindAfterHours: 2,
  /** Active, never processed, activated this long ago and no run under way: never run */
  neverRunAfterMinutes: HEALTH.lagGraceMinutes,
  /** how often the alert job judges every subscription */
  alertEveryMinutes: 5,
} as const;

/** Why a subscription is listed, most urgent first (a row has the first that applies). */
export const UNHEALTHY_REASONS = ['stuck', 'failing', 'never_run', 'behind'] as const;
export type UnhealthyReason = (typeof UNHEALTHY_REASONS)[number];

/**
 * What in-house staff can do about it: queue a sync now, restart the connector (the lifecycle
 * action), open the app settings as the company's owner, or write to the owner.
 */
export const UNHEALTHY_ACTIONS = ['retry', 'restart', 'open_settings', 'contact_owner'] as const;
export type UnhealthyAction = (typeof UNHEALTHY_ACTIONS)[number];

/** The incident kinds of the alerts: repeated failures, or behind by more than the threshold. */
export const INCIDENT_KINDS = ['failing', 'behind'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

const iso = () => z.iso.datetime();

export const UnprocessedSubscription = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company: z.string(),
  application: z.string(),
  application_name: z.string(),
  accounting: z.string(),
  accounting_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  reason: z.enum(UNHEALTHY_REASONS),
  /** since when the reason holds, as far as the records tell */
  since: iso(),
  last_processed_date: iso().nullable(),
  /** seconds behind now (Active only) */
  lag_seconds: z.number().int().nullable(),
  /** failed sync runs since the last successful one */
  failed_runs: z.number().int(),
  /** elements of the failing window that failed, and that succeeded */
  failed_elements: z.number().int(),
  succeeded_elements: z.number().int(),
  /** the unfinished run of a stuck subscription */
  run: z
    .object({
      id: z.number().int(),
      status: z.string(),
      started_at: iso(),
      last_activity_at: iso(),
    })
    .nullable(),
  /** the latest message the engine left (the Error reason, a failed run's or element's) */
  last_error: z.string(),
  suggested_action: z.enum(UNHEALTHY_ACTIONS),
  actions: z.array(z.enum(UNHEALTHY_ACTIONS)),
  owner: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
    })
    .nullable(),
  /** the open alert incident, when one was raised */
  incident_opened_at: iso().nullable(),
});
export type UnprocessedSubscription = z.infer<typeof UnprocessedSubscription>;

export const UNPROCESSED_SORTS = ['company', 'reason', 'since', 'lag'] as const;

export const UnprocessedSubscriptionQuery = PageQuery.extend({
  /** part of the company's name */
  search: z.string().trim().max(200).optional(),
  reason: z.enum(UNHEALTHY_REASONS).optional(),
  /** longest-standing first unless asked otherwise */
  ordering: orderingOf(UNPROCESSED_SORTS),
}).strict();
export type UnprocessedSubscriptionQuery = z.infer<typeof UnprocessedSubscriptionQuery>;

/** How many subscriptions have each reason (matching the search, before the reason filter). */
export const ReasonCounts = z.record(z.enum(UNHEALTHY_REASONS), z.number().int());
export type ReasonCounts = z.infer<typeof ReasonCounts>;

export const UnprocessedSubscriptionPage = paginated(UnprocessedSubscription).extend({
  counts: ReasonCounts,
});
export type UnprocessedSubscriptionPage = z.infer<typeof UnprocessedSubscriptionPage>;
