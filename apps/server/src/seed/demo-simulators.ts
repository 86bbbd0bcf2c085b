import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import { createKlarnaSimulator } from '@portal/simulators/klarna/server';
import { playShopMonth } from '@portal/simulators/scenarios/shop-month';
import { createShopifySimulator } from '@portal/simulators/shopify/server';
import type { SimulatorState as ShopifySimulatorState } from '@portal/simulators/shopify/state';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import { createVismaSimulator } from '@portal/simulators/visma/server';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import { createSendcloudSimulator } from '@portal/simulators/sendcloud/server';
import type { SendcloudSimulator } from '@portal/simulators/sendcloud/server';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema/companies';
import { connections } from '../db/schema/engine';
import { subscriptions } from '../db/schema/subscriptions';
import type { SubscriptionRow } from '../db/schema/subscriptions';
import {
  insertConnection,
  pointSimulatedConnections,
} from '../modules/engine/connections.repository';
import { openCredentials } from '../lib/credentials-cipher';
import { setDemoEndpoint } from '../lib/demo-endpoints';
import { demoMonthStart } from './demo';
import { seedDemoLedgers } from './demo-ledger';
import { editBookedOrderOnce } from './demo-edits';
import { KUSTENS, KUSTENS_REVOKED } from './demo-sync-health';
import { ensureDemoShipping, seedDemoShipments } from './demo-shipments';

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

/**
 * Norrsken's Sendcloud integration on the simulator (ADR 042): status webhooks are signed with
 * the secret key (HMAC-SHA256 of the body, `Sendcloud-Signature`).
 */
export const DEMO_SENDCLOUD = {
  public_key: 'sc_public_demo_norrsken',
  secret_key: 'sc_secret_demo_norrsken_5f2e',
} as const;

/** Fjällbutiken's shop, its payment providers and its Visma eEkonomi company. */
export const DEMO_PAYMENTS = {
  woocommerce: {
    consumer_key: 'ck_demo_fjall',
    consumer_secret: 'cs_demo_fjall',
    webhook_secret: 'demo-fjall-woo-secret',
  },
  stripe: { secret_key: 'sk_test_demo_fjall', webhook_secret: 'whsec_demo_fjall' },
  klarna: { username: 'K_demo_fjall', password: 'demo-fjall-klarna' },
  visma: { access_token: 'visma-demo-fjall' },
} as const;

/** The portal's own Stripe account in the demo: card payments through its Checkout (ADR 018). */
export const DEMO_CHECKOUT = {
  secret_key: 'sk_test_demo_portal',
  webhook_secret: 'whsec_demo_portal',
} as const;

const NORRSKEN = '556677-8899';
const FJALL = '559123-4567';

/**
 * Fjällbutiken's own Fortnox company, reached only through "Connect with Fortnox" (ADR 020): a
 * new subscription of the sandbox company books there, never into Norrsken's books.
 */
const FORTNOX_FJALL = 'fortnox-demo-fjall';

/** The simulated connection of each side of a demo subscription, by company and system. */
const DEMO_CONNECTIONS: Record<string, Record<string, Record<string, string>>> = {
  [NORRSKEN]: {
    shopify: DEMO_PROVIDERS.shopify,
    woocommerce: DEMO_PROVIDERS.woocommerce,
    fortnox: DEMO_PROVIDERS.fortnox,
    sendcloud: DEMO_SENDCLOUD,
  },
  [FJALL]: DEMO_PAYMENTS,
  // a revoked key: the Stripe simulator refuses it (401), so this subscription errors
  [KUSTENS.organisationNumber]: KUSTENS_REVOKED,
};

/**
 * Gives the demo company's subscriptions their simulated connections, once (the seed made the
 * subscriptions; data directories seeded before the engine existed get them here too).
 */
