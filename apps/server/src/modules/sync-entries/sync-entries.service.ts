import { formatMinor } from '@portal/connectors/money';
import { CONNECTORS } from '@portal/connectors/registry';
import type { EntryDecision, RetryEntriesResult } from '@portal/contracts/schemas/sync-decisions';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscriptions } from '../../db/schema/subscriptions';
import { withDetail, notFound } from '../../http/http-error';
import { accountsOf } from '../bookkeeping/accounts';
import { noRules } from '../engine/context';
import { elementMarker } from '../engine/markers';
import { reason, reasonColumns } from '../engine/reason';
import { openEnv } from '../engine/open-env';
import { queueElements } from '../engine/scheduler';
import { recordEvent, snapshot } from '../events/events.service';
import { retryFreight } from '../shipments/freight';
import { syncProgress } from '../sales/sales-panel.service';
import type { Scope } from '../tenancy/scope';
import {
  entriesToRetry,
  leftOnAccount,
  recordDecision,
  visibleEntry,
} from './sync-entries.repository';
import type { EntryRecord } from './sync-entries.repository';

/** The elements the engine can read again one by one (SPEC §9 e4–e7 sources). */
const RETRIABLE = new Set(['order', 'refund', 'payout']);
/** A shipment's freight bookings, booked again here and now (they need no reading). */
const FREIGHT = new Set(['freight', 'freight_reversal']);

/**
 * Syncs the chosen entries again: one task per subscription with its elements (refunds with
 * their order); a shipment's freight is booked again at once and counted as done or failed.
 * Entries of other kinds are counted as skipped; an id the caller cannot see is a 404 and
 * nothing is queued.
 */
export async function retryEntries(
  ctx: AppContext,
  scope: Scope,
  ids: number[],
  userId: number,
): Promise<RetryEntriesResult> {
  const unique = [...new Set(ids)];
  const rows = await entriesToRetry(ctx.db, scope, unique);
  if (rows.length !== unique.length) throw notFound();
  const bySubscription = new Map<number, { kind: string; id: string; orderId?: string }[]>();
  let skipped = 0;
  const freight = { total: 0, done: 0, failed: 0 };
  for (const row of rows) {
    if (FREIGHT.has(row.kind)) {
      const status = await retryFreightEntry(ctx, row);
      if (status === null) skipped += 1;
      else {
        freight.total += 1;
        if (status === 'Success') freight.done += 1;
        else freight.failed += 1;
      }
      continue;
    }
    if (!RETRIABLE.has(row.kind)) {
      skipped += 1;
      continue;
    }
    const list = bySubscription.get(row.subscriptionId) ?? [];
    list.push({
      kind: row.kind,
      id: row.sourceId,
      ...(row.kind === 'refund' && row.orderId ? { orderId: row.orderId } : {}),
    });
    bySubscription.set(row.subscriptionId, list);
  }
  const tasks: number[] = [];
  for (const [subscriptionId, elements] of bySubscription) {
    const [subscription] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!subscription || subscription.status !== 'Active') {
      skipped += elements.length;
      continue;
    }
    const task = await queueElements(ctx, subscription, elements, {
      trigger: 'manual',
      createdBy: userId,
    });
    tasks.push(task.id);
  }
  const progress = tasks.length
    ? await syncProgress(ctx, scope, tasks)
    : { tasks, total: 0, done: 0, failed: 0, finished: true };
  return {
    ...progress,
    total: progress.total + freight.total,
    done: progress.done + freight.done,
    failed: progress.failed + freight.failed,
    skipped,
  };
}

/** A freight entry booked again under its shipping subscription; null when it has none. */
async function retryFreightEntry(
  ctx: AppContext,
  entry: Pick<EntryRecord, 'id' | 'kind' | 'sourceId' | 'subscriptionId'>,
) {
  const [subscription] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, entry.subscriptionId));
  if (!subscription) return null;
  return retryFreight(ctx, subscription, entry);
}

const DECIDED_KEY = {
  as_proposed: 'decided_as_proposed',
  account: 'decided_account',
  ignored: 'decided_ignored',
} as const;

