import { mulberry32 } from '../common/prng';
import type { KlarnaState } from '../klarna/state';
import type { StripeState } from '../stripe/state';
import type { WooState } from '../woocommerce/state';

const DAY = 86_400_000;

export interface ShopMonthOptions {
  woo: WooState;
  /** the store's consumer key; its customers pay by card (Stripe) or Klarna only */
  wooKey: string;
  stripe: StripeState;
  klarna?: KlarnaState;
  /** the first day, at 00:00 UTC */
  start: Date;
  days: number;
  ordersPerDay: number;
  seed?: number;
  /** the Stripe payout of this day arrives off by `minor` öre (Stripe sometimes does) */
  skew?: { day: number; minor: number };
  /** the day a card payment is disputed (a chargeback), if any */
  disputeDay?: number;
  /** a last payout of everything still owed, `settleAfterDays` after the month */
  settleAfterDays?: number;
}

/** What the month did, as the shop and the providers see it (minor units, SEK). */
export interface ShopMonthFacts {
  orders: number;
  sold: number;
  refunds: number;
  refunded: number;
  disputes: number;
  disputed: number;
  stripePayouts: { id: string; amount: number; arrival: string }[];
  klarnaPayouts: { id: string; amount: number; date: string }[];
}

const minorOf = (total: string) => Math.round(Number(total) * 100);
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A month of a Swedish web shop paid through its payment providers: WooCommerce orders through
 * the day, each paid by card (a Stripe charge naming the order) or Klarna (a sale), some refunded
 * a few days later at both ends, a chargeback, and the providers' payouts (Stripe daily, two days
 * after the charge; Klarna weekly). Seeded, so a test and the demo see the same month.
 */
export function playShopMonth(options: ShopMonthOptions): ShopMonthFacts {
  const { woo, wooKey, stripe, klarna, start, days, ordersPerDay } = options;
  const random = mulberry32(options.seed ?? 7);
  const facts: ShopMonthFacts = {
    orders: 0,
    sold: 0,
    refunds: 0,
    refunded: 0,
    disputes: 0,
    disputed: 0,
    stripePayouts: [],
    klarnaPayouts: [],
  };
  const charges = new Map<number, string>();
  const paid: { id: number; by: 'stripe' | 'kco'; amount: number; day: number }[] = [];

  const stripePayout = (arrival: number, skewMinor?: number) => {
    const available = stripe.balanceTransactions.some(
      (t) => t.type !== 'payout' && !stripe.payoutOf(t.id) && t.available_on * 1000 <= arrival,
    );
    if (!available) return;
    const payout = stripe.payout(new Date(arrival), skewMinor ? { skewMinor } : {});
    facts.stripePayouts.push({
      id: payout.id,
      amount: payout.amount,
      arrival: new Date(arrival).toISOString(),
    });
  };
  const klarnaPayout = (at: number) => {
    if (!klarna) return;
    const owed = klarna.transactions().some((t) => !t.payment_reference);
    if (!owed) return;
    const payout = klarna.payout(new Date(at).toISOString());
    facts.klarnaPayouts.push({
      id: payout.payment_reference,
      amount: payout.totals.settlement_amount,
      date: isoDay(at),
    });
  };

  for (let day = 0; day < days; day++) {
    const dayStart = start.getTime() + day * DAY;
    // the providers pay out in the morning what became available by then
    stripePayout(
      dayStart + 6 * 3_600_000,
      options.skew?.day === day ? options.skew.minor : undefined,
    );
    if (day > 0 && day % 7 === 0) klarnaPayout(dayStart + 5 * 3_600_000);

    for (let n = 0; n < ordersPerDay; n++) {
      const at = dayStart + 8 * 3_600_000 + Math.floor((12 * 3_600_000 * n) / ordersPerDay);
      const [order] = woo.addOrders(wooKey, 1, at);
      if (!order || order.paidAt === null) continue;
      const amount = minorOf(woo.orderJson(wooKey, order.id).total as string);
      const by = order.paymentMethod.id === 'kco' && klarna ? 'kco' : 'stripe';
      if (by === 'stripe') {
        const charge = stripe.charge({
          amount,
          currency: 'sek',
          orderId: String(order.id),
          created: new Date(at),
        });
        charges.set(order.id, charge.id);
      } else {
        klarna!.sale({ amount, currency: 'SEK', orderRef: String(order.id), date: isoDay(at) });
      }
      paid.push({ id: order.id, by, amount, day });
      facts.orders += 1;
      facts.sold += amount;
    }

    // a few orders of two days ago come back, in part
    for (const order of paid.filter((p) => p.day === day - 2)) {
      if (random() >= 0.1) continue;
      const at = dayStart + 15 * 3_600_000;
      const refund = woo.addRefund(wooKey, order.id, { at });
      if (!refund) continue;
      if (order.by === 'stripe') stripe.refund(charges.get(order.id)!, refund.amount, new Date(at));
      else klarna!.return(String(order.id), refund.amount, isoDay(at));
      facts.refunds += 1;
      facts.refunded += refund.amount;
    }

    if (options.disputeDay === day) {
      const card = paid.find((p) => p.by === 'stripe' && p.day === day - 1);
      if (card) {
        stripe.dispute(charges.get(card.id)!, new Date(dayStart + 10 * 3_600_000));
        facts.disputes += 1;
        facts.disputed += card.amount;
      }
    }
  }

  if (options.settleAfterDays !== undefined) {
    const end = start.getTime() + (days + options.settleAfterDays) * DAY;
    stripePayout(end);
    klarnaPayout(end);
  }
  return facts;
}
