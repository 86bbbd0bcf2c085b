import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { PayoutTransaction } from '@portal/connectors/model/payout';
import type { SaleShipping } from '@portal/connectors/model/sale';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { subscriptions } from './subscriptions';
import { syncEntries } from './sync';
import { users } from './users';

const SYNC_STATUS = sql`IN ('Success', 'Failed', 'Ambiguous', 'Pending')`;

/** The sales panel's order sorts (contracts ORDER_SORTS), by column. */
const UNSYNCED_SORTS = [
  ['orderNumber', 'number'],
  ['customer', 'customer'],
  ['currency', 'currency'],
  ['total', 'total'],
  ['orderDate', 'date'],
  ['lastUpdated', 'updated'],
  ['numberInAccounting', 'accounting'],
] as const;

/**
 * What the engine read of each order and refund, one row per sync entry (the sales panel's
 * orders tab, the three-way report). Written on every read, so `total` is what the shop says
 * now; `sync_status` and `reason` follow the entry.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    syncEntryId: integer('sync_entry_id')
      .notNull()
      .references(() => syncEntries.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** the element's id in the app ("number in app") */
    sourceId: text('source_id').notNull(),
    kind: text('kind').notNull(),
    /** refunds: the order refunded; orders: their own id */
    orderId: text('order_id').notNull(),
    /** the shop's order number as its customers see it */
    orderNumber: text('order_number').notNull(),
    customer: text('customer').notNull().default(''),
    customerEmail: text('customer_email'),
    currency: text('currency').notNull(),
    /** what the shop says was paid (refunds: paid back), minor units */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** the booking date in the shop's time zone */
    orderDate: date('order_date').notNull(),
    /** how the customer paid, as the shop names it ('' when unknown) */
    paymentMethod: text('payment_method').notNull().default(''),
    /** the payment provider's reference for the payment */
    merchantReference: text('merchant_reference'),
    /** the app's own reference (e.g. checkout or order key) */
    referenceInApp: text('reference_in_app'),
    /** the ledger's number for what was booked ("number in accounting"), from the entry */
    numberInAccounting: text('number_in_accounting'),
    /** how the booked document names the order in the ledger (the engine's marker) */
    referenceInAccounting: text('reference_in_accounting'),
    /** the provider's last update ("last updated") */
    lastUpdated: timestamptz('last_updated').notNull(),
    syncStatus: text('sync_status').notNull(),
    reason: text('reason').notNull().default(''),
    /** orders: where and how it ships, as the shop said when last read (shipments start here) */
    shipping: jsonb('shipping').$type<SaleShipping>(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sales_orders_entry_key').on(t.syncEntryId),
    index('sales_orders_company_updated_idx').on(
      t.companyId,
      t.lastUpdated.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sales_orders_company_status_idx').on(t.companyId, t.syncStatus, t.lastUpdated.desc()),
    // one per sortable column, so that any sort of the panel is an index scan
    index('sales_orders_company_date_idx').on(t.companyId, t.orderDate),
    index('sales_orders_company_number_idx').on(t.companyId, t.orderNumber),
    index('sales_orders_company_customer_idx').on(t.companyId, t.customer),
    index('sales_orders_company_total_idx').on(t.companyId, t.total),
    index('sales_orders_company_currency_idx').on(t.companyId, t.currency),
    index('sales_orders_company_accounting_idx').on(t.companyId, t.numberInAccounting),
    // the unsynced few, in each sort order: "unsynced, sorted by …" never walks the synced many
    ...UNSYNCED_SORTS.map(([column, name]) =>
      index(`sales_orders_unsynced_${name}_idx`)
        .on(t.companyId, t[column])
        .where(sql`${t.syncStatus} <> 'Success'`),
    ),
    index('sales_orders_order_idx').on(t.subscriptionId, t.orderId),
    index('sales_orders_search_idx').using(
      'gin',
      sql`(${t.orderNumber} || ' ' || ${t.customer} || ' ' || coalesce(${t.customerEmail}, '')) gin_trgm_ops`,
    ),
    check('sales_orders_kind_check', sql`${t.kind} IN ('order', 'refund')`),
    check('sales_orders_status_check', sql`${t.syncStatus} ${SYNC_STATUS}`),
  ],
);

