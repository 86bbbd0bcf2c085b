import { z } from 'zod';
import { queryId } from '../validation';

export const SUBSCRIPTION_STATUSES = [
  'Active',
  'Inactive',
  'Paused',
  'Terminated',
  'Pending',
  'Completed',
  'Cancelled',
  'On Hold',
  'Error',
] as const;
export const APPLICATIONS = ['shopify', 'woocommerce', 'stripe', 'klarna', 'sendcloud'] as const;
export const ACCOUNTINGS = ['fortnox', 'visma', 'sie'] as const;
export const POSTING_MODELS = ['per_order', 'per_payout', 'per_day'] as const;
/** SPEC §9 billing intervals; a subscription moves only to a longer one (ADR 017). */
export const PAYMENT_INTERVALS = ['monthly', 'quarterly', 'semiannual', 'yearly'] as const;

/** SPEC §3 subscription, with the names the portal shows for its app and accounting system. */
export const Subscription = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company: z.string(),
  application: z.enum(APPLICATIONS),
  application_name: z.string(),
  accounting: z.enum(ACCOUNTINGS),
  accounting_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_live: z.boolean(),
  user_email: z.string().nullable(),
  user_role: z.string().nullable(),
  payment_interval: z.enum(PAYMENT_INTERVALS),
  posting_model: z.enum(POSTING_MODELS),
  start_date: z.string(),
  last_processed_date: z.iso.datetime().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionListQuery = z.object({
  company_id: queryId().optional(),
});

/** POST subscriptions/{id}/preview/: the provider's own JSON of one order, refund or payout. */
export const PreviewRequest = z.object({
  entity: z.enum(['order', 'refund', 'payout']),
  payload: z.record(z.string(), z.unknown()),
});
export type PreviewRequest = z.infer<typeof PreviewRequest>;

const Amount = z.string().regex(/^-?\d+\.\d{2}$/);

/** One document the engine would book; amounts as decimal strings. */
export const PreviewDocument = z.object({
  type: z.enum(['voucher']),
  date: z.string(),
  description: z.string(),
  currency: z.string(),
  rows: z.array(
    z.object({ account: z.string(), debit: Amount, credit: Amount, description: z.string() }),
  ),
});
export type PreviewDocument = z.infer<typeof PreviewDocument>;

/** What the engine would book, without booking it. */
export const PreviewResponse = z.object({
  documents: z.array(PreviewDocument),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type PreviewResponse = z.infer<typeof PreviewResponse>;
