import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { queryId } from '../validation';

/**
 * /anomaly-detection (issue 16, ADR 039): unusual amounts, days, payment-provider fees, missing
 * payouts and VAT rates on one company's ledger, over SPEC §9's detection periods, models and
 * sensitivities. A "neural network" model is not offered: ADR 039 says why.
 */
export const ANOMALY_PERIODS = [7, 30, 90, 365] as const;
export type AnomalyPeriod = (typeof ANOMALY_PERIODS)[number];

export const ANOMALY_MODELS = ['statistical', 'adaptive', 'ensemble'] as const;
export type AnomalyModel = (typeof ANOMALY_MODELS)[number];

export const SENSITIVITIES = ['low', 'medium', 'high'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];

/** What is unusual: one transaction, an account's day, a provider's fee or payouts, a VAT rate. */
export const ANOMALY_KINDS = [
  'unusual_amount',
  'unusual_day',
  'fee_share',
  'missing_payout',
  'vat_rate',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

/** The message keys of `detection.anomalies.reasons` an anomaly is explained by. */
export const ANOMALY_REASONS = [
  'amount_high',
  'amount_low',
  'day_high',
  'day_low',
  'band_high',
  'band_low',
  'fee_share',
  'missing_payout',
  'payouts_stopped',
  'vat_rate',
  'vat_unmatched',
] as const;
export type AnomalyReasonKey = (typeof ANOMALY_REASONS)[number];

/** SEK with two decimals ("48000.00"); signed where it is a ledger amount (debit +, credit −). */
const Money = z.string();

/**
 * The parameters a reason's message names. Money is kronor ("48000.00"), `ratio` a factor,
 * `share`/`usual`/`rate` percentages, days `YYYY-MM-DD`; the screen formats each in its language.
 */
export const AnomalyReasonParams = z.object({
  account: z.number().int().optional(),
  amount: Money.optional(),
  typical: Money.optional(),
  ratio: z.number().optional(),
  low: Money.optional(),
  high: Money.optional(),
  forecast: Money.optional(),
  provider: z.string().optional(),
  fee: Money.optional(),
  gross: Money.optional(),
  share: z.number().optional(),
  usual: z.number().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  days: z.number().int().optional(),
  cadence: z.number().optional(),
  vat: Money.optional(),
  revenue: Money.optional(),
  rate: z.number().optional(),
});
export type AnomalyReasonParams = z.infer<typeof AnomalyReasonParams>;

export const AnomalyReason = z.object({
  key: z.enum(ANOMALY_REASONS),
  params: AnomalyReasonParams,
});
export type AnomalyReason = z.infer<typeof AnomalyReason>;

export const AnomalyVoucher = z.object({
  id: z.number().int(),
  series: z.string(),
  number: z.string(),
  date: z.string(),
});

export const Anomaly = z.object({
  /** stable across models, sensitivities and refreshes: what "expected" is remembered by */
  key: z.string(),
  kind: z.enum(ANOMALY_KINDS),
  date: z.string(),
  account: z.number().int().nullable(),
  account_name: z.string().nullable(),
  amount: Money.nullable(),
  /** how far past the chosen sensitivity's threshold: 1 is just at it */
  score: z.number(),
  reason: AnomalyReason,
  vouchers: z.array(AnomalyVoucher),
  dismissed: z.boolean(),
});
export type Anomaly = z.infer<typeof Anomaly>;

export const ANOMALY_SORTS = ['score', 'date'] as const;

const period = z.coerce
  .number({ error: 'required' })
  .refine((v): v is AnomalyPeriod => (ANOMALY_PERIODS as readonly number[]).includes(v), {
    error: 'no_such',
  });

/** What is looked at: the period, the model, the sensitivity (SPEC §9). */
export const AnomalyOptions = z.object({
  company: queryId(),
  period: period.default(30),
  model: z.enum(ANOMALY_MODELS, { error: 'no_such' }).default('ensemble'),
  sensitivity: z.enum(SENSITIVITIES, { error: 'no_such' }).default('medium'),
});
export type AnomalyOptions = z.input<typeof AnomalyOptions>;

export const AnomalyQuery = PageQuery.extend(AnomalyOptions.shape)
  .extend({
    kind: z.enum(ANOMALY_KINDS, { error: 'no_such' }).optional(),
    /** true: only those marked expected, to take one back */
    dismissed: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    ordering: orderingOf(ANOMALY_SORTS),
  })
  .strict();

export const AnomalyPage = paginated(Anomaly).extend({
  /** the days looked at: `period` days up to the ledger's latest voucher */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** anomalies per kind in the period, whatever the kind filter (dismissed ones not counted) */
  counts: z.record(z.enum(ANOMALY_KINDS), z.number().int()),
  /** accounts with anomalies, most first: what the chart can show */
  accounts: z.array(
    z.object({ account: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
});
export type AnomalyPage = z.infer<typeof AnomalyPage>;

export const AnomalySeriesQuery = AnomalyOptions.extend({
  account: z.coerce
    .number({ error: 'required' })
    .int({ error: 'account_number' })
    .min(1000, { error: 'account_number' })
    .max(9999, { error: 'account_number' }),
}).strict();

/** An account's daily totals in the period, the adaptive model's band, and the flagged days. */
export const AnomalySeries = z.object({
  account: z.number().int(),
  name: z.string(),
  points: z.array(
    z.object({
      date: z.string(),
      /** the day's movement, in the account's usual direction (revenue as a positive number) */
      total: Money,
      low: Money.nullable(),
      high: Money.nullable(),
      flagged: z.boolean(),
    }),
  ),
});
export type AnomalySeries = z.infer<typeof AnomalySeries>;

export const AnomalyKeyInput = z
  .object({
    key: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(200, { error: 'max' })
      .regex(/^[a-z_]+(:[\w.\-åäöÅÄÖ ]+)+$/, { error: 'format' }),
  })
  .strict();
export type AnomalyKeyInput = z.input<typeof AnomalyKeyInput>;

export const AnomalyCompanyQuery = z.object({ company: queryId() }).strict();
