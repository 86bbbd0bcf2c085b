import { ConnectorError } from '@portal/connectors/errors';
import type { LedgerSession, AppSession } from '@portal/connectors/sdk/connector';
import type { AppContext } from '../../context';
import { updateEntry } from '../sync/sync.repository';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import type { AccountMapping } from '../bookkeeping/accounts';
import { reason, reasonColumns } from './reason';
import type { Reason } from './reason';

/** A rule's outcome; a failure names the rule and its reason in English ("Custom rule 7: …"). */
export type RuleOutcome =
  { ok: true; output: unknown } | { ok: false; ruleId: number; reason: string };

/** Runs the custom rules of one entry point (SPEC §9 e1–e8) over the data built there. */
export type RuleHook = (entryPoint: string, data: unknown) => Promise<RuleOutcome>;

/** Errors that stop the run (retried later as a whole) rather than fail one element. */
export function stopsTheRun(error: unknown): boolean {
  return error instanceof ConnectorError && (error.retryable || error.code === 'auth');
}

export const noRules: RuleHook = async (_entryPoint, data) => ({ ok: true, output: data });

/** What a ledger keeps besides documents: the shop's articles and the buyers (e1–e3). */
export type LedgerRecords = Pick<
  LedgerSession,
  'upsertArticle' | 'articlesChanged' | 'article' | 'ensureCustomer'
>;

/** Everything one subscription's sync needs, opened once per run. */
export interface SyncEnv {
  subscription: SubscriptionRow;
  /** the app connector's id, the `source` of every element */
  source: string;
  app: AppSession;
  ledger: LedgerSession;
  /** the ledger's articles and customers, where it keeps them (not SIE files) */
  records: LedgerRecords | null;
  /** the ledger's name as people know it, for reasons (Fortnox, Visma eEkonomi, SIE) */
  ledgerName: string;
  /** the ledger keeps customer invoices (Fortnox), so orders may be booked as invoices */
  ledgerTakesInvoices: boolean;
  accounts: AccountMapping;
  rules: RuleHook;
  /**
   * Summary per payout: the subscriptions whose waiting sales and payouts this one shares, itself
   * first — a shop and the payment providers that settle its orders (same company and ledger).
   */
  pool: number[];
}

export type Outcome = 'booked' | 'recovered' | 'duplicate' | 'staged' | 'failed' | 'ambiguous';

/** A failed rule as the element's reason, its own words kept as a parameter. */
export function ruleReason(outcome: { ruleId: number; reason: string }): Reason {
  const message = outcome.reason.replace(`Custom rule ${outcome.ruleId}: `, '');
  return reason('rule_failed', outcome.reason, { rule: outcome.ruleId, message });
}

/** Records an element's final state on its sync entry; null: no reason (booked as it is). */
export type Finish = (
  status: 'Success' | 'Failed' | 'Ambiguous',
  reason: Reason | null,
  target?: string,
) => Promise<void>;

/** The Finish of one sync entry: its status, the reason (text cut to 2,000), where it went. */
export function entryFinish(
  ctx: AppContext,
  entryId: number,
  extra: { eventType?: string } = {},
): Finish {
  return async (status, why, target) => {
    await updateEntry(ctx.db, entryId, {
      status,
      ...reasonColumns(why),
      ...(target ? { targetReference: target } : {}),
      ...extra,
      updatedAt: ctx.clock.now(),
    });
  };
}
