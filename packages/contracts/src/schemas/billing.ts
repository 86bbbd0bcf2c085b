import { z } from 'zod';
import { PageQuery } from '../pagination';
import { email, requiredString } from '../validation';
import {
  ACCOUNTINGS,
  APPLICATIONS,
  PAYMENT_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from './subscriptions';

export type PaymentInterval = (typeof PAYMENT_INTERVALS)[number];

/** SEK with two decimals ("299.00"); VAT excluded unless the field says otherwise. */
const Sek = z.string().regex(/^-?\d+\.\d{2}$/);

/** One subscription on the company's plan (ADR 017): what it costs and when it is billed next. */
export const BillingSubscription = z.object({
  id: z.number().int(),
  application: z.enum(APPLICATIONS),
  application_name: z.string(),
  accounting: z.enum(ACCOUNTINGS),
  accounting_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  payment_interval: z.enum(PAYMENT_INTERVALS),
  /** the catalogue price of the app for its interval, excluding VAT; null when it has none */
  price: Sek.nullable(),
  /** the price of every interval the catalogue names, to show what a longer one saves */
  prices: z.partialRecord(z.enum(PAYMENT_INTERVALS), Sek),
  /** Active and Paused subscriptions are billed */
  billed: z.boolean(),
  /** YYYY-MM-DD: the invoice date of the next invoice that bills it; null when not billed */
  next_invoice_date: z.string().nullable(),
  /** the intervals it may move to: only longer ones (ADR 017) */
  longer_intervals: z.array(z.enum(PAYMENT_INTERVALS)),
});
export type BillingSubscription = z.infer<typeof BillingSubscription>;

/** SPEC §3 signup and billing fields, as the company's billing details. */
const billingFields = {
  billing_address: requiredString(200),
  zip_code: requiredString(16),
  city: requiredString(100),
  invoice_email: email(),
  phone_number: requiredString(32),
};
export const BillingDetailsInput = z.object(billingFields);
export type BillingDetailsInput = z.input<typeof BillingDetailsInput>;
export const BillingDetailsPatch = BillingDetailsInput.partial().refine(
  (value) => Object.keys(value).length > 0,
  { error: 'nothing_to_change' },
);
export type BillingDetailsPatch = z.input<typeof BillingDetailsPatch>;

export const BillingDetails = z.object({
  company_name: z.string(),
  company_number: z.string(),
  billing_address: z.string(),
  zip_code: z.string(),
  city: z.string(),
  invoice_email: z.string(),
  phone_number: z.string(),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

/** GET billing/: the active company's plan. */
export const BillingPlan = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  subscriptions: z.array(BillingSubscription),
  /** YYYY-MM-DD of the next invoice with anything on it; null when nothing is billed */
  next_invoice_date: z.string().nullable(),
  /** SPEC §5: only the company owner changes the billing cycle */
  can_change_billing_cycle: z.boolean(),
  details: BillingDetails,
});
export type BillingPlan = z.infer<typeof BillingPlan>;

export const ChangeInterval = z.object({ payment_interval: z.enum(PAYMENT_INTERVALS) });
export type ChangeInterval = z.input<typeof ChangeInterval>;

export const INVOICE_STATUSES = ['paid', 'unpaid'] as const;

export const InvoiceLine = z.object({
  description: z.string(),
  subscription_id: z.number().int().nullable(),
  checkout_id: z.number().int().nullable(),
  interval: z.enum(PAYMENT_INTERVALS).nullable(),
  /** the days this line pays for, when it is a subscription's interval */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: Sek,
  amount: Sek,
  /** already paid through a checkout: shown, not due again */
  prepaid: z.boolean(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** SPEC §3 invoice; amounts in SEK, `amount` is the total including 25 % VAT. */
export const Invoice = z.object({
  id: z.number().int(),
  number: z.number().int(),
  invoice_date: z.string(),
  due_date: z.string(),
  pay_date: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  net: Sek,
  vat: Sek,
  amount: Sek,
  amount_due: Sek,
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(InvoiceLine),
  /** where the PDF is fetched (with the session's key) */
  file: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceListQuery = PageQuery.extend({ status: z.enum(INVOICE_STATUSES).optional() });
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
