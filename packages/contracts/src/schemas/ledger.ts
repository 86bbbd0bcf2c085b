import { z } from 'zod';
import { paginated } from '../pagination';
import { isoDate, queryId } from '../validation';

/** Where a company's ledger comes from (issue 16, ADR 036). */
export const LEDGER_SOURCE_KINDS = ['fortnox', 'visma', 'sie'] as const;
export const LEDGER_STATUSES = ['idle', 'queued', 'running', 'done', 'failed'] as const;

/** A company whose books the caller may read, with the state of its ledger. */
export const LedgerCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.string(),
  /** the accounting system its subscriptions book into, if any */
  accounting_system: z.enum(LEDGER_SOURCE_KINDS).nullable(),
  ledger: z
    .object({
      kind: z.enum(LEDGER_SOURCE_KINDS),
      status: z.enum(LEDGER_STATUSES),
      progress: z.number().int(),
      refreshed_at: z.string().nullable(),
    })
    .nullable(),
});
export type LedgerCompany = z.infer<typeof LedgerCompany>;

export const LedgerCompanyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().max(200).optional(),
  /** just this company (the picker's current choice) */
  id: queryId().optional(),
});

export const LedgerCompanyPage = paginated(LedgerCompany);

/** `?company=` of every financial tool's call: the company whose ledger it reads. */
export const LedgerCompanyParam = z.object({
  company: queryId(),
});

/*
 * The ledger of one company (/ledger, ADR 036): where it comes from, how its refresh goes, its
 * years, chart of accounts and vouchers.
 */

/** An i18n key with its parameters; `message` is it in the caller's language. */
const Translated = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

export const LedgerSource = z.object({
  company: z.number().int(),
  /** where the stored ledger was read from; null before the first refresh or upload */
  kind: z.enum(LEDGER_SOURCE_KINDS).nullable(),
  /** the accounting system a refresh reads (the company's accounting connection), if any */
  accounting_system: z.enum(['fortnox', 'visma']).nullable(),
  status: z.enum(LEDGER_STATUSES),
  /** 0–100 while running */
  progress: z.number().int(),
  /** the step running now */
  phase: Translated.nullable(),
  /** why the last refresh or upload failed */
  error: Translated.nullable(),
  /** the SIE file the ledger came from */
  file_name: z.string().nullable(),
  voucher_count: z.number().int(),
  transaction_count: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  refreshed_at: z.string().nullable(),
});
export type LedgerSource = z.infer<typeof LedgerSource>;

/** A refresh replaces a ledger uploaded as SIE only when the person confirmed it. No body: not. */
export const LedgerRefreshInput = z.object({ replace_sie: z.boolean().default(false) }).nullish();

export const LEDGER_YEAR_DETAILS = ['vouchers', 'totals'] as const;

export const LedgerYearSummary = z.object({
  start: z.string(),
  end: z.string(),
  /** vouchers: every voucher is here; totals: only the year's balances */
  detail: z.enum(LEDGER_YEAR_DETAILS),
  voucher_count: z.number().int(),
  transaction_count: z.number().int(),
  refreshed_at: z.string(),
});
export type LedgerYearSummary = z.infer<typeof LedgerYearSummary>;
export const LedgerYearPage = paginated(LedgerYearSummary);

export const LedgerAccount = z.object({
  account: z.number().int(),
  name: z.string(),
});
export type LedgerAccount = z.infer<typeof LedgerAccount>;
export const LedgerAccountPage = paginated(LedgerAccount);

export const LedgerAccountQuery = LedgerCompanyParam.extend({
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().max(200).optional(),
});

export const LedgerPageQuery = LedgerCompanyParam.extend({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const day = isoDate();

export const LEDGER_VOUCHER_SORTS = ['date', 'series', 'number', 'amount', 'text'] as const;

export const LedgerVoucherQuery = LedgerPageQuery.extend({
  /** over the text, series and number ("A 12" finds series A number 12) */
  search: z.string().max(200).optional(),
  /** vouchers with a row on this account */
  account: z.coerce.number().int().min(1).max(99_999).optional(),
  from: day.optional(),
  to: day.optional(),
  ordering: z
    .enum(LEDGER_VOUCHER_SORTS.flatMap((s) => [s, `-${s}`]) as [string, ...string[]], {
      error: 'ordering',
    })
    .optional(),
});

/** SEK with two decimals ("1250.00") */
const Money = z.string();

export const LedgerVoucher = z.object({
  id: z.number().int(),
  year_start: z.string(),
  series: z.string(),
  number: z.string(),
  date: z.string(),
  text: z.string(),
  /** the sum of its debit rows */
  amount: Money,
  /** source: read from the accounting system; portal: booked by this product (a reversal) */
  origin: z.enum(['source', 'portal']),
  row_count: z.number().int(),
});
export type LedgerVoucher = z.infer<typeof LedgerVoucher>;
export const LedgerVoucherPage = paginated(LedgerVoucher);

export const LedgerVoucherRow = z.object({
  id: z.number().int(),
  account: z.number().int(),
  account_name: z.string().nullable(),
  debit: Money,
  credit: Money,
  /** dimension objects: dimension and object with their names where the ledger has them */
  objects: z.array(
    z.object({
      dimension: z.number().int(),
      dimension_name: z.string().nullable(),
      object: z.string(),
      name: z.string().nullable(),
    }),
  ),
  text: z.string(),
});
export type LedgerVoucherRow = z.infer<typeof LedgerVoucherRow>;

/** A voucher names its company; `?company=` may say it again (and must then be the same). */
export const LedgerVoucherDetailQuery = z.object({
  company: queryId().optional(),
});

export const LedgerVoucherDetail = LedgerVoucher.extend({
  rows: z.array(LedgerVoucherRow),
  /** the voucher this one reverses, if any */
  reverses: z.number().int().nullable(),
});
export type LedgerVoucherDetail = z.infer<typeof LedgerVoucherDetail>;

/** Vouchers per month, for the screen's chart. */
export const LedgerMonthCount = z.object({ month: z.string(), vouchers: z.number().int() });
export const LedgerMonthCounts = z.object({ results: z.array(LedgerMonthCount) });

/** SIE uploads: a whole ledger of a few years is rarely above 100 MB; the limit leaves room. */
export const SIE_MAX_BYTES = 200 * 1024 * 1024;
