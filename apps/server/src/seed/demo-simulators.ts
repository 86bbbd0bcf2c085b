import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import { createShopifySimulator } from '@portal/simulators/shopify/server';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import { and, eq, notExists } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema/companies';
import { connections } from '../db/schema/engine';
import { subscriptions } from '../db/schema/subscriptions';
import {
  insertConnection,
  pointSimulatedConnections,
} from '../modules/engine/connections.repository';

/** The demo's simulated accounts: credentials the in-process simulators accept. */
export const DEMO_PROVIDERS = {
  shopify: {
    shop: 'norrsken',
    access_token: 'shpat_demo_norrsken',
    webhook_secret: 'demo-shopify-secret',
  },
  woocommerce: {
    consumer_key: 'ck_demo_norrsken',
    consumer_secret: 'cs_demo_norrsken',
    webhook_secret: 'demo-woo-secret',
  },
  fortnox: { access_token: 'fortnox-demo-norrsken' },
} as const;

const DEMO_ORGANISATION = '556677-8899';

/**
 * Gives the demo company's subscriptions their simulated connections, once (the seed made the
 * subscriptions; data directories seeded before the engine existed get them here too).
 */
export async function ensureDemoConnections(ctx: AppContext) {
  const rows = await ctx.db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(
      and(
        eq(companies.organizationNumber, DEMO_ORGANISATION),
        notExists(
          ctx.db.select().from(connections).where(eq(connections.subscriptionId, subscriptions.id)),
        ),
      ),
    );
  for (const { subscription } of rows) {
    const app = subscription.application as 'shopify' | 'woocommerce';
    if (!(app in DEMO_PROVIDERS)) continue;
    await insertConnection(ctx.db, {
      subscriptionId: subscription.id,
      side: 'app',
      connectorId: app,
      baseUrl: 'http://127.0.0.1:0',
      credentials: { ...DEMO_PROVIDERS[app] },
      simulated: true,
    });
    if (subscription.accounting === 'fortnox') {
      await insertConnection(ctx.db, {
        subscriptionId: subscription.id,
        side: 'accounting',
        connectorId: 'fortnox',
        baseUrl: 'http://127.0.0.1:0',
        credentials: { ...DEMO_PROVIDERS.fortnox },
        simulated: true,
      });
    }
  }
}

/**
 * `npm start`: Shopify, WooCommerce and Fortnox simulators in this process, the demo's
 * connections pointed at them, their webhooks at this portal, and a new order in each shop every
 * `orderSeconds` (a Shopify payout now and then), so a newcomer watches bookkeeping happen.
 */
export async function startDemoSimulators(
  ctx: AppContext,
  options: { portalUrl: string; orderSeconds?: number },
) {
  const shopify = await createShopifySimulator({
    shops: [
      { token: DEMO_PROVIDERS.shopify.access_token, domain: 'norrsken', orders: 40, days: 6 },
    ],
    seed: 2026,
  });
  const woo = await createWooSimulator({
    stores: [
      {
        key: DEMO_PROVIDERS.woocommerce.consumer_key,
        secret: DEMO_PROVIDERS.woocommerce.consumer_secret,
        orders: 30,
      },
    ],
    seed: 2026,
  });
  const fortnox = await createFortnoxSimulator({ tokens: [DEMO_PROVIDERS.fortnox.access_token] });
  await ensureDemoConnections(ctx);
  await pointSimulatedConnections(ctx.db, 'shopify', shopify.url);
  await pointSimulatedConnections(ctx.db, 'woocommerce', woo.url);
  await pointSimulatedConnections(ctx.db, 'fortnox', fortnox.url);

  const hooks = await ctx.db
    .select({ id: connections.subscriptionId, connectorId: connections.connectorId })
    .from(connections)
    .where(and(eq(connections.simulated, true), eq(connections.side, 'app')));
  for (const hook of hooks) {
    const address = `${options.portalUrl}/api/webhooks/${hook.id}/`;
    if (hook.connectorId === 'shopify') {
      shopify.state.subscribeWebhooks(DEMO_PROVIDERS.shopify.access_token, {
        address,
        secret: DEMO_PROVIDERS.shopify.webhook_secret,
      });
    } else if (hook.connectorId === 'woocommerce') {
      woo.state.subscribeWebhooks(DEMO_PROVIDERS.woocommerce.consumer_key, {
        address,
        secret: DEMO_PROVIDERS.woocommerce.webhook_secret,
      });
    }
  }

  let tick = 0;
  const timer = setInterval(
    () => {
      tick += 1;
      try {
        shopify.state.addOrders(DEMO_PROVIDERS.shopify.access_token, 1);
        woo.state.addOrders(DEMO_PROVIDERS.woocommerce.consumer_key, 1);
        if (tick % 10 === 0) shopify.state.settle(DEMO_PROVIDERS.shopify.access_token);
      } catch (error) {
        ctx.log.warn({ err: error }, 'demo order generation failed');
      }
    },
    (options.orderSeconds ?? 30) * 1000,
  );
  timer.unref();
  ctx.log.info(
    { shopify: shopify.url, woocommerce: woo.url, fortnox: fortnox.url },
    'demo simulators running',
  );
  return {
    async close() {
      clearInterval(timer);
      await Promise.all([shopify.close(), woo.close(), fortnox.close()]);
    },
  };
}
