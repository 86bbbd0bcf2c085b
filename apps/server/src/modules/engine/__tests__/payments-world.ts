import type { FaultConfig } from '@portal/simulators/common/faults';
import { createKlarnaSimulator } from '@portal/simulators/klarna/server';
import { playShopMonth } from '@portal/simulators/scenarios/shop-month';
import type { ShopMonthOptions } from '@portal/simulators/scenarios/shop-month';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import { createVismaSimulator } from '@portal/simulators/visma/server';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { Db } from '../../../db/client';
import { createUser } from '../../../test/fixtures';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertConnection } from '../connections.repository';

const WOO = { key: 'ck_fjall', secret: 'cs_fjall' };
const STRIPE_KEY = 'sk_test_fjall';
const KLARNA = { username: 'K_fjall', password: 'klarna-fjall' };
const VISMA_COMPANY = 'visma-fjall';

export type PostingModel = 'per_order' | 'per_payout' | 'per_day';

/**
 * A web shop paid through Stripe and Klarna, booked into Visma eEkonomi: WooCommerce, Stripe,
 * Klarna and Visma simulators, one company, and three Active subscriptions into the one ledger
 * (the shop's orders, and each provider's payouts), the same month played into the simulators.
 */
export async function startPaymentsWorld(
  db: Db,
  options: {
    month: Omit<ShopMonthOptions, 'woo' | 'wooKey' | 'stripe' | 'klarna'>;
    shopModel?: PostingModel;
    payoutModel?: PostingModel;
    /** how the shop's orders are booked per order: vouchers, or customer invoices */
    shopBookAs?: 'voucher' | 'invoice';
    faults?: FaultConfig;
    email?: string;
  },
) {
  const faults = options.faults;
  const woo = await createWooSimulator({
    stores: [{ ...WOO, orders: 0, profile: 'plain', payments: ['stripe', 'kco'] }],
    seed: 11,
    ...(faults ? { faults } : {}),
  });
  const stripe = await createStripeSimulator({
    keys: [STRIPE_KEY],
    seed: 12,
    rateLimit: false,
    ...(faults ? { faults } : {}),
  });
  const klarna = await createKlarnaSimulator({
    merchant: { ...KLARNA },
    seed: 13,
    ...(faults ? { faults } : {}),
  });
  const visma = await createVismaSimulator({
    tokens: [VISMA_COMPANY],
    rateLimit: false,
    seed: 14,
    ...(faults ? { faults } : {}),
  });
  const facts = playShopMonth({
    ...options.month,
    woo: woo.state,
    wooKey: WOO.key,
    stripe: stripe.state,
    klarna: klarna.state,
  });

  const owner = await createUser(db, {
    email: options.email ?? 'owner@fjallbutiken.se',
    companies: ['559123-4567'],
  });
  const companyId = (await companiesOfUser(db, owner.id))[0]!.id;
  const startDate = new Date(options.month.start.getTime() - 86_400_000).toISOString().slice(0, 10);
  const grant = visma.state.grant(VISMA_COMPANY);
  const ledger = {
    access_token: grant.access_token,
    refresh_token: grant.refresh_token,
    client_id: 'portal-client',
    client_secret: 'portal-secret',
  };
  const subscribe = async (
    application: string,
    postingModel: PostingModel,
    baseUrl: string,
    credentials: Record<string, string>,
  ) => {
    const subscription = await insertSubscription(db, {
      companyId,
      application,
      accounting: 'visma',
      status: 'Active',
      postingModel,
      bookAs: application === 'woocommerce' ? (options.shopBookAs ?? 'voucher') : 'voucher',
      startDate,
    });
    await insertConnection(db, {
      subscriptionId: subscription.id,
      side: 'app',
      connectorId: application,
      baseUrl,
      credentials,
    });
    await insertConnection(db, {
      subscriptionId: subscription.id,
      side: 'accounting',
      connectorId: 'visma',
      baseUrl: visma.url,
      credentials: ledger,
    });
    return subscription;
  };
  const shop = await subscribe('woocommerce', options.shopModel ?? 'per_order', woo.url, {
    consumer_key: WOO.key,
    consumer_secret: WOO.secret,
    webhook_secret: 'woo-hook',
  });
  const payoutModel = options.payoutModel ?? 'per_order';
  const cards = await subscribe('stripe', payoutModel, stripe.url, {
    secret_key: STRIPE_KEY,
    webhook_secret: 'whsec_fjall',
  });
  const invoiceProvider = await subscribe('klarna', payoutModel, klarna.url, { ...KLARNA });

  /** every account's balance in the Visma ledger (debit positive), in öre */
  const balances = () => {
    const totals = new Map<string, number>();
    for (const v of visma.state.vouchers(VISMA_COMPANY)) {
      for (const r of v.Rows) {
        const account = String(r.AccountNumber);
        const amount = Math.round(r.DebitAmount * 100) - Math.round(r.CreditAmount * 100);
        totals.set(account, (totals.get(account) ?? 0) + amount);
      }
    }
    return totals;
  };
  /** how many vouchers carry each of our markers */
  const markers = () => {
    const counts = new Map<string, number>();
    for (const v of visma.state.vouchers(VISMA_COMPANY)) {
      const marker = /\[(portal:[^\]]+)\]$/.exec(v.VoucherText)?.[1];
      if (marker) counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
    return counts;
  };
  return {
    woo,
    stripe,
    klarna,
    visma,
    facts,
    companyId,
    subscriptions: { shop, cards, invoiceProvider },
    balances,
    markers,
    vouchers: () => visma.state.vouchers(VISMA_COMPANY),
    close: async () => {
      await Promise.all([woo.close(), stripe.close(), klarna.close(), visma.close()]);
    },
  };
}
