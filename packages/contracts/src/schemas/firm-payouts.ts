import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { id, isoDate, queryId } from '../validation';

/**
 * SPEC §3 payout to an accounting firm: firm, payout status, invoice number, amount, paid date,
 * date. Entered by hand by in-house staff until the accountant suite computes kickbacks, then
 * marked paid when the money has left.
 */
export const PAYOUT_STATUSES = ['pending', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_SOURCES = ['manual', 'kickback'] as const;

/** SEK with at most two decimals, e.g. "1250" or "1250.50"; at most 10 million. */
export const payoutAmount = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{1,8}([.,]\d{1,2})?$/, { error: 'amount' })
    .refine((value) => Number(value.replace(',', '.')) > 0, { error: 'amount' });

export const FirmPayoutInput = z.object({
  firm: id(),
  invoice_number: z.string().trim().max(50, { error: 'max' }),
  amount: payoutAmount(),
  date: isoDate(),
  note: z.string().trim().max(500, { error: 'max' }),
});
export type FirmPayoutInput = z.input<typeof FirmPayoutInput>;

export const FirmPayoutPatch = FirmPayoutInput.partial().refine(
  (value) => Object.keys(value).length > 0,
  { error: 'nothing_to_change' },
);

/** Marking a payout paid: the day the money left (not after today). */
export const MarkPayoutPaid = z.object({ paid_date: isoDate() });

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const FirmPayout = z.object({
  id: z.number().int(),
  firm: z.number().int(),
  firm_name: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  invoice_number: z.string(),
  /** SEK, two decimals ("1250.00") */
  amount: z.string(),
  date: z.string(),
  paid_date: z.string().nullable(),
  source: z.enum(PAYOUT_SOURCES),
  period: z.string().nullable(),
  note: z.string(),
  created_by: Person,
  updated_by: Person,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type FirmPayout = z.infer<typeof FirmPayout>;

export const PAYOUT_SORTS = ['date', 'amount', 'firm', 'paid_date', 'status'] as const;

export const FirmPayoutQuery = PageQuery.extend({
  /** firm name or invoice number */
  search: z.string().trim().max(200).optional(),
  firm: queryId().optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  ordering: orderingOf(PAYOUT_SORTS),
}).strict();

/** What the list's filter finds, in total: what is still to pay and what was paid. */
export const FirmPayoutTotals = z.object({ pending: z.string(), paid: z.string() });

export const FirmPayoutPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(FirmPayout),
  totals: FirmPayoutTotals,
});
