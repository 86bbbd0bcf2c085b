import { z } from 'zod';
import { id, isoDate } from '../validation';

/**
 * Paying by card through the payment provider's checkout (SPEC §9): an unpaid invoice, or a
 * history import further back than the free week. The server computes every amount itself.
 */
export const CreateCheckout = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('invoice'), invoice_id: id() }),
  z.object({
    purpose: z.literal('history_import'),
    subscription_id: id(),
    /** the subscription's start date the import reaches back to */
    start_date: isoDate(),
  }),
]);
export type CreateCheckout = z.input<typeof CreateCheckout>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'expired', 'cancelled'] as const;

export const Checkout = z.object({
  id: z.number().int(),
  purpose: z.enum(['invoice', 'history_import']),
  company_id: z.number().int(),
  subscription_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  months: z.number().int(),
  start_date: z.string().nullable(),
  description: z.string(),
  /** SEK, VAT included, two decimals */
  amount: z.string(),
  vat: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  /** where the browser goes to pay (the provider's hosted page) while open */
  url: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Checkout = z.infer<typeof Checkout>;
