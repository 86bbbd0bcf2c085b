import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { SyncEntryStatus } from './sync';
import { isoDate, queryId } from '../validation';

/**
 * The sales panel (SPEC §2 /sales-panel, §3): orders, articles, customers, vouchers and payments
 * as the engine read and booked them. Every list takes limit/offset, `search`, its own filters
 * and an `ordering` (a field, `-field` for descending); a parameter the list does not know is
 * refused with a 400, never silently ignored.
 */
export const SALES_TABS = ['orders', 'articles', 'customers', 'vouchers', 'payments'] as const;
export type SalesTab = (typeof SALES_TABS)[number];

/** An amount as a decimal string with two decimals ("-12.50"), in the row's currency. */
const Money = z.string();

/** The sync flag of SPEC §2: synced means booked (Success); anything else is unsynced. */
export const SyncFlag = z.enum(['synced', 'unsynced']);

/** The engine's reason as a message key with parameters, shown in the reader's language. */
export const Reason = z.object({
  text: z.string(),
  key: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type Reason = z.infer<typeof Reason>;

const synced = {
  synced: z.boolean(),
  status: SyncEntryStatus,
  reason: Reason,
  sync_entry_id: z.number().int().nullable(),
};

const listBase = {
  search: z.string().trim().max(200).optional(),
  /** the company the caller acts in when left out */
  company_id: queryId().optional(),
  subscription_id: queryId().optional(),
};
const dateRange = { from: isoDate().optional(), to: isoDate().optional() };
const syncFilters = { sync: SyncFlag.optional(), status: SyncEntryStatus.optional() };

export const SalesOrder = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  app: z.string(),
  kind: z.enum(['order', 'refund']),
  order_number: z.string(),
  customer: z.string(),
  customer_email: z.string().nullable(),
  currency: z.string(),
  total: Money,
  order_date: z.string(),
  payment_method: z.string(),
  last_updated: z.string(),
  number_in_accounting: z.string().nullable(),
  number_in_app: z.string(),
  merchant_reference: z.string().nullable(),
  reference_in_accounting: z.string().nullable(),
  reference_in_app: z.string().nullable(),
  ...synced,
});
export type SalesOrder = z.infer<typeof SalesOrder>;
export const ORDER_SORTS = [
  'order_number',
  'customer',
  'currency',
  'total',
  'order_date',
  'last_updated',
  'number_in_accounting',
] as const;
export const SalesOrderQuery = PageQuery.extend({
  ...listBase,
  ...dateRange,
  ...syncFilters,
  kind: z.enum(['order', 'refund']).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'format' })
    .optional(),
  ordering: orderingOf(ORDER_SORTS),
}).strict();
export type SalesOrderQuery = z.infer<typeof SalesOrderQuery>;

export const SalesArticle = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  app: z.string(),
  product_number: z.string(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int().nullable(),
  price: Money,
  currency: z.string(),
  vat_rate: z.string(),
  unit: z.string(),
  number_in_accounting: z.string().nullable(),
  last_updated: z.string(),
  ...synced,
});
export type SalesArticle = z.infer<typeof SalesArticle>;
export const ARTICLE_SORTS = [
  'product_number',
  'name',
  'sku',
  'quantity',
  'price',
  'last_updated',
] as const;
export const SalesArticleQuery = PageQuery.extend({
  ...listBase,
  ...syncFilters,
  ordering: orderingOf(ARTICLE_SORTS),
}).strict();
export type SalesArticleQuery = z.infer<typeof SalesArticleQuery>;

export const SalesCustomer = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  app: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  organisation_number: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  customer_number: z.string().nullable(),
  last_updated: z.string(),
  ...synced,
});
export type SalesCustomer = z.infer<typeof SalesCustomer>;
export const CUSTOMER_SORTS = ['name', 'email', 'city', 'customer_number', 'last_updated'] as const;
export const SalesCustomerQuery = PageQuery.extend({
  ...listBase,
  ...syncFilters,
  ordering: orderingOf(CUSTOMER_SORTS),
}).strict();
export type SalesCustomerQuery = z.infer<typeof SalesCustomerQuery>;

export const SalesVoucher = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  type: z.enum(['voucher', 'invoice', 'credit_invoice']),
  /** what it books: order, refund, payout or a summary */
  kind: z.string(),
  series: z.string(),
  number: z.string(),
  transaction_date: z.string(),
  description: z.string(),
  currency: z.string(),
  amount: Money,
  rows: z.array(
    z.object({ account: z.string(), debit: Money, credit: Money, description: z.string() }),
  ),
  created_at: z.string(),
});
export type SalesVoucher = z.infer<typeof SalesVoucher>;
export const VOUCHER_SORTS = ['transaction_date', 'series', 'number', 'description'] as const;
export const SalesVoucherQuery = PageQuery.extend({
  ...listBase,
  ...dateRange,
  type: z.enum(['voucher', 'invoice', 'credit_invoice']).optional(),
  ordering: orderingOf(VOUCHER_SORTS),
}).strict();
export type SalesVoucherQuery = z.infer<typeof SalesVoucherQuery>;

export const SalesPayment = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  app: z.string(),
  payout_id: z.string(),
  payment_date: z.string(),
  date_created: z.string(),
  currency: z.string(),
  amount: Money,
  fees: Money,
  transactions: z.number().int(),
  number_in_accounting: z.string().nullable(),
  last_updated: z.string(),
  ...synced,
});
export type SalesPayment = z.infer<typeof SalesPayment>;
export const PAYMENT_SORTS = ['payout_id', 'payment_date', 'date_created', 'amount'] as const;
export const SalesPaymentQuery = PageQuery.extend({
  ...listBase,
  ...dateRange,
  ...syncFilters,
  ordering: orderingOf(PAYMENT_SORTS),
}).strict();
export type SalesPaymentQuery = z.infer<typeof SalesPaymentQuery>;

