import { z } from 'zod';
import { isoDate } from '../validation';
import { PreviewDocument } from './subscriptions';

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

/** The check before activation (ADR 021), in the order it runs and is shown. */
export const ACTIVATION_CHECKS = [
  'connections',
  'organisation_number',
  'accounts',
  'write',
  'dry_run',
] as const;
export type ActivationCheckKey = (typeof ACTIVATION_CHECKS)[number];

export const CHECK_STATUSES = ['passed', 'failed', 'warning', 'skipped'] as const;

/** Failing one of these refuses activation; the others advise. */
export const BLOCKING_CHECKS: readonly ActivationCheckKey[] = ['organisation_number', 'accounts'];

export const ActivationCheckRequest = z.object({
  /** the start date the form holds; the subscription's own when left out */
  start_date: isoDate().optional(),
});
export type ActivationCheckRequest = z.input<typeof ActivationCheckRequest>;

export const ActivationCheck = z.object({
  key: z.enum(ACTIVATION_CHECKS),
  status: z.enum(CHECK_STATUSES),
  /** in the caller's language */
  detail: z.string(),
  /** dry_run: what the latest element would book, and each document's reasons the ledger gives */
  documents: z.array(PreviewDocument.extend({ reasons: z.array(z.string()) })).optional(),
});
export type ActivationCheck = z.infer<typeof ActivationCheck>;

export const ActivationCheckResult = z.object({
  checks: z.array(ActivationCheck),
  /** whether activation would be refused (a blocking check failed) */
  blocked: z.boolean(),
});
export type ActivationCheckResult = z.infer<typeof ActivationCheckResult>;

export const ImportEstimateRequest = z.object({ start_date: isoDate() });
export type ImportEstimateRequest = z.input<typeof ImportEstimateRequest>;

/** How long importing from the start date should take (ADR 021). */
export const ImportEstimate = z.object({
  start_date: z.string(),
  /** the orders the import reads (a payment provider: its payouts) */
  orders: z.number().int().min(0),
  unit: z.enum(['orders', 'payouts']),
  /** documents booked per order: 1 per order, fewer when summaries per day or payout */
  documents_per_order: z.number().min(0),
  /** requests to the ledger */
  requests: z.number().int().min(0),
  /** at the ledger's rate limit; null when the ledger sets none (a SIE file) */
  seconds: z.number().int().min(0).nullable(),
});
export type ImportEstimate = z.infer<typeof ImportEstimate>;
