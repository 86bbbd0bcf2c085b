import { mulberry32 } from '../common/prng';
import { createCheckoutSessions } from './checkout';
import type { CheckoutSessions } from './checkout';
import { seconds } from './model';
import { newCharge, newDispute, newPayout, newRefund } from './objects';
import type {
  BalanceTransaction,
  Charge,
  Currency,
  Dispute,
  Payout,
  Refund,
  StripeEvent,
} from './model';

export interface ChargeInput {
  /** in Stripe's minor units of `currency` */
  amount: number;
  currency: Currency;
  /** kept as `metadata.order_id` */
  orderId?: string;
  created?: Date;
  description?: string;
}

export interface PayoutOptions {
  /** added to the payout's amount so it differs from its transactions (Stripe sometimes does) */
  skewMinor?: number;
}

/** One Stripe account with SEK as its settlement currency, reached by its secret keys. */
export interface StripeState {
  charge(input: ChargeInput): Charge;
  refund(chargeId: string, amount?: number, created?: Date): Refund;
  dispute(chargeId: string, created?: Date): Dispute;
  /** pays out every balance transaction available by `arrivalDate` and not yet paid out */
  payout(arrivalDate: Date, options?: PayoutOptions): Payout;
  /** `count` paid payouts of one SEK charge each, a day apart from `from` (seeded amounts) */
  seedPayouts(count: number, from?: Date): Payout[];
  /** a manual payout as POST /v1/payouts makes it: pending, linked to nothing */
  createManualPayout(amount: number): Payout;
  addKey(key: string): void;
  revoke(key: string): void;
  hasKey(key: string): boolean;
  readonly payouts: Payout[];
  readonly charges: Charge[];
  readonly refunds: Refund[];
  readonly disputes: Dispute[];
  readonly balanceTransactions: BalanceTransaction[];
  /** the payout a balance transaction was paid out with */
  payoutOf(transactionId: string): string | undefined;
  readonly events: StripeEvent[];
  /** Checkout Sessions (payment mode) and their hosted page's outcomes */
  readonly checkout: CheckoutSessions;
  onEvent(listener: (event: StripeEvent) => void): void;
}

const DAY = 86_400;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Stripe's Swedish card pricing: 1.5 % + 1.80 SEK; a dispute costs 150 SEK. */
const feeFor = (sekAmount: number) => Math.round(sekAmount * 0.015) + 180;
const DISPUTE_FEE = 15_000;

