import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, queryId } from '../validation';

/**
 * /duplicate-transactions (issue 16, ADR 039): pairs of vouchers on one company's ledger that
 * look like the same transaction booked twice, found by SPEC §9's match criteria, flagged for
 * review and never merged by themselves. A merge keeps the earliest voucher and books the
 * reversal of the later one; it cannot be undone (SPEC §5).
 */
export const MATCH_CRITERIA = ['strict', 'fuzzy', 'smart'] as const;
export type MatchCriteria = (typeof MATCH_CRITERIA)[number];

export const DUPLICATE_STATUSES = ['flagged', 'dismissed', 'merged'] as const;
export type DuplicateStatus = (typeof DUPLICATE_STATUSES)[number];

/** fuzzy and smart: the dates of a pair at most this many days apart */
export const FUZZY_MAX_DAYS = 3;
/** fuzzy and smart: the texts at least this similar (0–1, trigrams of the normalised text) */
export const FUZZY_MIN_SIMILARITY = 0.8;

/** SEK with two decimals, signed as in the ledger (debit +, credit −) */
const Money = z.string();

export const DuplicateVoucher = z.object({
  id: z.number().int(),
  series: z.string(),
  number: z.string(),
  date: z.string(),
  text: z.string(),
  /** the sum of its debit rows */
  amount: Money,
  rows: z.array(z.object({ account: z.number().int(), name: z.string(), amount: Money })),
});
export type DuplicateVoucher = z.infer<typeof DuplicateVoucher>;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const DuplicatePair = z.object({
  id: z.number().int(),
  criteria: z.enum(MATCH_CRITERIA),
  /** 0–100: how alike the two are (text, dates) */
  score: z.number().int(),
  status: z.enum(DUPLICATE_STATUSES),
  /** the earlier voucher, which a merge keeps */
  kept: DuplicateVoucher,
  /** the later one, which a merge reverses */
  duplicate: DuplicateVoucher,
  days_apart: z.number().int(),
  decided_by: Person,
  decided_at: z.iso.datetime().nullable(),
  /** the reversal booked by the merge, as our ledger and the accounting system number it */
  reversal: z
    .object({
      id: z.number().int(),
      series: z.string(),
      number: z.string(),
      date: z.string(),
      reference: z.string().nullable(),
    })
    .nullable(),
});
export type DuplicatePair = z.infer<typeof DuplicatePair>;

export const DUPLICATE_SORTS = ['date', 'score'] as const;

export const DuplicateQuery = PageQuery.extend({
  company: queryId(),
  status: z.enum(DUPLICATE_STATUSES, { error: 'no_such' }).optional(),
  criteria: z.enum(MATCH_CRITERIA, { error: 'no_such' }).optional(),
  ordering: orderingOf(DUPLICATE_SORTS),
}).strict();

export const DuplicatePage = paginated(DuplicatePair).extend({
  /** pairs per status for the company, whatever the filters */
  counts: z.record(z.enum(DUPLICATE_STATUSES), z.number().int()),
});
export type DuplicatePage = z.infer<typeof DuplicatePage>;

export const DuplicateScanQuery = z
  .object({
    company: queryId(),
    criteria: z.enum(MATCH_CRITERIA, { error: 'no_such' }).default('smart'),
  })
  .strict();

export const DuplicateScanResult = z.object({
  criteria: z.enum(MATCH_CRITERIA),
  /** vouchers compared */
  vouchers: z.number().int(),
  /** pairs the criteria match now */
  found: z.number().int(),
  /** of those, pairs not flagged (nor decided) before */
  flagged: z.number().int(),
  /** flagged pairs of this criteria an earlier scan found that no longer match, taken away */
  withdrawn: z.number().int(),
});
export type DuplicateScanResult = z.infer<typeof DuplicateScanResult>;

export const DuplicateCompanyQuery = z.object({ company: queryId() }).strict();

/** One pair's own call: the pair names its company; `company`, when given, must be it. */
export const DuplicatePairQuery = z.object({ company: queryId().optional() }).strict();

/** SPEC §5: bulk merge of the chosen pairs. */
export const MergeDuplicates = z
  .object({
    ids: z
      .array(id(), { error: 'required' })
      .min(1, { error: 'required' })
      .max(500, { error: 'max_items' }),
  })
  .strict();
export type MergeDuplicates = z.input<typeof MergeDuplicates>;

export const MergeResult = z.object({ results: z.array(DuplicatePair) });
export type MergeResult = z.infer<typeof MergeResult>;
