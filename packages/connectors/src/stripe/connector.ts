import type Stripe from 'stripe';
import { ConnectorError } from '../errors';
import type {
  AppConnector,
  AppSession,
  ChangeWindow,
  ConnectionSettings,
  ConnectorRuntime,
  SourceItem,
} from '../sdk/connector';
import { stripeCredentials } from './credentials';
import { mapStripePayout } from './mapping/payout';
import type { StripeBalanceTransaction } from './mapping/payout';
import {
  getPayout,
  paidPayoutsArriving,
  payoutTransactions,
  retrieveBalance,
  STRIPE_MAX_LIMIT,
} from './resources/payouts';
import { stripeClient, stripeTransport } from './transport';
import { stripeWebhooks } from './webhooks';

/** Stripe allows 25 requests a second per endpoint (DOMAIN.md); the budget keeps under it. */
export const STRIPE_RATE = { capacity: 25, perSecond: 25 };

export interface StripeConnectorOptions {
  /** payouts per list page, 1–100; 100 in production, smaller in tests to reach the page edges */
  pageSize?: number;
}

const arrivalIso = (payout: Stripe.Payout) => new Date(payout.arrival_date * 1000).toISOString();

/** A payout with the transactions it pays, or the reason it cannot be mapped. */
async function payoutItem(stripe: Stripe, payout: Stripe.Payout): Promise<SourceItem> {
  const head = { kind: 'payout' as const, id: payout.id, updatedAt: arrivalIso(payout) };
  if (payout.status !== 'paid')
    return { ...head, error: `Payout ${payout.id} is ${payout.status}, not paid yet`, raw: payout };
  const transactions = await payoutTransactions(stripe, payout.id);
  const raw = { payout, balanceTransactions: transactions };
  try {
    const mapped = mapStripePayout(payout, transactions as StripeBalanceTransaction[]);
    return { ...head, payout: mapped, raw };
  } catch (error) {
    return { ...head, error: `Payout ${payout.id}: ${String(error)}`, raw };
  }
}

/**
 * Paid payouts whose arrival date is in the window (since < arrival ≤ until), oldest first.
 * Stripe lists newest first and a window holds a few payouts a day, so they are read, then turned.
 */
async function* changes(
  stripe: Stripe,
  pageSize: number,
  window: ChangeWindow,
): AsyncGenerator<SourceItem> {
  const since = Date.parse(window.since);
  const until = Date.parse(window.until);
  if (Number.isNaN(since) || Number.isNaN(until))
    throw new ConnectorError('validation', `Not a change window: ${window.since}–${window.until}`);
  const range = { after: Math.floor(since / 1000), until: Math.floor(until / 1000) };
  const payouts: Stripe.Payout[] = [];
  for await (const payout of paidPayoutsArriving(stripe, range, pageSize)) {
    const arrival = payout.arrival_date * 1000;
    if (payout.status === 'paid' && since < arrival && arrival <= until) payouts.push(payout);
  }
  payouts.sort((a, b) => a.arrival_date - b.arrival_date || a.created - b.created);
  for (const payout of payouts) yield await payoutItem(stripe, payout);
}

function openSession(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime,
  pageSize: number,
): AppSession {
  const stripe = stripeClient(settings, runtime);
  return {
    test: () => retrieveBalance(stripe),
    changes: (window) => changes(stripe, pageSize, window),
    async element(kind, id) {
      if (kind !== 'payout')
        throw new ConnectorError('validation', `Stripe ${kind}s are booked with their payout`);
      return payoutItem(stripe, await getPayout(stripe, id));
    },
  };
}

/**
 * Stripe (REST v1 through the official `stripe` SDK). What reaches the bank is a payout: the
 * connector yields paid payouts with the charges, refunds, disputes and fees they settle; orders
 * and refunds are read as part of them (their order ids from the charges' metadata).
 */
export function createStripeConnector(options: StripeConnectorOptions = {}): AppConnector {
  const pageSize = options.pageSize ?? STRIPE_MAX_LIMIT;
  return {
    id: 'stripe',
    name: 'Stripe',
    kind: 'app',
    settles: true,
    credentials: stripeCredentials,
    entities: { read: ['payouts'], write: [] },
    rateLimit: STRIPE_RATE,
    defaultBaseUrl: 'https://api.stripe.com',
    open: (settings, runtime = {}) => openSession(settings, runtime, pageSize),
    webhooks: stripeWebhooks,
    console: {
      resources: {
        payouts: 'v1/payouts/{id}',
        balance_transactions: 'v1/balance_transactions/{id}',
        charges: 'v1/charges/{id}',
        refunds: 'v1/refunds/{id}',
        balance: 'v1/balance',
      },
      api: (settings, runtime) => stripeTransport(settings, runtime, true),
    },
  };
}

export const stripeConnector: AppConnector = createStripeConnector();
