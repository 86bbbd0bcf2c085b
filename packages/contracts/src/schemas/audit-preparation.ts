import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { id, isoDate, patchOf, queryId } from '../validation';
import { SyncEntryStatus } from './sync';

/**
 * /audit-preparation (issue 15): a client's checklist for closing a fiscal year. The product
 * checks four items itself from the sync and reconciliation state and keeps what it found as
 * proof; the others are ticked off by hand (SPEC §4: filters overdue and in progress).
 */
export const AUDIT_STATUSES = ['open', 'in_progress', 'done'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Items the product verifies itself, in checklist order. */
export const AUTOMATIC_CHECKS = [
  'payouts_reconciled',
  'clearing_zero',
  'no_sync_issues',
  'subscriptions_synced',
] as const;
export type AutomaticCheck = (typeof AUTOMATIC_CHECKS)[number];

/** Standard items a person does: every checklist starts with them. */
export const MANUAL_ITEMS = [
  'inventory_count',
  'bank_reconciliation',
  'accruals',
  'fixed_assets',
] as const;

export const AUDIT_KINDS = [...AUTOMATIC_CHECKS, ...MANUAL_ITEMS, 'custom'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const isAutomatic = (kind: string): kind is AutomaticCheck =>
  (AUTOMATIC_CHECKS as readonly string[]).includes(kind);

/** What the list shows: the SPEC §4 filters overdue and in progress, and the other statuses. */
export const AUDIT_STATES = ['overdue', 'in_progress', 'open', 'done'] as const;

/** A fiscal year is named by the calendar year it ends in. */
export const fiscalYear = () =>
  z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(2000, { error: 'number_min' })
    .max(2100, { error: 'number_max' });

/** SEK with two decimals ("-35.00"). */
const Money = z.string();

/** Where the proof can be seen: a screen of the portal, e.g. `/report?month=2025-12`. */
const ProofLink = z.object({ href: z.string(), month: z.string().nullable() });

export const PayoutsProof = z.object({
  check: z.literal('payouts_reconciled'),
  passed: z.boolean(),
  /** payouts booked in the fiscal year (and payouts that failed to book) */
  payouts: z.number().int(),
  /** matched their transactions: nothing left on suspense */
  matched: z.number().int(),
  /** a person decided on their difference (issue 14) */
  decided: z.number().int(),
  months: z.array(
    z.object({ month: z.string(), payouts: z.number().int(), unreconciled: z.number().int() }),
  ),
  /** the first of those that are not reconciled */
  unreconciled: z.array(
    z.object({
      payout_id: z.string(),
      source: z.string(),
      date: z.string(),
      difference: Money,
      status: SyncEntryStatus.nullable(),
    }),
  ),
  links: z.array(ProofLink),
});

export const ClearingProof = z.object({
  check: z.literal('clearing_zero'),
  passed: z.boolean(),
  /** false while the fiscal year runs: the balance shown is the one so far */
  year_ended: z.boolean(),
  /** the last month read (YYYY-MM) */
  month: z.string(),
  accounts: z.array(z.object({ account: z.string(), name: z.string(), closing: Money })),
  /** what the clearing accounts held at the end of that month */
  closing: Money,
  /** of that, what payouts after it have settled since */
  settled_since: Money,
  /** what is still open: zero when the year is settled */
  open: Money,
  links: z.array(ProofLink),
});

export const SyncIssuesProof = z.object({
  check: z.literal('no_sync_issues'),
  passed: z.boolean(),
  /** Failed and Ambiguous elements dated in the fiscal year */
  count: z.number().int(),
  months: z.array(z.object({ month: z.string(), count: z.number().int() })),
  entries: z.array(
    z.object({
      id: z.number().int(),
      source: z.string(),
      kind: z.string(),
      reference_number: z.string(),
      status: SyncEntryStatus,
    }),
  ),
  links: z.array(ProofLink),
});

export const SubscriptionsProof = z.object({
  check: z.literal('subscriptions_synced'),
  passed: z.boolean(),
  /** the fiscal year's last day */
  year_end: z.string(),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      application: z.string(),
      accounting: z.string(),
      status: z.string(),
      last_processed: z.string().nullable(),
      synced: z.boolean(),
    }),
  ),
  links: z.array(ProofLink),
});

