import { z } from 'zod';
import { id } from '../validation';
import { accountNumber } from './configuration';

/**
 * Actions on the sync entry report (in-house): sync many entries again at once, and decide an
 * Ambiguous entry — book it as proposed, move what waits on suspense to a chosen account, or
 * ignore it — always with a note, recorded in the event log.
 */
export const RetryEntriesRequest = z
  .object({
    ids: z
      .array(id(), { error: 'required' })
      .min(1, { error: 'required' })
      .max(500, { error: 'max' }),
  })
  .strict();
export type RetryEntriesRequest = z.infer<typeof RetryEntriesRequest>;

export const RetryEntriesResult = z.object({
  /** the tasks doing the work; their progress is read at sales/sync/?tasks= */
  tasks: z.array(z.number().int()),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  finished: z.boolean(),
  /** entries that cannot be synced again by hand (articles, customers, summaries) */
  skipped: z.number().int(),
});
export type RetryEntriesResult = z.infer<typeof RetryEntriesResult>;

export const DECISIONS = ['as_proposed', 'account', 'ignored'] as const;
export type Decision = (typeof DECISIONS)[number];

export const EntryDecision = z
  .object({
    decision: z.enum(DECISIONS, { error: 'required' }),
    /** where what waits on suspense goes (decision `account`) */
    account: z.union([accountNumber(), z.literal('')]).optional(),
    note: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(500, { error: 'max' }),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'account' && !value.account)
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'required' });
  });
export type EntryDecision = z.input<typeof EntryDecision>;
