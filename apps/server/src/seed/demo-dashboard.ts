import type { Db } from '../db/client';
import { periodicTasks } from '../db/schema/engine';
import { syncEntries } from '../db/schema/sync';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the demo's booked history goes: within the months its billing says it ran. */
const HISTORY_DAYS = 90;
/** Far from the simulators' order ids, so the live sync never meets these. */
const FIRST_ID = 900_000;

interface DemoSubscription {
  id: number;
  companyId: number;
  application: string;
}

type Entry = typeof syncEntries.$inferInsert;

function entryMaker() {
  let next = FIRST_ID;
  return (subscription: DemoSubscription, status: string, updatedAt: Date, reason = ''): Entry => {
    const id = String(next++);
    return {
      subscriptionId: subscription.id,
      companyId: subscription.companyId,
      source: subscription.application,
      sourceId: id,
      kind: 'order',
      eventType: 'created',
      elementType: 'e7',
      referenceNumber: `#${id}`,
      status,
      reason,
      targetReference: status === 'Success' ? `A ${id.slice(-4)}` : null,
      createdAt: updatedAt,
      updatedAt,
    };
  };
}

/** A few booked orders on each past day (a steady, uneven pattern: no randomness in a seed). */
function history(
  entry: ReturnType<typeof entryMaker>,
  subscription: DemoSubscription,
  perDay: (day: number) => number,
  now: Date,
  untilDaysAgo = 1,
): Entry[] {
  const entries: Entry[] = [];
  for (let day = HISTORY_DAYS; day >= untilDaysAgo; day--) {
    for (let n = 0; n < perDay(day); n++) {
      const at = new Date(now.getTime() - day * DAY + (((n * 5 + day) % 11) - 5) * HOUR);
      entries.push(entry(subscription, 'Success', at));
    }
  }
  return entries;
}

/**
 * What the dashboards show a newcomer beyond the live sync of `npm start` (issue 13): months of
 * booked orders behind the owner's two subscriptions and a few elements that failed; and at
 * Lindqvist Bygg, the partner accountant's client, a shop whose keys stopped working yesterday —
 * failed sync runs, failed elements and a subscription in Error.
 */
export async function seedDemoDashboard(
  db: Db,
  demo: { shop: DemoSubscription; sieShop: DemoSubscription; byggCompanyId: number },
  now: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const entry = entryMaker();
  const refused = 'WooCommerce refused the API keys (401): the keys were revoked in the shop.';
  const bygg = await insertSubscription(db, {
    companyId: demo.byggCompanyId,
    application: 'woocommerce',
    accounting: 'fortnox',
    status: 'Error',
    statusReason: refused,
    isLive: true,
    startDate: ago(HISTORY_DAYS * DAY)
      .toISOString()
      .slice(0, 10),
    lastProcessedAt: ago(26 * HOUR),
    activatedAt: ago(HISTORY_DAYS * DAY),
    createdAt: ago(HISTORY_DAYS * DAY),
  });
  const byggShop = { id: bygg.id, companyId: bygg.companyId, application: 'woocommerce' };

  const entries = [
    ...history(entry, demo.shop, (day) => 3 + ((day * 7) % 6), now),
    ...history(entry, demo.sieShop, (day) => 2 + ((day * 5) % 4), now),
    ...history(entry, byggShop, (day) => 1 + ((day * 3) % 5), now, 2),
    entry(
      demo.sieShop,
      'Failed',
      ago(3 * HOUR),
      'The order has VAT at 7 %, which has no account in the mapping.',
    ),
    entry(demo.sieShop, 'Failed', ago(9 * HOUR), 'The order has no rows to book.'),
    entry(
      demo.sieShop,
      'Ambiguous',
      ago(26 * HOUR),
      'The order total differs from its rows by 0.50 SEK.',
    ),
    entry(byggShop, 'Failed', ago(25 * HOUR), 'Fortnox refused the voucher: the period is locked.'),
    entry(byggShop, 'Failed', ago(25 * HOUR), 'Fortnox refused the voucher: the period is locked.'),
  ];
  for (let i = 0; i < entries.length; i += 500)
    await db.insert(syncEntries).values(entries.slice(i, i + 500));

  // the scheduled runs that failed before the subscription went to Error
  await db.insert(periodicTasks).values(
    [23, 22, 21].map((hours) => ({
      name: 'sync_subscription',
      trigger: 'schedule',
      syncType: 'incremental',
      status: 'failure',
      subscriptionId: bygg.id,
      companyId: bygg.companyId,
      kwargs: { subscription_id: bygg.id },
      result: refused,
      createdAt: ago(hours * HOUR),
      startedAt: ago(hours * HOUR),
      completedAt: ago(hours * HOUR - 2000),
    })),
  );
}