export const AuditProof = z.discriminatedUnion('check', [
  PayoutsProof,
  ClearingProof,
  SyncIssuesProof,
  SubscriptionsProof,
]);
export type AuditProof = z.infer<typeof AuditProof>;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const AuditItem = z.object({
  id: z.number().int(),
  company: z.number().int(),
  company_name: z.string(),
  fiscal_year: z.number().int(),
  kind: z.enum(AUDIT_KINDS),
  /** checked by the product: its status follows the proof, never set by hand */
  automatic: z.boolean(),
  title: z.string(),
  description: z.string(),
  status: z.enum(AUDIT_STATUSES),
  due_date: z.string().nullable(),
  /** past its due date and not done */
  overdue: z.boolean(),
  assignee: Person,
  proof: AuditProof.nullable(),
  checked_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
  /** who ticked it off; null when the product did (or it is not done) */
  completed_by: Person,
});
export type AuditItem = z.infer<typeof AuditItem>;

export const AuditProgress = z.object({
  total: z.number().int(),
  done: z.number().int(),
  in_progress: z.number().int(),
  open: z.number().int(),
  overdue: z.number().int(),
});
export type AuditProgress = z.infer<typeof AuditProgress>;

export const AUDIT_SORTS = ['position', 'due_date', 'status', 'company'] as const;

export const AuditItemQuery = PageQuery.extend({
  company: queryId().optional(),
  year: fiscalYear().optional(),
  state: z.enum(AUDIT_STATES).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: orderingOf(AUDIT_SORTS),
}).strict();

export const AuditItemPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(AuditItem),
  /** the selection's items by status, whatever the state filter and search */
  progress: AuditProgress,
});

/** Opening one client's year: its standard items exist from then on. */
export const ChecklistQuery = z.object({ company: queryId(), year: fiscalYear() }).strict();
export const ChecklistRequest = z.object({ company: id(), year: fiscalYear() }).strict();

export const Checklist = z.object({
  company: z.number().int(),
  company_name: z.string(),
  fiscal_year: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  progress: AuditProgress,
  /** when the product last checked the automatic items */
  checked_at: z.iso.datetime().nullable(),
});
export type Checklist = z.infer<typeof Checklist>;

/** A firm client the person may see, with its fiscal year. */
export const AuditClient = z.object({
  id: z.number().int(),
  name: z.string(),
  fiscal_year_end_month: z.number().int(),
  /** the fiscal year running today */
  current_fiscal_year: z.number().int(),
});
export type AuditClient = z.infer<typeof AuditClient>;

const itemTitle = () =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'max' });
const itemDescription = () => z.string().trim().max(2000, { error: 'max' });

/** A custom item of a client's checklist. */
export const AuditItemInput = z
  .object({
    company: id(),
    year: fiscalYear(),
    title: itemTitle(),
    description: itemDescription().optional(),
    due_date: isoDate().nullable().optional(),
    assignee: id().nullable().optional(),
  })
  .strict();
export type AuditItemInput = z.input<typeof AuditItemInput>;

/** Status of a manual item, due date, assignee; title and description of a custom one. */
export const AuditItemPatch = patchOf(
  z
    .object({
      status: z.enum(AUDIT_STATUSES, { error: 'required' }),
      due_date: isoDate().nullable(),
      assignee: id().nullable(),
      title: itemTitle(),
      description: itemDescription(),
    })
    .partial()
    .strict(),
);
export type AuditItemPatch = z.input<typeof AuditItemPatch>;

/** An accountant of the firm, to assign an item to. */
export const FirmPerson = z.object({ id: z.number().int(), name: z.string() });
