import { z } from 'zod';
import { queryId } from '../validation';

/**
 * /financial-reports (issue 16, ADR 037): a company's balance sheet, income statement and cash
 * flow statement on the Swedish BAS structure, for any period of its ledger, beside the same
 * period a year earlier. Amounts carry the natural sign of the Swedish layout: assets, equity,
 * liabilities and revenue positive, costs negative, cash flows positive when cash comes in.
 */
export const STATEMENT_KINDS = ['balance_sheet', 'income_statement', 'cash_flow'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** SPEC §9: the cash flow method is direct or indirect. */
export const CASH_FLOW_METHODS = ['direct', 'indirect'] as const;
export type CashFlowMethod = (typeof CASH_FLOW_METHODS)[number];

/** A period's bound: a month (YYYY-MM) or a day (YYYY-MM-DD); checked by the service. */
const Bound = z.string().max(10);

export const StatementQuery = z.object({
  company: queryId(),
  kind: z.enum(STATEMENT_KINDS),
  method: z.enum(CASH_FLOW_METHODS).default('indirect'),
  /** the first month or day; default the start of the latest financial year */
  from: Bound.optional(),
  /** the last month or day; default today, within the latest financial year */
  to: Bound.optional(),
  /** beside the same period a year earlier */
  compare: z.enum(['true', 'false']).default('true'),
});
export type StatementQuery = z.input<typeof StatementQuery>;

/** SEK with two decimals ("1234.50"), negative with a leading minus. */
const Money = z.string();

export const StatementAccount = z.object({
  account: z.number().int(),
  /** as the company's ledger names it */
  name: z.string(),
  amount: Money.nullable(),
  compare: Money.nullable(),
});
export type StatementAccount = z.infer<typeof StatementAccount>;

/** heading: a title without amounts; group: BAS accounts summed; sum: a total of groups. */
export const STATEMENT_ROW_TYPES = ['heading', 'group', 'sum'] as const;

export const StatementRow = z.object({
  type: z.enum(STATEMENT_ROW_TYPES),
  /** stable id of the line (`net_sales`, `cash_and_bank`, `operating_result`) */
  code: z.string(),
  /** i18n key of its title, e.g. `financials.bas.net_sales` */
  label: z.string(),
  /** the title worded, when the statement was built with a translator (PDF and XLSX) */
  text: z.string().optional(),
  /** 0 the statement's main lines, 1 and 2 indented beneath */
  level: z.number().int().min(0).max(2),
  /** null when the period cannot be shown (see `notes`) */
  amount: Money.nullable(),
  compare: Money.nullable(),
  /** the accounts the line sums, by number; empty for headings and sums */
  accounts: z.array(StatementAccount),
});
export type StatementRow = z.infer<typeof StatementRow>;

export const StatementNote = z.object({
  /** i18n key, e.g. `financials.notes.totals_partial` */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string().optional(),
});
export type StatementNote = z.infer<typeof StatementNote>;

export const StatementPeriod = z.object({ from: z.string(), to: z.string() });
export type StatementPeriod = z.infer<typeof StatementPeriod>;

/** One month of the period for the chart: its result and the cash at its end. */
export const StatementMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  result: Money,
  cash: Money,
});
export type StatementMonth = z.infer<typeof StatementMonth>;

export const Statement = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(STATEMENT_KINDS),
  /** cash flow only */
  method: z.enum(CASH_FLOW_METHODS).nullable(),
  period: StatementPeriod,
  /** the same period a year earlier; null when not asked for */
  compare_period: StatementPeriod.nullable(),
  /** false: the period's figures cannot be told from the ledger (see `notes`) */
  available: z.boolean(),
  compare_available: z.boolean(),
  rows: z.array(StatementRow),
  notes: z.array(StatementNote),
  /** months of the period whose vouchers the ledger holds */
  months: z.array(StatementMonth),
  /** the ledger's financial years, for choosing a period */
  years: z.array(
    z.object({ start: z.string(), end: z.string(), detail: z.enum(['vouchers', 'totals']) }),
  ),
});
export type Statement = z.infer<typeof Statement>;