/** The tabs whose elements can be synced again by hand (their source can be read per element). */
export const SYNCABLE_TABS = ['orders', 'payments'] as const;

/**
 * Manual sync (SPEC §2): chosen rows of a tab, or everything unsynced whose date is in a range.
 * One task per subscription does the work; its progress is read back with `SyncProgress`.
 */
export const ManualSyncRequest = z.union([
  z
    .object({
      tab: z.enum(SYNCABLE_TABS, { error: 'required' }),
      ids: z
        .array(z.number().int().positive().max(2_147_483_647), { error: 'required' })
        .min(1, { error: 'required' })
        .max(500, { error: 'max' }),
    })
    .strict(),
  z
    .object({
      tab: z.enum(SYNCABLE_TABS, { error: 'required' }),
      unsynced: z.literal(true),
      from: isoDate(),
      to: isoDate(),
      company_id: z.number().int().positive().optional(),
      subscription_id: z.number().int().positive().optional(),
    })
    .strict(),
]);
export type ManualSyncRequest = z.infer<typeof ManualSyncRequest>;

export const SyncProgress = z.object({
  /** the tasks doing the work, to ask again with */
  tasks: z.array(z.number().int()),
  total: z.number().int(),
  done: z.number().int(),
  /** elements the tasks could not sync (their reasons are on the rows) */
  failed: z.number().int(),
  finished: z.boolean(),
});
export type SyncProgress = z.infer<typeof SyncProgress>;

export const SyncProgressQuery = z
  .object({
    tasks: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: 'format' }),
  })
  .strict();

/** SPEC §9 export: at most 1,000 columns and 1,000,000 rows. */
export const EXPORT_MAX_ROWS = 1_000_000;
export const EXPORT_MAX_COLUMNS = 1_000;
/** Above this many rows the browser asks the server to write the file. */
export const EXPORT_BROWSER_ROWS = 5_000;

export const ExportRequest = z
  .object({
    tab: z.enum(SALES_TABS, { error: 'required' }),
    /** the view's query, as its list was asked (filters, search, ordering) */
    query: z.record(z.string(), z.string()),
    file_name: z
      .string()
      .trim()
      .max(100, { error: 'max' })
      .regex(/^[\p{L}\p{N} ._-]*$/u, { error: 'format' })
      .optional(),
  })
  .strict();
export type ExportRequest = z.infer<typeof ExportRequest>;

export const ExportJob = z.object({
  id: z.number().int(),
  tab: z.enum(SALES_TABS),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  rows: z.number().int(),
  total_rows: z.number().int(),
  file_name: z.string(),
  /** where to fetch the file once done */
  download: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type ExportJob = z.infer<typeof ExportJob>;

/** The columns an export of each tab writes, in order: the list's own fields. */
export const EXPORT_FIELDS = {
  orders: [
    'order_number',
    'kind',
    'customer',
    'customer_email',
    'currency',
    'total',
    'order_date',
    'payment_method',
    'last_updated',
    'number_in_accounting',
    'number_in_app',
    'merchant_reference',
    'reference_in_accounting',
    'reference_in_app',
    'status',
    'reason',
  ],
  articles: [
    'product_number',
    'name',
    'sku',
    'quantity',
    'price',
    'currency',
    'vat_rate',
    'unit',
    'number_in_accounting',
    'last_updated',
    'status',
    'reason',
  ],
  customers: [
    'name',
    'email',
    'organisation_number',
    'address',
    'city',
    'country',
    'customer_number',
    'last_updated',
    'status',
    'reason',
  ],
  vouchers: [
    'series',
    'number',
    'transaction_date',
    'description',
    'type',
    'kind',
    'currency',
    'amount',
  ],
  payments: [
    'payout_id',
    'payment_date',
    'date_created',
    'currency',
    'amount',
    'fees',
    'transactions',
    'number_in_accounting',
    'status',
    'reason',
  ],
} as const satisfies Record<SalesTab, readonly string[]>;

const NUMERIC_FIELDS = new Set(['total', 'price', 'amount', 'fees', 'quantity', 'transactions']);
const TRANSLATED_FIELDS: Record<string, string> = {
  status: 'sync.entries.statuses',
  kind: 'exports.values',
  type: 'exports.values',
};

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A tab's header row in the reader's language. */
export const exportHeaders = (tab: SalesTab, tr: Translate) =>
  EXPORT_FIELDS[tab].map((field) => tr(`sales.columns.${field}`));

/**
 * One row of a tab as the export writes it: amounts as numbers, statuses and kinds in the
 * reader's language, the engine's reason from its message key. Web and server export alike.
 */
export function exportRow(
  tab: SalesTab,
  row: Record<string, unknown>,
  tr: Translate,
): (string | number)[] {
  return EXPORT_FIELDS[tab].map((field) => {
    const value = row[field];
    if (value === null || value === undefined) return '';
    if (field === 'reason') {
      const reason = value as Reason;
      return reason.key ? tr(reason.key, reason.params ?? {}) : reason.text;
    }
    if (NUMERIC_FIELDS.has(field)) return Number(value);
    const namespace = TRANSLATED_FIELDS[field];
    if (namespace) return tr(`${namespace}.${String(value)}`);
    return String(value);
  });
}