export async function ensureDemoConnections(ctx: AppContext) {
  const rows = await ctx.db
    .select({ subscription: subscriptions, organisation: companies.organizationNumber })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(
      and(
        inArray(companies.organizationNumber, Object.keys(DEMO_CONNECTIONS)),
        notExists(
          ctx.db.select().from(connections).where(eq(connections.subscriptionId, subscriptions.id)),
        ),
      ),
    );
  for (const { subscription, organisation } of rows) {
    const systems = DEMO_CONNECTIONS[organisation]!;
    const app = systems[subscription.application];
    const ledger = systems[subscription.accounting];
    if (!app) continue;
    const connect = (side: 'app' | 'accounting', connectorId: string, credentials: object) =>
      insertConnection(ctx.db, {
        subscriptionId: subscription.id,
        side,
        connectorId,
        baseUrl: 'http://127.0.0.1:0',
        credentials: { ...credentials },
        simulated: true,
      });
    await connect('app', subscription.application, app);
    if (ledger) await connect('accounting', subscription.accounting, ledger);
  }
}

/**
 * `npm start`: Shopify, WooCommerce, Fortnox and Sendcloud simulators in this process, the demo's
 * connections pointed at them, their webhooks at this portal, and a new order in each shop every
 * `orderSeconds` (a Shopify payout and a price change now and then), so a newcomer watches
 * bookkeeping happen. The shops' products and variants become the ledgers' articles (ADR 024).
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
      {
        key: DEMO_PAYMENTS.woocommerce.consumer_key,
        secret: DEMO_PAYMENTS.woocommerce.consumer_secret,
        orders: 0,
        profile: 'plain',
        payments: ['stripe', 'kco'],
      },
    ],
    seed: 2026,
  });
  const fortnox = await createFortnoxSimulator({
    tokens: [DEMO_PROVIDERS.fortnox.access_token, FORTNOX_FJALL],
  });
  // the consent page names each company as the portal does
  fortnox.state.tenants.get(DEMO_PROVIDERS.fortnox.access_token)!.company = {
    name: 'Norrsken Handel AB',
    organisationNumber: NORRSKEN,
  };
  fortnox.state.tenants.get(FORTNOX_FJALL)!.company = {
    name: 'Fjällbutiken i Åre AB',
    organisationNumber: FJALL,
  };
  const stripe = await createStripeSimulator({
    keys: [DEMO_PAYMENTS.stripe.secret_key],
    seed: 2026,
  });
  const klarna = await createKlarnaSimulator({ merchant: { ...DEMO_PAYMENTS.klarna }, seed: 2026 });
  const visma = await createVismaSimulator({ tokens: [DEMO_PAYMENTS.visma.access_token] });
  Object.assign(visma.state.companies.get(DEMO_PAYMENTS.visma.access_token)!.settings, {
    Name: 'Fjällbutiken i Åre AB',
    CorporateIdentityNumber: FJALL,
  });
  // the portal's own account is not a customer's: a simulator of its own (no STRIPE_SECRET_KEY)
  const checkout = ctx.config.stripe.secretKey
    ? undefined
    : await startDemoCheckout(ctx, options.portalUrl);
  // Fjällbutiken's month so far: orders paid by card and Klarna, refunds, a chargeback, and the
  // providers' payouts (one of them 2.50 kr short, for the discrepancy report)
  const now = new Date();
  const start = demoMonthStart(now);
  const days = Math.floor((now.getTime() - start.getTime()) / 86_400_000);
  playShopMonth({
    woo: woo.state,
    wooKey: DEMO_PAYMENTS.woocommerce.consumer_key,
    stripe: stripe.state,
    klarna: klarna.state,
    start,
    days,
    ordersPerDay: 4,
    seed: 2026,
    skew: { day: 17, minor: -250 },
    disputeDay: 12,
  });

  const sendcloud = await createSendcloudSimulator({
    accounts: [{ publicKey: DEMO_SENDCLOUD.public_key, secretKey: DEMO_SENDCLOUD.secret_key }],
    seed: 2026,
  });
  const shipping = await ensureDemoShipping(ctx);

  await ensureDemoConnections(ctx);
  const simulators = { shopify, woocommerce: woo, fortnox, stripe, klarna, visma, sendcloud };
  for (const [connectorId, simulator] of Object.entries(simulators)) {
    await pointSimulatedConnections(ctx.db, connectorId, simulator.url);
    setDemoEndpoint(connectorId, simulator.url);
  }
  await seedDemoLedgers(ctx, { fortnox, visma });
  // the demo's shipments are bought in the background, so the portal starts at once
  const shipments = shipping
    ? demoShipments(ctx, shipping, sendcloud, options.portalUrl)
    : Promise.resolve();

  const hooks = await ctx.db
    .select({
      id: connections.subscriptionId,
      connectorId: connections.connectorId,
      credentials: connections.credentials,
    })
    .from(connections)
    .where(and(eq(connections.simulated, true), eq(connections.side, 'app')));
  for (const hook of hooks) {
    const address = `${options.portalUrl}/api/webhooks/${hook.id}/`;
    const credentials = openCredentials(hook.credentials);
    const secret = credentials.webhook_secret ?? '';
    if (hook.connectorId === 'shopify') {
      shopify.state.subscribeWebhooks(credentials.access_token ?? '', { address, secret });
    } else if (hook.connectorId === 'woocommerce') {
      woo.state.subscribeWebhooks(credentials.consumer_key ?? '', { address, secret });
    } else if (hook.connectorId === 'stripe') {
      stripe.webhooks.register(address, secret);
    }
  }

  const editOnce = editBookedOrderOnce(ctx, woo, DEMO_PAYMENTS.woocommerce.consumer_key, FJALL);
  let tick = 0;
  const timer = setInterval(
    () => {
      tick += 1;
      editOnce().catch((error) => ctx.log.warn({ err: error }, 'demo order edit failed'));
      try {
        shopify.state.addOrders(DEMO_PROVIDERS.shopify.access_token, 1);
        woo.state.addOrders(DEMO_PROVIDERS.woocommerce.consumer_key, 1);
        if (tick % 10 === 0) shopify.state.settle(DEMO_PROVIDERS.shopify.access_token);
        // now and then the merchant changes a variant's price: the next run updates its article
        if (tick % 20 === 0) repriceVariant(shopify, tick % 40 === 0 ? -1000 : 1000);
      } catch (error) {
        ctx.log.warn({ err: error }, 'demo order generation failed');
      }
    },
    (options.orderSeconds ?? 30) * 1000,
  );
  timer.unref();
  ctx.log.info(
    Object.fromEntries(Object.entries(simulators).map(([id, sim]) => [id, sim.url])),
    'demo simulators running',
  );
  return {
    /** settles when the demo's shipments are bought (first start only) */
    shipments,
    async close() {
      clearInterval(timer);
      await shipments;
      await Promise.all(Object.values(simulators).map((sim) => sim.close()));
      await checkout?.close();
    },
  };
}

