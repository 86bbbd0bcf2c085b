import { z } from 'zod';
import { SyncEntryStatus } from './sync';
import { isoMonth, queryId } from '../validation';

/** An amount in SEK as a decimal string with two decimals ("-12.50"). */
const Money = z.string();

export const ReconciliationQuery = z.object({
  /** the company the caller acts in when left out */
  company_id: queryId().optional(),
  /** YYYY-MM; the current month when left out */
  month: isoMonth().optional(),
});
export type ReconciliationQuery = z.infer<typeof ReconciliationQuery>;

/** What an account is for in the payout flow (a subscription's account mapping). */
export const ACCOUNT_ROLES = [
  'clearing',
  'bank',
  'fees',
  'disputes',
  'suspense',
  'exchange',
] as const;
export const AccountRole = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof AccountRole>;

/** One account's month: what it held before, what moved, what it holds after. */
export const AccountMovement = z.object({
  account: z.string(),
  name: z.string(),
  role: AccountRole,
  opening: Money,
  debit: Money,
  credit: Money,
  closing: Money,
});
export type AccountMovement = z.infer<typeof AccountMovement>;

/** A payout booked in the month: its deposit, fees, and whether it matched its transactions. */
export const ReconciledPayout = z.object({
  subscription_id: z.number().int(),
  source: z.string(),
  payout_id: z.string(),
  date: z.string(),
  reference: z.string(),
  deposit: Money,
  fees: Money,
  /** what was left on suspense: zero when the payout matched its transactions */
  difference: Money,
  status: SyncEntryStatus.nullable(),
  reason: z.string(),
});
export type ReconciledPayout = z.infer<typeof ReconciledPayout>;

/** An element a person must look at: Ambiguous or Failed, with the reason. */
export const ReconciliationIssue = z.object({
  sync_entry_id: z.number().int(),
  subscription_id: z.number().int(),
  source: z.string(),
  kind: z.string(),
  source_id: z.string(),
  reference_number: z.string(),
  status: SyncEntryStatus,
  reason: z.string(),
  updated_at: z.string(),
});
export type ReconciliationIssue = z.infer<typeof ReconciliationIssue>;

/**
 * Per day of the month, on the clearing accounts: what sales put on (net of their own rows),
 * what refunds took back, and what payouts settled (net of the refunds a payout withheld).
 */
export const ClearingDay = z.object({
  day: z.string(),
  sold: Money,
  refunded: Money,
  settled: Money,
});

/**
 * The discrepancy report (SPEC: "Reports and discrepancy report") of one company and month,
 * from what the engine booked in its ledgers: clearing accounts that should come to zero, every
 * payout with its difference, and the elements that need a person.
 */
export const Reconciliation = z.object({
  company_id: z.number().int(),
  month: z.string(),
  currency: z.literal('SEK'),
  documents: z.number().int(),
  /** every booked document balanced */
  balanced: z.boolean(),
  accounts: z.array(AccountMovement),
  /** the clearing accounts' closing balance together: what providers owed at the month's end */
  clearing_closing: Money,
  /** of that, what payouts after the month's end have settled since */
  clearing_settled_since: Money,
  /** what is still open of the month's closing balance: zero once every payout is in */
  clearing_open: Money,
  payouts: z.array(ReconciledPayout),
  /** how many elements need a person (GET reconciliation/issues/ pages them) */
  issues_count: z.number().int(),
  days: z.array(ClearingDay),
});
export type Reconciliation = z.infer<typeof Reconciliation>;
