import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { subscriptions } from './subscriptions';
import { users } from './users';

/** One line of an invoice, amounts in öre excluding VAT. */
export interface InvoiceLine {
  description: string;
  subscriptionId?: number;
  checkoutId?: number;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** already paid through a checkout: shown, but not due again */
  prepaid?: boolean;
}

/** Gap-free number series: the next number is taken in the transaction that writes the invoice. */
export const numberSeries = pgTable('number_series', {
  name: text('name').primaryKey(),
  next: integer('next').notNull(),
});

/** SPEC §3 invoice: what the portal bills a company for a period (a job writes them). */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull().unique(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    payDate: date('pay_date'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** öre: net, 25 % VAT, total, and what is still to pay */
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    amountDue: integer('amount_due').notNull(),
    status: text('status').notNull().default('unpaid'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_company_period_key').on(t.companyId, t.periodStart),
    check('invoices_status_check', sql`${t.status} IN ('paid', 'unpaid')`),
  ],
);

/**
 * A payment through the provider's checkout (SPEC §9 "paid by card through a payment provider
 * checkout"): a history import beyond the free week, or an unpaid invoice. Nothing is granted
 * until the provider says the session was paid.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    /** history import: the months bought, and the start date they cover */
    months: integer('months').notNull().default(0),
    startDate: date('start_date'),
    description: text('description').notNull(),
    /** öre, VAT included: what the card is charged */
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull().default(0),
    sessionId: text('session_id').unique(),
    url: text('url'),
    status: text('status').notNull().default('open'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    index('checkouts_company_id_idx').on(t.companyId),
    check('checkouts_purpose_check', sql`${t.purpose} IN ('history_import', 'invoice')`),
    check('checkouts_status_check', sql`${t.status} IN ('open', 'paid', 'expired', 'cancelled')`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
