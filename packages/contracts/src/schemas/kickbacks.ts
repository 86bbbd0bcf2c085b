import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { isoMonth, queryId } from '../validation';
import { PAYOUT_STATUSES } from './firm-payouts';
import { AFFILIATE_TYPES, TIER_PLANS } from './tenancy';

export type AffiliateType = (typeof AFFILIATE_TYPES)[number];
export type TierPlan = (typeof TIER_PLANS)[number];

/**
 * ADR 035: what a firm gets of its clients' paid subscription invoices, in hundredths of a
 * percent of each invoice's net amount (1000 is 10 %). A kickback firm is paid it; a discount
 * firm's clients save it.
 */
export const AFFILIATE_RATES: Record<AffiliateType, Record<TierPlan, number>> = {
  kickback: { silver: 1000, gold: 1500, platinum: 2000 },
  discount: { silver: 500, gold: 1000, platinum: 1500 },
};

/**
 * The line's amount in öre: `net × rate`, rounded to the nearest öre, halves away from zero
 * (ADR 035). Integers only, so no binary fraction ever decides a rounding.
 */
export function affiliateAmount(netOre: number, basisPoints: number): number {
  const product = Math.abs(netOre) * basisPoints;
  const rounded = Math.floor((product + 5000) / 10_000);
  return netOre < 0 ? -rounded : rounded;
}

/** 1500 → "15.00": a rate in percent with two decimals, as the API writes it. */
export const ratePercent = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/** The firm's agreement as it stands today. */
export const KickbackFirm = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null: the firm has no affiliate agreement, so nothing is computed */
  affiliate_type: z.enum(AFFILIATE_TYPES).nullable(),
  tier: z.enum(TIER_PLANS),
  /** percent with two decimals ("15.00"); null without an agreement */
  rate_percent: z.string().nullable(),
});
export type KickbackFirm = z.infer<typeof KickbackFirm>;

/** SEK with two decimals. */
const sek = () => z.string();

/**
 * A year's sums for the firm: `earned` of the lines of its months, `paid` of its paid kickback
 * payouts; `pending` is every kickback payout still to pay, whatever its month; `outstanding`
 * what lines of the year hold beyond their month's payout (late lines, ADR 035).
 */
export const KickbackTotals = z.object({
  year: z.number().int(),
  earned: sek(),
  paid: sek(),
  pending: sek(),
  outstanding: sek(),
});
export type KickbackTotals = z.infer<typeof KickbackTotals>;

/**
 * The agreement and one year's sums: the year asked for, else the newest year with lines (the
 * current one when there are none). `years`: the years with lines, and the current one.
 */
export const KickbackSummary = z.object({
  firm: KickbackFirm,
  totals: KickbackTotals,
  years: z.array(z.number().int()),
});
export type KickbackSummary = z.infer<typeof KickbackSummary>;

const yearQuery = () =>
  z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(2000, { error: 'number_min' })
    .max(2999, { error: 'number_max' });

export const KickbackSummaryQuery = z.object({ year: yearQuery().optional() }).strict();

export const KickbackPayoutRef = z.object({
  id: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  amount: sek(),
  date: z.string(),
  paid_date: z.string().nullable(),
});

/** One month of the firm: its lines summed, and the payout they make (kickback firms). */
export const KickbackMonth = z.object({
  period: z.string(),
  affiliate_type: z.enum(AFFILIATE_TYPES),
  invoices: z.number().int(),
  invoice_net: sek(),
  amount: sek(),
  payout: KickbackPayoutRef.nullable(),
  /** lines beyond what the month's payout pays (lines that came after it was paid) */
  outstanding: sek(),
});
export type KickbackMonth = z.infer<typeof KickbackMonth>;

export const KICKBACK_MONTH_STATUSES = ['pending', 'paid', 'none'] as const;

export const KickbackMonthQuery = PageQuery.extend({
  year: yearQuery().optional(),
  /** the payout's status; `none`: months without a payout (discount lines) */
  status: z.enum(KICKBACK_MONTH_STATUSES).optional(),
  ordering: orderingOf(['period', 'amount']),
}).strict();

export const KickbackMonthPage = paginated(KickbackMonth);
export type KickbackMonthPage = z.infer<typeof KickbackMonthPage>;

/** One paid invoice of a client and what it earned (or saved). */
export const KickbackLine = z.object({
  id: z.number().int(),
  period: z.string(),
  company_id: z.number().int(),
  company: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.number().int(),
  pay_date: z.string().nullable(),
  invoice_net: sek(),
  affiliate_type: z.enum(AFFILIATE_TYPES),
  tier: z.enum(TIER_PLANS),
  rate_percent: z.string(),
  amount: sek(),
  /** computed after its month's payout was paid: not in that payout (ADR 035) */
  late: z.boolean(),
  created_at: z.iso.datetime(),
});
export type KickbackLine = z.infer<typeof KickbackLine>;

export const KICKBACK_LINE_SORTS = ['period', 'company', 'amount', 'invoice_net'] as const;

export const KickbackLineQuery = PageQuery.extend({
  /** client name or invoice number */
  search: z.string().trim().max(200).optional(),
  period: isoMonth().optional(),
  year: yearQuery().optional(),
  company: queryId().optional(),
  ordering: orderingOf(KICKBACK_LINE_SORTS),
}).strict();

export const KickbackLinePage = paginated(KickbackLine);
export type KickbackLinePage = z.infer<typeof KickbackLinePage>;

/** In-house staff compute a month again (a late payment recorded after the monthly run). */
export const KickbackRunInput = z.object({ period: isoMonth() }).strict();

export const KickbackRunResult = z.object({
  period: z.string(),
  /** lines written by this run; 0 when the month was computed already */
  lines: z.number().int(),
  /** kickback payouts written or brought up to date */
  payouts: z.number().int(),
  /** lines whose month's payout had been paid already */
  late_lines: z.number().int(),
});
export type KickbackRunResult = z.infer<typeof KickbackRunResult>;
