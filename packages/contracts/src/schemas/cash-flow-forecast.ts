import { z } from 'zod';
import { queryId } from '../validation';

/**
 * /forecasts/cash-flow (issue 16, ADR 038): the company's monthly net cash flow (the change in
 * 19xx) and cash balance, forecast by the SPEC §9 models, each measured on a rolling-origin
 * back-test beside the naive forecasts, with a confidence band from the back-test's errors and
 * the payment providers' expected payouts of the next four weeks.
 */
export const FORECAST_PERIODS = ['3', '6', '12', '24'] as const;
export const FORECAST_CONFIDENCES = ['90', '95', '99'] as const;
export const FORECAST_TRENDS = ['6', '12', '24'] as const;
/** SPEC §9: AI-powered, linear regression, seasonal pattern, conservative. */
export const FORECAST_MODELS = ['ai', 'linear', 'seasonal', 'conservative'] as const;
export type ForecastModel = (typeof FORECAST_MODELS)[number];
/** The yardsticks every model is measured against. */
export const BASELINE_MODELS = ['naive', 'seasonal_naive'] as const;
export type BaselineModel = (typeof BASELINE_MODELS)[number];

/** Fewer months of history than this and no model forecasts. */
export const MIN_HISTORY_MONTHS = 6;
/** Expected payouts are listed this many days ahead. */
export const PAYOUT_HORIZON_DAYS = 28;

export const ForecastQuery = z
  .object({
    company: queryId(),
    period: z.enum(FORECAST_PERIODS).default('6'),
    confidence: z.enum(FORECAST_CONFIDENCES).default('95'),
    trend: z.enum(FORECAST_TRENDS).default('12'),
    model: z.enum(FORECAST_MODELS).default('ai'),
  })
  .strict();
export type ForecastQuery = z.input<typeof ForecastQuery>;

/** SEK with two decimals ("1250.00"). */
const Money = z.string();

export const CashMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** debits of 19xx: money in */
  inflow: Money,
  /** credits of 19xx: money out */
  outflow: Money,
  net: Money,
  /** cash and bank at the end of the month */
  balance: Money,
});
export type CashMonth = z.infer<typeof CashMonth>;

export const ForecastMonth = z.object({
  month: z.string(),
  /** horizon: 1 for the first month forecast */
  step: z.number().int(),
  net: Money,
  net_low: Money,
  net_high: Money,
  balance: Money,
  balance_low: Money,
  balance_high: Money,
  /** the payouts expected in the month replace its share of typical payouts (null: none) */
  payouts_adjustment: Money.nullable(),
  /** net with that adjustment (null when the month has none) */
  net_with_payouts: Money.nullable(),
});
export type ForecastMonth = z.infer<typeof ForecastMonth>;

/** One row of the back-test table: a model beside the naive forecasts on the same forecasts. */
export const BacktestRow = z.object({
  model: z.enum([...FORECAST_MODELS, ...BASELINE_MODELS]),
  /** false: too little history for this model (see `needed_months`) */
  available: z.boolean(),
  needed_months: z.number().int(),
  /** forecast origins (months) and forecasts (origin × horizon) measured */
  origins: z.number().int(),
  forecasts: z.number().int(),
  /** mean absolute error, kronor */
  mae: Money.nullable(),
  /** symmetric mean absolute percentage error, percent with one decimal */
  smape: z.string().nullable(),
  /** the last-value forecast on the same forecasts */
  naive_mae: Money.nullable(),
  naive_smape: z.string().nullable(),
  /** the same month a year earlier, on the same forecasts (null under 12 months of training) */
  seasonal_naive_mae: Money.nullable(),
  /** 1 − mae ÷ naive_mae, percent with one decimal: how much better than the naive forecast */
  skill: z.string().nullable(),
});
export type BacktestRow = z.infer<typeof BacktestRow>;

export const ExpectedPayout = z.object({
  provider: z.string(),
  date: z.string(),
  currency: z.string(),
  amount: Money,
  /** announced: the provider has told its date; cadence: estimated from past payouts */
  basis: z.enum(['announced', 'cadence']),
  /** SEK payouts count in the forecast; others are listed only */
  counted: z.boolean(),
});
export type ExpectedPayout = z.infer<typeof ExpectedPayout>;

export const PayoutProvider = z.object({
  provider: z.string(),
  currency: z.string(),
  payouts: z.number().int(),
  last_date: z.string(),
  /** median days between payouts; null with a single payout */
  interval_days: z.number().nullable(),
  /** median of the recent payouts */
  median_amount: Money,
  /** no payout for three intervals (or 60 days): not expected to pay out */
  inactive: z.boolean(),
});

export const CashFlowForecast = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  options: z.object({
    period: z.enum(FORECAST_PERIODS),
    confidence: z.enum(FORECAST_CONFIDENCES),
    trend: z.enum(FORECAST_TRENDS),
    model: z.enum(FORECAST_MODELS),
  }),
  /** ok, or why there is no forecast line */
  status: z.enum(['ok', 'no_history', 'too_little_history', 'model_needs_more']),
  /** the status in the caller's language */
  notice: z.string().nullable(),
  history_months: z.number().int(),
  /** what the chosen model needs (months of history) */
  needed_months: z.number().int(),
  /** the last month of the ledger's history (YYYY-MM), and whether it is months behind today */
  last_month: z.string().nullable(),
  stale: z.boolean(),
  history: z.array(CashMonth),
  forecast: z.array(ForecastMonth),
  backtest: z.object({
    /** months of the rolling origins (the last 6–12 months of the history) */
    origins: z.number().int(),
    horizon: z.number().int(),
    rows: z.array(BacktestRow),
  }),
  /** how the chosen model was set up on the whole history */
  method: z.object({
    /** the AI model: its Holt-Winters parameters and the ensemble's weights */
    smoothing: z
      .object({
        alpha: z.number(),
        beta: z.number(),
        gamma: z.number().nullable(),
        phi: z.number(),
        seasonal: z.boolean(),
      })
      .nullable(),
    weights: z.array(z.object({ component: z.string(), weight: z.string() })),
    /** the band's one-step standard deviation, kronor */
    sigma: Money.nullable(),
  }),
  payouts: z.object({
    providers: z.array(PayoutProvider),
    expected: z.array(ExpectedPayout),
    /** average monthly SEK payouts over the trend window: what the model already counts on */
    typical_monthly: Money,
    until: z.string(),
  }),
});
export type CashFlowForecast = z.infer<typeof CashFlowForecast>;
