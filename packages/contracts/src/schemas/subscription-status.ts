import { z } from 'zod';
import { paginated, PageQuery } from '../pagination';
import { queryId } from '../validation';
import { SUBSCRIPTION_STATUSES } from './subscriptions';

/**
 * The health score of a subscription (ADR 019): the server computes it, the screen explains it
 * with these same numbers. Points per component, summed to 0–100; status Error scores 0.
 */
export const HEALTH = {
  /** share of the elements of the last `successWindowDays` that succeeded */
  successWeight: 50,
  successWindowDays: 7,
  /** full points up to `lagGraceMinutes` behind now, none at `lagZeroHours`; Active ones only */
  lagWeight: 30,
  lagGraceMinutes: 15,
  lagZeroHours: 24,
  /** less `pointsPerFailedRun` per failed sync run of the last `errorsWindowHours` */
  errorsWeight: 20,
  errorsWindowHours: 24,
  pointsPerFailedRun: 5,
} as const;

/** Colour bands of the score: good from 80, fair from 50, poor below. */
export const HEALTH_BANDS = { good: 80, fair: 50 } as const;
export type HealthBand = 'good' | 'fair' | 'poor';
export const healthBand = (score: number): HealthBand =>
  score >= HEALTH_BANDS.good ? 'good' : score >= HEALTH_BANDS.fair ? 'fair' : 'poor';

export const SubscriptionStatusValue = z.enum(SUBSCRIPTION_STATUSES);

/** The score and the three figures it is made of. */
export const SubscriptionHealth = z.object({
  score: z.number().int(),
  success_points: z.number().int(),
  lag_points: z.number().int(),
  errors_points: z.number().int(),
  /** succeeded ÷ (succeeded + failed or ambiguous); null when no element was synced */
  success_rate: z.number().nullable(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** seconds behind now; null unless Active */
  lag_seconds: z.number().int().nullable(),
  failed_runs: z.number().int(),
});
export type SubscriptionHealth = z.infer<typeof SubscriptionHealth>;

export const SubscriptionStatusRow = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company: z.string(),
  application: z.string(),
  application_name: z.string(),
  accounting: z.string(),
  accounting_name: z.string(),
  status: SubscriptionStatusValue,
  last_processed_date: z.iso.datetime().nullable(),
  health: SubscriptionHealth,
});
export type SubscriptionStatusRow = z.infer<typeof SubscriptionStatusRow>;

export const SUBSCRIPTION_STATUS_ORDERINGS = ['health', '-health', 'company'] as const;
export type SubscriptionStatusOrdering = (typeof SUBSCRIPTION_STATUS_ORDERINGS)[number];

export const SubscriptionStatusQuery = PageQuery.extend({
  /** part of the company's name */
  search: z.string().trim().max(200).optional(),
  status: SubscriptionStatusValue.optional(),
  company_id: queryId().optional(),
  /** worst health first unless asked otherwise */
  ordering: z.enum(SUBSCRIPTION_STATUS_ORDERINGS).default('health'),
});
export type SubscriptionStatusQuery = z.infer<typeof SubscriptionStatusQuery>;

export const StatusDistribution = z.record(SubscriptionStatusValue, z.number().int());
export type StatusDistribution = z.infer<typeof StatusDistribution>;

/** The page, and per status how many subscriptions match the search (before the status filter). */
export const SubscriptionStatusPage = paginated(SubscriptionStatusRow).extend({
  distribution: StatusDistribution,
});
export type SubscriptionStatusPage = z.infer<typeof SubscriptionStatusPage>;
