import { z } from 'zod';
import { orderingOf, PageQuery, paginated } from '../pagination';
import { queryId } from '../validation';

/**
 * /kpi and /roi-calculator (issue 16, ADR 037): key figures of a client's ledger and of the
 * firm's clients, and what the ROI calculator starts from.
 */

/** SEK with two decimals. */
const Money = z.string();

export const Kpis = z.object({
  net_sales: Money,
  /** (net sales − goods) / net sales, percent; null without sales */
  gross_margin: z.number().nullable(),
  /** operating profit / net sales, percent */
  operating_margin: z.number().nullable(),
  /** current assets (14–19xx) / current liabilities (24–29xx); null without liabilities */
  current_ratio: z.number().nullable(),
  /** days sales outstanding: receivables (15xx) / net sales × days */
  dso: z.number().nullable(),
  /** cash and bank (19xx) */
  cash: Money,
  /** average net cash outflow a month over the last 3 months; negative: cash grew */
  monthly_burn: Money,
  /** not burning: cash did not fall over the last 3 months */
  burning: z.boolean(),
  /** cash / monthly burn; null when not burning */
  runway_months: z.number().nullable(),
});
export type Kpis = z.infer<typeof Kpis>;

export const KPI_NAMES = [
  'gross_margin',
  'operating_margin',
  'current_ratio',
  'dso',
  'runway_months',
] as const;
export type KpiName = (typeof KPI_NAMES)[number];

export const KpiMonth = Kpis.extend({ month: z.string() });
export type KpiMonth = z.infer<typeof KpiMonth>;

export const CompanyKpiQuery = z.object({
  company: queryId(),
  /** how many months the trend shows */
  months: z.coerce
    .number()
    .refine((v) => [6, 12, 24].includes(v), { error: 'format' })
    .default(12),
});

export const CompanyKpis = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** the latest financial year to date, by whole months */
  period: z.object({ from: z.string(), to: z.string() }),
  kpis: Kpis,
  /** month by month, the months whose vouchers the ledger holds */
  trend: z.array(KpiMonth),
});
export type CompanyKpis = z.infer<typeof CompanyKpis>;

export const KPI_MISSING = ['not_read', 'totals_only'] as const;

export const KpiClient = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.string(),
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  kpis: Kpis.nullable(),
  /** why there are no figures */
  missing: z.enum(KPI_MISSING).nullable(),
});
export type KpiClient = z.infer<typeof KpiClient>;

export const KPI_ORDERINGS = ['name', 'net_sales', ...KPI_NAMES] as const;

export const KpiClientQuery = PageQuery.extend({
  search: z.string().max(200).optional(),
  ordering: orderingOf(KPI_ORDERINGS),
});
export type KpiClientQuery = z.infer<typeof KpiClientQuery>;

export const KpiClientPage = paginated(KpiClient);

/** SPEC §9: the consultation rate, SEK 1,200 an hour excluding VAT, the default hourly cost. */
export const ROI_HOURLY_COST = 1200;

export const RoiInputsQuery = z.object({ company: queryId().optional() });

export const RoiInputs = z.object({
  /** the product's apps with a monthly price, SEK excluding VAT */
  plans: z.array(z.object({ slug: z.string(), name: z.string(), monthly: Money })),
  /** the chosen company's orders a month over the last 90 days; null without orders */
  orders_per_month: z.number().nullable(),
  /** what the chosen company pays a month now for its subscriptions; null without any */
  current_monthly: Money.nullable(),
});
export type RoiInputs = z.infer<typeof RoiInputs>;

/**
 * The ROI calculator's inputs (SPEC §5: every field required; none negative; the error rate a
 * percent). The calculator runs in the browser; the schema words its messages.
 */
const amount = () => z.number({ error: 'required' }).min(0, { error: 'not_negative' });

export const RoiForm = z.object({
  orders_per_month: amount().int({ error: 'integer' }).max(10_000_000, { error: 'number_max' }),
  minutes_per_order: amount().max(600, { error: 'number_max' }),
  hourly_cost: amount().max(100_000, { error: 'number_max' }),
  error_rate: amount().max(100, { error: 'number_max' }),
  minutes_per_correction: amount().max(600, { error: 'number_max' }),
  monthly_price: amount().max(1_000_000, { error: 'number_max' }),
  /** paid once at the start, e.g. a history import (SPEC §9: the monthly price per month back) */
  start_cost: amount().max(10_000_000, { error: 'number_max' }),
  months: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(1, { error: 'number_min' })
    .max(120, { error: 'number_max' }),
});
export type RoiForm = z.infer<typeof RoiForm>;
