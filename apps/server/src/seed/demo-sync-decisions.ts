import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/subscriptions';
import { syncEntries } from '../db/schema/sync';

/**
 * Two Klarna payouts of Skärgårdens Kaffe that did not match their transactions, waiting for
 * in-house staff to decide on them in the sync entry report (book as proposed, to an account, or
 * ignore).
 */
export async function seedDemoSyncDecisions(db: Db, companyId: number, now: Date) {
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.application, 'shopify')));
  if (!subscription) return;
  const payout = (id: string, payout: string, listed: string, difference: string) => ({
    subscriptionId: subscription.id,
    companyId,
    source: 'klarna',
    sourceId: id,
    kind: 'payout',
    eventType: 'payout.paid',
    elementType: 'e7',
    referenceNumber: id,
    status: 'Ambiguous',
    reason: `The payout is ${payout}, its transactions less fees ${listed}: ${difference} is left on 1689 until a person decides`,
    reasonKey: 'engine.reason.payout_mismatch',
    reasonParams: { payout, listed, difference, account: '1689' },
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(syncEntries)
    .values([
      payout('KP-DEMO-1041', '12 480.00 SEK', '12 600.00 SEK', '120.00 SEK'),
      payout('KP-DEMO-1042', '8 930.50 SEK', '8 930.00 SEK', '0.50 SEK'),
    ]);
}