/** Norrsken's Sendcloud webhooks point at the portal, and its shipments are bought once. */
async function demoShipments(
  ctx: AppContext,
  shipping: SubscriptionRow,
  sendcloud: SendcloudSimulator,
  portalUrl: string,
) {
  sendcloud.state.setWebhook(
    DEMO_SENDCLOUD.public_key,
    `${portalUrl}/api/webhooks/${shipping.id}/`,
  );
  const started = Date.now();
  try {
    const made = await seedDemoShipments(ctx, shipping, sendcloud, DEMO_SENDCLOUD.public_key);
    if (made) ctx.log.info({ made, ms: Date.now() - started }, 'demo shipments bought');
  } catch (error) {
    ctx.log.warn({ err: error }, 'demo shipments failed');
  }
}

/**
 * A price change of the demo shop's first product with variants (its second variant), as a
 * merchant makes it: its article in Fortnox follows on the next run (e1, ADR 024).
 */
function repriceVariant(shopify: { state: ShopifySimulatorState }, change: number) {
  const token = DEMO_PROVIDERS.shopify.access_token;
  const product = shopify.state.shop(token)?.products.find((p) => p.variants.length > 1);
  const variant = product?.variants[1];
  if (variant) shopify.state.setVariantPrice(token, variant.id, variant.price + change);
}

/** A Stripe simulator for the portal's Checkout, with the checkout settings pointed at it. */
async function startDemoCheckout(ctx: AppContext, portalUrl: string) {
  if (ctx.config.production) return undefined;
  const sim = await createStripeSimulator({ keys: [DEMO_CHECKOUT.secret_key], seed: 2027 });
  ctx.config.stripe = {
    secretKey: DEMO_CHECKOUT.secret_key,
    webhookSecret: DEMO_CHECKOUT.webhook_secret,
    apiBase: sim.url,
  };
  sim.webhooks.register(`${portalUrl}/api/checkouts/webhook/`, DEMO_CHECKOUT.webhook_secret);
  ctx.log.info({ checkout: sim.url }, 'demo card payments through the Stripe simulator');
  return sim;
}
