import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulatorOptions } from '@portal/simulators/fortnox/server';
import { createShopifySimulator } from '@portal/simulators/shopify/server';
import type { ShopifySimulatorOptions } from '@portal/simulators/shopify/server';
import type { Db } from '../../../db/client';
import { createUser } from '../../../test/fixtures';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertConnection } from '../connections.repository';

export const SHOP_TOKEN = 'shpat_world';
export const LEDGER_TOKEN = 'fortnox-world';

/**
 * A shop and a ledger as the tests and benchmarks see them: Shopify and Fortnox simulators and
 * one Active Shopify → Fortnox subscription connected to them.
 */
export async function startWorld(
  db: Db,
  options: {
    orders: number;
    shopify?: ShopifySimulatorOptions;
    fortnox?: FortnoxSimulatorOptions;
    postingModel?: 'per_order' | 'per_payout' | 'per_day';
    bookAs?: 'voucher' | 'invoice';
    /** e2: what the ledger writes back to the shop */
    articleWriteBack?: 'none' | 'price' | 'stock' | 'both';
    email?: string;
  },
) {
  const shop = await createShopifySimulator({
    shops: [{ token: SHOP_TOKEN, orders: options.orders, days: 5, history: false }],
    throttle: false,
    ...options.shopify,
  });
  const ledger = await createFortnoxSimulator({
    tokens: [LEDGER_TOKEN],
    rateLimit: false,
    ...options.fortnox,
  });
  const email = options.email ?? 'world@shop.se';
  const owner = await createUser(db, { email, companies: ['556900-0001'] });
  const companyId = (await companiesOfUser(db, owner.id))[0]!.id;
  const subscription = await insertSubscription(db, {
    companyId,
    application: 'shopify',
    accounting: 'fortnox',
    status: 'Active',
    postingModel: options.postingModel ?? 'per_order',
    bookAs: options.bookAs ?? 'voucher',
    articleWriteBack: options.articleWriteBack ?? 'none',
    startDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
  });
  await insertConnection(db, {
    subscriptionId: subscription.id,
    side: 'app',
    connectorId: 'shopify',
    baseUrl: shop.url,
    credentials: { shop: 'butik', access_token: SHOP_TOKEN, webhook_secret: 'x-secret' },
  });
  await insertConnection(db, {
    subscriptionId: subscription.id,
    side: 'accounting',
    connectorId: 'fortnox',
    baseUrl: ledger.url,
    credentials: { access_token: LEDGER_TOKEN },
  });
  /** how many times each of our markers is in the ledger */
  const bookedPerMarker = () => {
    const counts = new Map<string, number>();
    for (const v of ledger.state.tenant(LEDGER_TOKEN)!.vouchers) {
      if (v.Comments?.startsWith('portal:'))
        counts.set(v.Comments, (counts.get(v.Comments) ?? 0) + 1);
    }
    return counts;
  };
  return {
    shop,
    ledger,
    subscription,
    bookedPerMarker,
    close: async () => {
      await shop.close();
      await ledger.close();
    },
  };
}
