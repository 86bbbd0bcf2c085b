import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema/companies';
import { subscriptions } from '../db/schema/subscriptions';
import { syncEntries } from '../db/schema/sync';

/**
 * What a shop does after the books were written, for the three-way report to find: once the
 * demo has booked Fjällbutiken's first paid order of the month, its merchant adds a surcharge
 * to it by hand. The shop's total grows; the ledger and Stripe keep what they had, so the
 * report shows the order booked (and paid) with another amount, and why.
 */
export function editBookedOrderOnce(
  ctx: AppContext,
  woo: WooSimulator,
  storeKey: string,
  organisationNumber: string,
) {
  let done = false;
  return async () => {
    if (done) return;
    const store = woo.state.stores.get(storeKey);
    const first = store?.orders
      .filter((o) => o.paidAt !== null && o.refunds.length === 0 && o.currency === 'SEK')
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    if (!first) return;
    const [entry] = await ctx.db
      .select({ status: syncEntries.status })
      .from(syncEntries)
      .innerJoin(subscriptions, eq(subscriptions.id, syncEntries.subscriptionId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .where(
        and(
          eq(companies.organizationNumber, organisationNumber),
          eq(subscriptions.application, 'woocommerce'),
          eq(syncEntries.kind, 'order'),
          eq(syncEntries.sourceId, String(first.id)),
        ),
      );
    if (entry?.status !== 'Success') return;
    done = true;
    woo.state.addFee(storeKey, first.id, {
      name: 'Expressfrakt (tillagd i efterhand)',
      gross: 4_900,
      ratePercent: 25,
    });
    ctx.log.info({ order: first.id }, 'demo: a booked order was changed in the shop');
  };
}
