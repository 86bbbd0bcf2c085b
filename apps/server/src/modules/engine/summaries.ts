import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ConnectorError } from '@portal/connectors/errors';
import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { CanonicalSale } from '@portal/connectors/model/sale';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { stagedSales } from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import { syncEntries } from '../../db/schema/sync';
import { postSale } from '../bookkeeping/post-sale';
import type { Posting } from '../bookkeeping/post-sale';
import { postSummary } from '../bookkeeping/post-summary';
import { updateEntry } from '../sync/sync.repository';
import { entryFinish } from './context';
import type { Finish, Outcome, SyncEnv } from './context';
import { checkAndBook } from './ledger-post';
import { elementMarker, summaryMarker } from './markers';
import {
  errorReason,
  joinReasons,
  reason,
  reasonColumns,
  warningReason,
  warningsReason,
} from './reason';
import type { Reason } from './reason';

/**
 * Summary posting (per payout, per day): a sale waits, with its canonical form, until the
 * summary that takes it is booked. A summary's sales are fixed when it is formed (their rows get
 * its key in one transaction) and only then booked under the key's marker, so a retry after a
 * crash books the same set or finds it already booked — never a sale twice, never one lost.
 */
export async function stageSale(
  ctx: AppContext,
  env: SyncEnv,
  entryId: number,
  sale: CanonicalSale,
): Promise<boolean> {
  const inserted = await ctx.db
    .insert(stagedSales)
    .values({
      subscriptionId: env.subscription.id,
      syncEntryId: entryId,
      day: sale.date,
      orderId: sale.orderId ?? sale.sourceId,
      sale,
    })
    .onConflictDoNothing()
    .returning({ id: stagedSales.id });
  if (inserted.length) {
    const waiting =
      env.subscription.postingModel === 'per_payout'
        ? reason('waiting_for_payout', 'Waiting for the payout that settles it')
        : reason('waiting_for_day_summary', `Waiting for the summary voucher of ${sale.date}`, {
            date: sale.date,
          });
    await updateEntry(ctx.db, entryId, { ...reasonColumns(waiting), updatedAt: ctx.clock.now() });
  }
  return inserted.length > 0;
}

async function salesOfKey(db: Db, pool: number[], key: string) {
  return db
    .select({
      entryId: stagedSales.syncEntryId,
      sale: stagedSales.sale,
      orderId: stagedSales.orderId,
    })
    .from(stagedSales)
    .where(and(inArray(stagedSales.subscriptionId, pool), eq(stagedSales.summaryKey, key)));
}

/** Marks every sale of a booked summary with where it went. */
async function finishSales(
  ctx: AppContext,
  entryIds: number[],
  posting: Posting,
  reference: string,
) {
  if (!entryIds.length) return;
  const warned = warningsReason(posting.warnings);
  await ctx.db
    .update(syncEntries)
    .set({
      status: warned ? 'Ambiguous' : 'Success',
      ...reasonColumns(warned),
      targetReference: reference,
      updatedAt: ctx.clock.now(),
    })
    .where(inArray(syncEntries.id, entryIds));
}

const bookSummary = (env: SyncEnv, posting: Posting, key: string) =>
  checkAndBook(env.ledger, posting.documents[0]!, summaryMarker(env.subscription.id, key));

const commonRate = (sales: CanonicalSale[]) => {
  const rates = new Set(sales.map((s) => s.rateToSek));
  return rates.size === 1 ? [...rates][0] : undefined;
};

/**
 * A payment provider's payout takes its shops' waiting sales: while an active shop of the pool
 * has not synced up to the payout's day (a backfill running beside the provider's), the run
 * stops before the payout and is taken up again shortly, so the summary finds the sales instead
 * of leaving each to be booked on its own. A shop that is not Active is not waited for.
 */
async function waitForShops(
  ctx: AppContext,
  env: SyncEnv,
  payoutEntryId: number,
  payout: CanonicalPayout,
) {
  const shops = env.pool.filter((id) => id !== env.subscription.id);
  if (!shops.length) return;
  const behind = await ctx.db
    .select({ application: subscriptions.application })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.id, shops),
        eq(subscriptions.status, 'Active'),
        or(
          isNull(subscriptions.lastProcessedAt),
          lt(subscriptions.lastProcessedAt, new Date(`${payout.date}T00:00:00Z`)),
        ),
      ),
    );
  if (behind.length) {
    const apps = [...new Set(behind.map((b) => b.application))].join(', ');
    const text = `Waiting for the ${apps} sync to reach ${payout.date} before booking payout ${payout.sourceId} with its sales`;
    const params = { apps, date: payout.date, payout: payout.sourceId };
    const waiting = reason('waiting_for_shops', text, params);
    await updateEntry(ctx.db, payoutEntryId, {
      ...reasonColumns(waiting),
      updatedAt: ctx.clock.now(),
    });
    throw new ConnectorError('transient', text);
  }
}

