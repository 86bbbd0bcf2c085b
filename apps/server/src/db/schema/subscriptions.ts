import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's connection of one app (shop, payment provider) to one accounting system (SPEC §3),
 * with how it books: the posting model and the account mapping's overrides of the BAS defaults.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    application: text('application').notNull(),
    accounting: text('accounting').notNull(),
    status: text('status').notNull().default('Pending'),
    isLive: boolean('is_live').notNull().default(false),
    paymentInterval: text('payment_interval').notNull().default('monthly'),
    postingModel: text('posting_model').notNull().default('per_order'),
    startDate: date('start_date').notNull(),
    /** the cursor of incremental sync: everything up to here is processed */
    lastProcessedAt: timestamptz('last_processed_at'),
    accountMapping: jsonb('account_mapping').$type<Record<string, unknown>>().notNull().default({}),
    /** per-order model: book an order as a voucher, or as a customer invoice where the ledger keeps them */
    bookAs: text('book_as').notNull().default('voucher'),
    /** e2 (ADR 024): what the ledger writes back to the shop's articles — none, price, stock or both */
    articleWriteBack: text('article_write_back').notNull().default('none'),
    /** one sync run at a time: the worker holding the lease, and until when */
    leaseHolder: text('lease_holder'),
    leaseUntil: timestamptz('lease_until'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** why the subscription is in Error (an expired connection), shown with Reconnect */
    statusReason: text('status_reason').notNull().default(''),
    /** the owner was told of the Error once; cleared when it leaves Error */
    errorNotifiedAt: timestamptz('error_notified_at'),
    /** the webhook signing secret the portal gave the shop (never shown in full) */
    webhookSecret: text('webhook_secret'),
    /** the terms version accepted on activation (ADR 016), and when */
    acceptedTermsVersion: text('accepted_terms_version'),
    acceptedTermsAt: timestamptz('accepted_terms_at'),
    activatedAt: timestamptz('activated_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** after cancellation: when the retention job deletes its data (ADR 016) */
    purgeAfter: timestamptz('purge_after'),
    purgedAt: timestamptz('purged_at'),
  },
  (t) => [
    index('subscriptions_company_id_idx').on(t.companyId),
    check(
      'subscriptions_status_check',
      sql`${t.status} IN ('Active', 'Inactive', 'Paused', 'Terminated', 'Pending', 'Completed', 'Cancelled', 'On Hold', 'Error')`,
    ),
    check(
      'subscriptions_payment_interval_check',
      sql`${t.paymentInterval} IN ('monthly', 'quarterly', 'semiannual', 'yearly')`,
    ),
    check('subscriptions_book_as_check', sql`${t.bookAs} IN ('voucher', 'invoice')`),
    check(
      'subscriptions_article_write_back_check',
      sql`${t.articleWriteBack} IN ('none', 'price', 'stock', 'both')`,
    ),
    check(
      'subscriptions_posting_model_check',
      sql`${t.postingModel} IN ('per_order', 'per_payout', 'per_day')`,
    ),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