/** Each payout the engine read from a payment provider (the payments tab), one per sync entry. */
export const salesPayouts = pgTable(
  'sales_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    syncEntryId: integer('sync_entry_id')
      .notNull()
      .references(() => syncEntries.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    payoutId: text('payout_id').notNull(),
    /** the day it reaches the bank */
    paymentDate: date('payment_date').notNull(),
    currency: text('currency').notNull(),
    /** what reaches the bank, minor units */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the movements it settles, as the provider listed them */
    transactions: jsonb('transactions').$type<PayoutTransaction[]>().notNull(),
    numberInAccounting: text('number_in_accounting'),
    /** the provider's update time (its creation when it states no other) */
    lastUpdated: timestamptz('last_updated').notNull(),
    syncStatus: text('sync_status').notNull(),
    reason: text('reason').notNull().default(''),
    /** "date created": when the engine first read it */
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sales_payouts_entry_key').on(t.syncEntryId),
    index('sales_payouts_company_date_idx').on(t.companyId, t.paymentDate.desc()),
    check('sales_payouts_status_check', sql`${t.syncStatus} ${SYNC_STATUS}`),
  ],
);

/**
 * A shop's product variant as an article (e1 to accounting, e2 back to the app): what the shop
 * said last, what the ledger holds, and the fingerprint of the content last synced, so each
 * change is synced exactly once.
 */
export const syncedArticles = pgTable(
  'synced_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** the variant's id in the app */
    sourceId: text('source_id').notNull(),
    productId: text('product_id').notNull(),
    /** the article number in the ledger ("product number") */
    productNumber: text('product_number').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    /** stock in the shop (null when the shop does not track it) */
    quantity: integer('quantity'),
    /** price including VAT as the shop shows it, minor units */
    price: bigint('price', { mode: 'number' }).notNull(),
    vatRate: text('vat_rate').notNull(),
    unit: text('unit').notNull().default('st'),
    currency: text('currency').notNull(),
    /** hash of the fields synced to the ledger, at the last successful sync */
    syncedHash: text('synced_hash'),
    numberInAccounting: text('number_in_accounting'),
    lastUpdated: timestamptz('last_updated').notNull(),
    syncEntryId: integer('sync_entry_id').references(() => syncEntries.id, {
      onDelete: 'set null',
    }),
    syncStatus: text('sync_status').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('synced_articles_element_key').on(t.subscriptionId, t.source, t.sourceId),
    index('synced_articles_company_idx').on(t.companyId, t.lastUpdated.desc()),
    check('synced_articles_status_check', sql`${t.syncStatus} ${SYNC_STATUS}`),
  ],
);

/** A buyer the ledger needs (e3): created once in the ledger, then reused by its number. */
export const syncedCustomers = pgTable(
  'synced_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** the customer's id in the app, or `email:<address>` for guests */
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    organisationNumber: text('organisation_number'),
    address1: text('address1'),
    address2: text('address2'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country'),
    phone: text('phone'),
    /** the customer's number in the ledger */
    customerNumber: text('customer_number'),
    syncedHash: text('synced_hash'),
    lastUpdated: timestamptz('last_updated').notNull(),
    syncEntryId: integer('sync_entry_id').references(() => syncEntries.id, {
      onDelete: 'set null',
    }),
    syncStatus: text('sync_status').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('synced_customers_element_key').on(t.subscriptionId, t.source, t.sourceId),
    index('synced_customers_company_idx').on(t.companyId, t.lastUpdated.desc()),
    check('synced_customers_status_check', sql`${t.syncStatus} ${SYNC_STATUS}`),
  ],
);

/** An export too large for the browser, written by a job; the file is kept 24 hours. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** which list (orders, articles…) and its query */
    view: text('view').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('queued'),
    rows: integer('rows').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    /** where the file is, relative to the data directory */
    path: text('path'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('export_jobs_company_idx').on(t.companyId, t.createdAt),
    check('export_jobs_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesPayoutRow = typeof salesPayouts.$inferSelect;
export type SyncedArticleRow = typeof syncedArticles.$inferSelect;
export type SyncedCustomerRow = typeof syncedCustomers.$inferSelect;
export type ExportJobRow = typeof exportJobs.$inferSelect;