/**
 * Which sales a payout settles: the orders its charges pay and the orders whose refunds it pays
 * back. A dispute, fee or adjustment naming an order takes no sale: its money is not the sale's.
 */
function settledBy(payout: CanonicalPayout) {
  const ordersOf = (type: 'charge' | 'refund') => [
    ...new Set(
      payout.transactions.flatMap((t) => (t.type === type && t.orderId ? [t.orderId] : [])),
    ),
  ];
  return { orders: ordersOf('charge'), refunds: ordersOf('refund') };
}

/**
 * Per-payout model: the payout and the sales it settles, as one voucher whose bank line is the
 * deposit. The sales are this subscription's, or (a payment provider's payout) those its shops
 * in the pool are holding for it; the payout's own row lists the orders it named, so a sale that
 * arrives after its payout was booked is found and booked on its own (`bookLateSales`).
 */
export async function bookSummaryForPayout(
  ctx: AppContext,
  env: SyncEnv,
  payoutEntryId: number,
  payout: CanonicalPayout,
  finish: Finish,
): Promise<Outcome> {
  await waitForShops(ctx, env, payoutEntryId, payout);
  const subscriptionId = env.subscription.id;
  const key = `payout:${payout.sourceId}`;
  const settled = settledBy(payout);
  await ctx.db.transaction(async (tx) => {
    const [formed] = await tx
      .select({ id: stagedSales.id })
      .from(stagedSales)
      .where(and(eq(stagedSales.subscriptionId, subscriptionId), eq(stagedSales.summaryKey, key)))
      .limit(1);
    if (formed) return;
    // the payout's own row marks the summary as formed, even when it settles no staged sale
    await tx.insert(stagedSales).values({
      subscriptionId,
      syncEntryId: payoutEntryId,
      day: payout.date,
      orderId: '',
      sale: { payout: payout.sourceId, ...settled },
      summaryKey: key,
    });
    const named = [
      ['order', settled.orders],
      ['refund', settled.refunds],
    ].flatMap(([kind, ids]) =>
      ids!.length
        ? [
            and(
              sql`${stagedSales.sale}->>'kind' = ${kind}`,
              inArray(stagedSales.orderId, ids as string[]),
            ),
          ]
        : [],
    );
    if (!named.length) return;
    await tx
      .update(stagedSales)
      .set({ summaryKey: key })
      .where(
        and(
          inArray(stagedSales.subscriptionId, env.pool),
          isNull(stagedSales.summaryKey),
          or(...named),
          // a sale in another currency cannot join the voucher: it is booked on its own
          sql`${stagedSales.sale}->>'currency' = ${payout.currency}`,
        ),
      );
  });
  const rows = (await salesOfKey(ctx.db, env.pool, key)).filter((r) => r.entryId !== payoutEntryId);
  const sales = rows.map((r) => r.sale as CanonicalSale);
  let posting: Posting;
  try {
    posting = postSummary({ sales, payout, currency: payout.currency }, env.accounts, {
      rateToSek: payout.rateToSek,
    });
  } catch (error) {
    await finish('Failed', errorReason(error));
    return 'failed';
  }
  const booked = await bookSummary(env, posting, key);
  if ('failed' in booked) {
    await finish('Failed', booked.failed);
    return 'failed';
  }
  await finishSales(
    ctx,
    rows.map((r) => r.entryId),
    posting,
    booked.reference,
  );
  const warned = warningsReason(posting.warnings);
  await finish(warned ? 'Ambiguous' : 'Success', warned, booked.reference);
  if (warned) return 'ambiguous';
  return booked.recovered ? 'recovered' : 'booked';
}

/**
 * Per-day model: every day before `cutoffDay` with sales waiting gets its summary voucher (one
 * per currency); sales that arrive for a day already summarised form a further summary.
 */