/**
 * A person's decision on an Ambiguous entry, with a note, in the event log. `account` moves what
 * the element's booking left on suspense to the chosen account with a voucher of its own, booked
 * once under the element's marker; the other two change nothing in the ledger. Either way the
 * entry is settled (Success) and its reason says who decided what.
 */
export async function decideEntry(ctx: AppContext, scope: Scope, id: number, input: EntryDecision) {
  const entry = await visibleEntry(ctx.db, scope, id);
  if (!entry) throw notFound();
  if (entry.status !== 'Ambiguous' || entry.decision)
    throw withDetail(409, 'conflict', 'sync.decision_not_ambiguous');
  const params: Record<string, string | number> = { note: input.note };
  let reference: string | null = null;
  if (input.decision === 'account') {
    const booked = await bookToAccount(ctx, entry, input.account!, input.note);
    reference = booked.reference;
    Object.assign(params, { account: input.account!, amount: booked.amount });
  }
  const now = ctx.clock.now();
  const texts: Record<string, string> = {
    as_proposed: `Decided: booked as proposed. ${input.note}`,
    account: `Decided: moved to account ${input.account}. ${input.note}`,
    ignored: `Decided: ignored. ${input.note}`,
  };
  await ctx.db.transaction(async (tx) => {
    const row = await recordDecision(tx, id, {
      status: 'Success',
      decision: input.decision,
      decisionAccount: input.decision === 'account' ? input.account! : null,
      decisionNote: input.note,
      decidedBy: scope.actorId,
      decidedAt: now,
      ...reasonColumns(reason(DECIDED_KEY[input.decision], texts[input.decision]!, params)),
      ...(reference
        ? { targetReference: `${entry.targetReference ?? ''} ${reference}`.trim() }
        : {}),
      updatedAt: now,
    });
    if (!row) throw withDetail(409, 'conflict', 'sync.decision_not_ambiguous');
    await recordEvent(tx, scope, now, {
      entity: 'sync_entry',
      entityId: id,
      action: `decided_${input.decision}`,
      oldData: snapshot(entry),
      newData: snapshot(row),
    });
  });
}

/** Books the move from suspense to `account` for the entry's subscription; once per entry. */
async function bookToAccount(ctx: AppContext, entry: EntryRecord, account: string, note: string) {
  const [subscription] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, entry.subscriptionId));
  if (!subscription) throw notFound();
  const suspense = accountsOf(subscription).suspense;
  const left = await leftOnAccount(ctx.db, entry, suspense);
  if (left.net === 0) throw withDetail(409, 'conflict', 'sync.decision_nothing_on_suspense');
  const amount = Math.abs(left.net);
  // what waits as a debit on suspense is credited away, and the other way round
  const toAccount = left.net > 0 ? { debit: amount, credit: 0 } : { debit: 0, credit: amount };
  const fromSuspense = left.net > 0 ? { debit: 0, credit: amount } : { debit: amount, credit: 0 };
  const env = await openEnv(ctx, CONNECTORS, subscription, noRules).catch(() => {
    throw withDetail(409, 'conflict', 'sync.decision_no_connection');
  });
  const description = `Beslut ${entry.referenceNumber}: ${note}`.slice(0, 200);
  try {
    const booked = await env.ledger.bookOnce(
      {
        type: 'voucher',
        date: ctx.clock.now().toISOString().slice(0, 10),
        description,
        currency: left.currency ?? 'SEK',
        rows: [
          { account, ...toAccount, description },
          { account: suspense, ...fromSuspense, description },
        ],
      },
      `${elementMarker(entry.subscriptionId, entry.source, entry.kind, entry.sourceId)}:decision`,
    );
    return { reference: booked.reference, amount: formatMinor(amount, left.currency ?? 'SEK') };
  } catch (error) {
    ctx.log.warn({ err: error, entry: entry.id }, 'decision voucher not booked');
    throw withDetail(502, 'server_error', 'sync.decision_not_booked');
  }
}
