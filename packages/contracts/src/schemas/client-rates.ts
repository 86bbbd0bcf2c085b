import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';

/**
 * SPEC §3 client rate: the firm's hourly rate for one client, in SEK excluding VAT. A client
 * without a rate of its own is charged the consultation rate (SPEC §9).
 */
export const CONSULTATION_RATE_ORE = 120_000;
/** SPEC §9: SEK 1,200 per hour excluding VAT, as the API writes it. */
export const CONSULTATION_RATE = '1200.00';

/** SEK per hour with at most two decimals, more than zero, below 100,000 ("1500" or "1450,50"). */
export const hourlyRate = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{1,5}([.,]\d{1,2})?$/, { error: 'amount' })
    .refine((value) => Number(value.replace(',', '.')) > 0, { error: 'amount' });

export const ClientRateInput = z.object({ hourly_rate: hourlyRate() });
export type ClientRateInput = z.input<typeof ClientRateInput>;

export const ClientRate = z.object({
  /** the client company's id */
  client: z.number().int(),
  client_name: z.string(),
  /** the organisation number */
  company_id: z.string(),
  /** SEK per hour excluding VAT, two decimals */
  hourly_rate: z.string(),
  /** true when no rate is set and the consultation rate applies */
  is_default: z.boolean(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type ClientRate = z.infer<typeof ClientRate>;

export const CLIENT_RATE_SORTS = ['client', 'hourly_rate'] as const;

export const ClientRateQuery = PageQuery.extend({
  /** client name or organisation number */
  search: z.string().trim().max(200).optional(),
  ordering: orderingOf(CLIENT_RATE_SORTS),
}).strict();

export const ClientRatePage = paginated(ClientRate).extend({
  /** the consultation rate every client without a rate of its own is charged */
  default_rate: z.string(),
});
export type ClientRatePage = z.infer<typeof ClientRatePage>;