export async function bookDaySummaries(ctx: AppContext, env: SyncEnv, cutoffDay: string) {
  const subscriptionId = env.subscription.id;
  await ctx.db.transaction(async (tx) => {
    const groups = await tx.execute(sql`
      SELECT day::text AS day, sale->>'currency' AS currency, min(id) AS first
      FROM staged_sales
      WHERE subscription_id = ${subscriptionId} AND summary_key IS NULL AND day < ${cutoffDay}::date
      GROUP BY day, sale->>'currency'`);
    for (const g of (
      groups as unknown as { rows: { day: string; currency: string; first: number }[] }
    ).rows) {
      await tx.execute(sql`
        UPDATE staged_sales SET summary_key = ${`day:${g.day}:${g.currency}:${g.first}`}
        WHERE subscription_id = ${subscriptionId} AND summary_key IS NULL
          AND day = ${g.day}::date AND sale->>'currency' = ${g.currency}`);
    }
  });
  // every formed day summary whose sales are not booked yet (a crash may have left one)
  const open = await ctx.db.execute(sql`
    SELECT DISTINCT s.summary_key AS key FROM staged_sales s
    JOIN sync_entries e ON e.id = s.sync_entry_id
    WHERE s.subscription_id = ${subscriptionId} AND s.summary_key LIKE 'day:%' AND e.status = 'Pending'
    ORDER BY 1`);
  const counts = { booked: 0, failed: 0 };
  for (const { key } of (open as unknown as { rows: { key: string }[] }).rows) {
    const rows = await salesOfKey(ctx.db, [subscriptionId], key);
    const sales = rows.map((r) => r.sale as CanonicalSale);
    const [, day, currency] = key.split(':');
    const entryIds = rows.map((r) => r.entryId);
    let posting: Posting;
    try {
      posting = postSummary({ sales, date: day, currency: currency! }, env.accounts, {
        rateToSek: commonRate(sales),
      });
    } catch (error) {
      await failSales(ctx, entryIds, errorReason(error));
      counts.failed += rows.length;
      continue;
    }
    const booked = await bookSummary(env, posting, key);
    if ('failed' in booked) {
      await failSales(ctx, entryIds, booked.failed);
      counts.failed += rows.length;
      continue;
    }
    await finishSales(ctx, entryIds, posting, booked.reference);
    counts.booked += rows.length;
  }
  return counts;
}

async function failSales(ctx: AppContext, entryIds: number[], why: Reason) {
  await ctx.db
    .update(syncEntries)
    .set({ status: 'Failed', ...reasonColumns(why), updatedAt: ctx.clock.now() })
    .where(inArray(syncEntries.id, entryIds));
}

/**
 * A sale that arrives after the payout naming its order was booked (the shop's run was behind
 * the provider's) would wait for ever: it is booked on its own instead, against the clearing
 * account the payout already emptied, under the marker a per-order booking would use. Only the
 * sale's own subscription does this, under its run's lease, so no two runs book it at once; its
 * row is claimed from a payout's summary forming at the same moment (one of the two takes it),
 * and a crash after the claim is finished by the next sweep, the marker finding what the ledger
 * already took.
 */
export async function bookLateSales(ctx: AppContext, env: SyncEnv) {
  const late = await ctx.db.execute(sql`
    SELECT s.id, s.subscription_id AS "subscriptionId", s.sync_entry_id AS "entryId", s.sale
    FROM staged_sales s JOIN sync_entries e ON e.id = s.sync_entry_id
    WHERE s.subscription_id = ${env.subscription.id} AND s.order_id <> ''
      AND e.status = 'Pending'
      AND (s.summary_key LIKE 'late:%' OR (s.summary_key IS NULL AND EXISTS (
        SELECT 1 FROM staged_sales p
        WHERE p.subscription_id IN (${sql.join(env.pool, sql`, `)}) AND p.order_id = ''
          AND p.summary_key LIKE 'payout:%'
          AND p.sale->(CASE WHEN s.sale->>'kind' = 'refund' THEN 'refunds' ELSE 'orders' END)
            @> jsonb_build_array(s.order_id))))
    ORDER BY s.id`);
  const counts = { booked: 0, failed: 0 };
  type Late = { id: number; subscriptionId: number; entryId: number; sale: CanonicalSale };
  for (const row of (late as unknown as { rows: Late[] }).rows) {
    // a payout's summary may have taken it since it was read: then it is that summary's
    const claimed = await ctx.db.execute(sql`
      UPDATE staged_sales SET summary_key = ${`late:${row.id}`}
      WHERE id = ${row.id} AND (summary_key IS NULL OR summary_key = ${`late:${row.id}`})
      RETURNING id`);
    if (!(claimed as unknown as { rows: unknown[] }).rows.length) continue;
    const { sale } = row;
    const finish = entryFinish(ctx, row.entryId);
    let posting: Posting;
    try {
      posting = postSale(sale, env.accounts, { rateToSek: sale.rateToSek });
    } catch (error) {
      await finish('Failed', errorReason(error));
      counts.failed += 1;
      continue;
    }
    const marker = elementMarker(row.subscriptionId, sale.source, sale.kind, sale.sourceId);
    const booked = await checkAndBook(env.ledger, posting.documents[0]!, marker);
    if ('failed' in booked) {
      await finish('Failed', booked.failed);
      counts.failed += 1;
      continue;
    }
    // what a person must decide comes first; that it was booked on its own, after
    const note = reason(
      'booked_alone',
      'Booked on its own: the payout that settled it was booked before the sale arrived',
    );
    const reasons = joinReasons([...posting.warnings.map(warningReason), note]);
    await finish(posting.warnings.length ? 'Ambiguous' : 'Success', reasons, booked.reference);
    counts.booked += 1;
  }
  return counts;
}
