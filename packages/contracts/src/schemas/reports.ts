import { z } from 'zod';
import { isoMonth, queryId } from '../validation';

/** An amount as a decimal string with two decimals ("-12.50"), in the row's currency. */
const Money = z.string();

export const ReportMonthQuery = z
  .object({
    /** the company the caller acts in when left out */
    company_id: queryId().optional(),
    /** YYYY-MM; the current month when left out */
    month: isoMonth().optional(),
  })
  .strict();
export type ReportMonthQuery = z.infer<typeof ReportMonthQuery>;

/**
 * Why the shop, the payment provider and the ledger disagree about one element:
 * - not_booked: the element is not in the ledger (its sync entry says why)
 * - booked_twice: the ledger holds it more than once
 * - amount_differs: the ledger holds another amount than the shop says now
 * - not_settled: the provider has not paid it out (yet)
 * - settled_differs: the provider settled another gross amount than the shop's
 * - fee: the provider kept a fee from what it paid out
 * - currency: the provider settled it in another currency
 * - rounding: the provider's amount is within one krona of the shop's
 * - not_in_shop: the provider paid out for an order the shop has not shown us
 */
export const DISCREPANCY_TYPES = [
  'not_booked',
  'booked_twice',
  'amount_differs',
  'not_settled',
  'settled_differs',
  'fee',
  'currency',
  'rounding',
  'not_in_shop',
] as const;
export const DiscrepancyType = z.enum(DISCREPANCY_TYPES);
export type DiscrepancyType = z.infer<typeof DiscrepancyType>;

export const Discrepancy = z.object({
  type: DiscrepancyType,
  kind: z.string(),
  /** the element as people know it: the order number, or the payout's id */
  reference: z.string(),
  source: z.string(),
  source_id: z.string(),
  subscription_id: z.number().int().nullable(),
  sync_entry_id: z.number().int().nullable(),
  /** what it moves the comparison by, in the row's currency */
  amount: Money,
  /** the figures behind it (shop, booked, settled, fee, currency…) */
  params: z.record(z.string(), z.string()),
});
export type Discrepancy = z.infer<typeof Discrepancy>;

/** One day and payment method: the three sides and what explains their differences. */
export const ThreeWayRow = z.object({
  date: z.string(),
  payment_method: z.string(),
  currency: z.string(),
  elements: z.number().int(),
  shop: Money,
  booked: Money,
  /** what the provider paid out net of fees; null when no provider reports this method */
  settled: Money.nullable(),
  fees: Money,
  shop_vs_booked: Money,
  shop_vs_settled: Money.nullable(),
  /** true when every difference is explained by the elements listed */
  explained: z.boolean(),
  discrepancies: z.array(Discrepancy),
});
export type ThreeWayRow = z.infer<typeof ThreeWayRow>;

/** A payout whose deposit is not what its transactions add up to. */
export const PayoutMismatch = z.object({
  subscription_id: z.number().int(),
  source: z.string(),
  payout_id: z.string(),
  date: z.string(),
  currency: z.string(),
  amount: Money,
  transactions_net: Money,
  difference: Money,
  sync_entry_id: z.number().int().nullable(),
});
export type PayoutMismatch = z.infer<typeof PayoutMismatch>;

export const ThreeWayReport = z.object({
  company_id: z.number().int(),
  month: z.string(),
  rows: z.array(ThreeWayRow),
  payouts: z.array(PayoutMismatch),
  totals: z.array(
    z.object({
      currency: z.string(),
      shop: Money,
      booked: Money,
      settled: Money,
      fees: Money,
    }),
  ),
});
export type ThreeWayReport = z.infer<typeof ThreeWayReport>;

export const VatReportQuery = z
  .object({
    company_id: queryId().optional(),
    /** YYYY; the current year when left out */
    year: z
      .string()
      .regex(/^\d{4}$/, { error: 'format' })
      .optional(),
  })
  .strict();
export type VatReportQuery = z.infer<typeof VatReportQuery>;

/** One VAT rate of one month, from what was booked: the figures of a Swedish VAT return. */
export const VatRateRow = z.object({
  rate: z.string(),
  /** taxable sales excluding VAT (the revenue accounts of the rate, net of refunds) */
  sales: Money,
  /** output VAT (the rate's 26xx account: credit − debit) */
  vat: Money,
  /** the VAT account the figure is read from */
  vat_account: z.string().nullable(),
});

export const VatMonth = z.object({
  month: z.string(),
  rates: z.array(VatRateRow),
  /** box 05: taxable sales excluding VAT (every rate above 0, shipping, less discounts) */
  taxable_sales: Money,
  /** sales without VAT (the 0 % revenue account) */
  exempt_sales: Money,
  /** refunds booked in the month, including VAT (already inside the rates' figures) */
  refunds: Money,
  /** payment providers' fees booked in the month */
  fees: Money,
  /** every 26xx account's movement in the month, as the ledger holds it */
  vat_accounts: z.array(z.object({ account: z.string(), amount: Money })),
});
export type VatMonth = z.infer<typeof VatMonth>;

export const VatReport = z.object({
  company_id: z.number().int(),
  year: z.string(),
  currency: z.literal('SEK'),
  months: z.array(VatMonth),
});
export type VatReport = z.infer<typeof VatReport>;