export function createStripeState(seed: number, now: () => number): StripeState {
  const random = mulberry32(seed);
  const keys = new Set<string>();
  const charges: Charge[] = [];
  const refunds: Refund[] = [];
  const disputes: Dispute[] = [];
  const payouts: Payout[] = [];
  const transactions: BalanceTransaction[] = [];
  const paidBy = new Map<string, string>();
  const events: StripeEvent[] = [];
  const listeners: Array<(event: StripeEvent) => void> = [];
  // EUR → SEK, seeded once per simulator like a day's settlement rate
  const eurRate = Math.round((11.2 + random() * 0.6) * 10_000) / 10_000;

  const id = (prefix: string) => {
    let text = '';
    for (let i = 0; i < 24; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
    return `${prefix}_${text}`;
  };
  const at = (date?: Date) => (date ? seconds(date) : Math.floor(now() / 1000));

  function emit(type: string, object: unknown, created: number) {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    for (const listener of listeners) listener(event);
  }

  function transaction(
    fields: Pick<BalanceTransaction, 'amount' | 'fee' | 'type' | 'reporting_category' | 'source'> &
      Partial<BalanceTransaction>,
    created: number,
  ): BalanceTransaction {
    const txn: BalanceTransaction = {
      id: id('txn'),
      object: 'balance_transaction',
      available_on: fields.type === 'charge' ? created + 2 * DAY : created,
      balance_type: 'payments',
      created,
      currency: 'sek',
      description: null,
      exchange_rate: null,
      fee_details: fields.fee
        ? [
            {
              amount: fields.fee,
              application: null,
              currency: 'sek',
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ]
        : [],
      net: fields.amount - fields.fee,
      status: 'available',
      ...fields,
    };
    transactions.push(txn);
    return txn;
  }

  const chargeById = (chargeId: string) => {
    const charge = charges.find((c) => c.id === chargeId);
    if (!charge) throw new Error(`No such charge: ${chargeId}`);
    return charge;
  };
  const toSek = (amount: number, currency: Currency) =>
    currency === 'sek' ? amount : Math.round(amount * eurRate);

  const state: StripeState = {
    charge(input) {
      const created = at(input.created);
      const chargeId = id('ch');
      const sek = toSek(input.amount, input.currency);
      const txn = transaction(
        {
          amount: sek,
          fee: feeFor(sek),
          type: 'charge',
          reporting_category: 'charge',
          source: chargeId,
          description: input.description ?? null,
          exchange_rate: input.currency === 'sek' ? null : eurRate,
        },
        created,
      );
      const charge = newCharge(
        chargeId,
        { amount: input.amount, currency: input.currency, created, balanceTransaction: txn.id },
        input.description ?? null,
        input.orderId ? { order_id: input.orderId } : {},
      );
      charges.push(charge);
      emit('charge.succeeded', charge, created);
      return charge;
    },
    refund(chargeId, amount, created) {
      const charge = chargeById(chargeId);
      const value = amount ?? charge.amount - charge.amount_refunded;
      if (value <= 0 || value > charge.amount - charge.amount_refunded)
        throw new Error(`Refund of ${value} exceeds what is left of ${chargeId}`);
      const when = at(created);
      const refundId = id('re');
      const txn = transaction(
        {
          amount: -toSek(value, charge.currency),
          fee: 0,
          type: 'refund',
          reporting_category: 'refund',
          source: refundId,
          description: 'REFUND FOR CHARGE',
          exchange_rate: charge.currency === 'sek' ? null : eurRate,
        },
        when,
      );
      const refund = newRefund(refundId, charge, value, when, txn.id);
      refunds.push(refund);
      charge.amount_refunded += value;
      charge.refunded = charge.amount_refunded === charge.amount;
      emit('refund.created', refund, when);
      emit('charge.refunded', charge, when);
      return refund;
    },
    dispute(chargeId, created) {
      const charge = chargeById(chargeId);
      const when = at(created);
      const disputeId = id('dp');
      const txn = transaction(
        {
          amount: -toSek(charge.amount, charge.currency),
          fee: DISPUTE_FEE,
          type: 'adjustment',
          reporting_category: 'dispute',
          source: disputeId,
          description: `Chargeback withdrawal for ${chargeId}`,
          exchange_rate: charge.currency === 'sek' ? null : eurRate,
        },
        when,
      );
      txn.fee_details = [
        {
          amount: DISPUTE_FEE,
          application: null,
          currency: 'sek',
          description: 'Dispute fee',
          type: 'stripe_fee',
        },
      ];
      const dispute = newDispute(disputeId, charge, when, txn);
      disputes.push(dispute);
      charge.disputed = true;
      emit('charge.dispute.created', dispute, when);
      return dispute;
    },
    payout(arrivalDate, options = {}) {
      const arrival = seconds(arrivalDate);
      const settled = transactions.filter(
        (t) => t.type !== 'payout' && !paidBy.has(t.id) && t.available_on <= arrival,
      );
      if (!settled.length) throw new Error(`Nothing to pay out by ${arrivalDate.toISOString()}`);
      const net = settled.reduce((sum, t) => sum + t.net, 0);
      const payoutId = id('po');
      const amount = net + (options.skewMinor ?? 0);
      const created = arrival - DAY;
      const own = transaction(
        {
          amount: -amount,
          fee: 0,
          type: 'payout',
          reporting_category: 'payout',
          source: payoutId,
          description: 'STRIPE PAYOUT',
        },
        created,
      );
      const payout = newPayout(payoutId, amount, { arrival, created }, own.id, true);
      for (const t of [...settled, own]) paidBy.set(t.id, payoutId);
      payouts.push(payout);
      emit('payout.created', payout, created);
      emit('payout.paid', payout, arrival);
      return payout;
    },
    seedPayouts(count, from = new Date(Date.UTC(2026, 0, 1))) {
      const made: Payout[] = [];
      for (let i = 0; i < count; i++) {
        const created = new Date(from.getTime() + i * DAY * 1000);
        state.charge({
          amount: 10_000 + Math.floor(random() * 90_000),
          currency: 'sek',
          orderId: String(1000 + i),
          created,
        });
        made.push(state.payout(new Date(created.getTime() + 2 * DAY * 1000)));
      }
      return made;
    },
    createManualPayout(amount) {
      const created = at();
      const times = { arrival: created + 2 * DAY, created };
      const payout = newPayout(id('po'), amount, times, null, false);
      payouts.push(payout);
      return payout;
    },
    addKey: (key) => void keys.add(key),
    revoke: (key) => void keys.delete(key),
    hasKey: (key) => keys.has(key),
    payouts,
    charges,
    refunds,
    disputes,
    balanceTransactions: transactions,
    payoutOf: (transactionId) => paidBy.get(transactionId),
    events,
    checkout: createCheckoutSessions({ id, now, emit }),
    onEvent: (listener) => void listeners.push(listener),
  };
  return state;
}
