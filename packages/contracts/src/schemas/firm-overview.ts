import { z } from 'zod';
import { KickbackTotals } from './kickbacks';
import { AFFILIATE_TYPES, TIER_PLANS } from './tenancy';

const count = () => z.number().int();

/**
 * Time logged in a month: all of it, the billable part, and what the billable part is worth
 * (billable minutes × the entry's rate, else the client's, else the consultation rate; ADR 035).
 */
export const TimeSummary = z.object({
  minutes: count(),
  billable_minutes: count(),
  /** SEK with two decimals */
  billable_value: z.string(),
});
export type TimeSummary = z.infer<typeof TimeSummary>;

/** The firm's kickbacks in the overview and on the partner dashboard. */
export const KickbackGlance = KickbackTotals.extend({
  affiliate_type: z.enum(AFFILIATE_TYPES).nullable(),
  tier: z.enum(TIER_PLANS),
});
export type KickbackGlance = z.infer<typeof KickbackGlance>;

/** /overview: the firm at a glance (master accountant). */
export const FirmOverview = z.object({
  firm: z.object({ id: count(), name: z.string() }),
  /** the Swedish day the figures are for, and its month (YYYY-MM) */
  today: z.string(),
  month: z.string(),
  clients: z.object({
    total: count(),
    /** clients with Failed or Ambiguous elements or a subscription in Error */
    with_problems: count(),
  }),
  /** the clients' subscriptions by health band (ADR 019) */
  subscriptions: z.object({
    total: count(),
    good: count(),
    fair: count(),
    poor: count(),
    error: count(),
  }),
  /** tasks of the firm's projects not in a done column; overdue: due before today */
  tasks: z.object({ open: count(), overdue: count() }),
  time: TimeSummary,
  kickbacks: KickbackGlance,
});
export type FirmOverview = z.infer<typeof FirmOverview>;
