import { z } from 'zod';
import { isoDate } from '../validation';

/**
 * The Activate tab: how far back the import may reach for free, what was paid for, the terms in
 * force, whether both connections are ready, and once active how far the import has come.
 */
export const ActivationState = z.object({
  status: z.string(),
  start_date: z.string(),
  /** the first day that costs nothing (today less the free week) */
  free_from: z.string(),
  /** the start date a paid history import covers, if one was paid */
  paid_from: z.string().nullable(),
  /** SEK excl. VAT per month of history (the app's monthly price) */
  monthly_price: z.string(),
  terms_version: z.string().nullable(),
  accepted_terms_version: z.string().nullable(),
  connections_ready: z.boolean(),
  /** while and after the import runs: how far from the start date the sync has come */
  progress: z
    .object({
      from: z.string(),
      until: z.string(),
      synced_until: z.string().nullable(),
      percent: z.number().min(0).max(100),
      elements: z.number().int(),
    })
    .nullable(),
});
export type ActivationState = z.infer<typeof ActivationState>;

export const ActivateRequest = z.object({
  start_date: isoDate(),
  /** SPEC §5: the FAQ and the terms must have been read */
  accept_terms: z.literal(true, { error: 'accept_terms' }),
  terms_version: z.string().trim().min(1, { error: 'required' }).max(40),
});
export type ActivateRequest = z.input<typeof ActivateRequest>;
