import type { CanonicalPayout, PayoutTransaction } from '@portal/connectors/model/payout';
import { computedTotal } from '@portal/connectors/model/sale';
import type { CanonicalSale, SaleLine } from '@portal/connectors/model/sale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAS_DEFAULTS } from '../accounts';
import { balanceOf } from '../documents';
import type { BookingDocument } from '../documents';
import { postPayout } from '../post-payout';
import { postSale } from '../post-sale';
import { postSummary } from '../post-summary';

/**
 * A month of a shop paid through a provider, generated: orders on days 1–28 (some refunded in
 * part a few days later, some disputed), the provider's fee on every charge, payouts every few
 * days of what settled since the last, and one last payout after the month.
 */
const line: fc.Arbitrary<SaleLine> = fc
  .record({ net: fc.integer({ min: 100, max: 500_000 }), vatRate: fc.constantFrom(25, 12, 6) })
  .map(({ net, vatRate }) => ({
    kind: 'product' as const,
    description: 'vara',
    quantity: 1,
    net,
    vat: Math.round((net * vatRate) / 100),
    vatRate,
  }));

const order = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  refundShare: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined, freq: 4 }),
  disputed: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

const month = fc.record({
  orders: fc.array(order, { minLength: 1, maxLength: 60 }),
  payoutEvery: fc.integer({ min: 1, max: 7 }),
  feePercent: fc.integer({ min: 0, max: 35 }).map((n) => n / 10),
});

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;

function sale(
  kind: 'order' | 'refund',
  id: string,
  date: string,
  lines: SaleLine[],
): CanonicalSale {
  return {
    kind,
    source: 'shop',
    sourceId: kind === 'order' ? id : `${id}-r`,
    orderId: id,
    reference: `#${id}`,
    date,
    currency: 'SEK',
    customer: null,
    lines,
    discounts: [],
    giftCardsRedeemed: 0,
    total: computedTotal({ lines, discounts: [] }),
    warnings: [],
  };
}

/** The shop's sales and the provider's transactions of a generated month. */
type Month = typeof month extends fc.Arbitrary<infer T> ? T : never;

function play(generated: Month) {
  const sales: CanonicalSale[] = [];
  const movements: (PayoutTransaction & { day: number })[] = [];
  generated.orders.forEach((o, i) => {
    const id = String(1000 + i);
    const sold = sale('order', id, day(o.day), o.lines);
    sales.push(sold);
    const fee = Math.round((sold.total * generated.feePercent) / 100);
    movements.push({
      id: `ch${id}`,
      type: 'charge',
      amount: sold.total,
      fee,
      net: sold.total - fee,
      orderId: id,
      day: o.day,
    });
    if (o.refundShare !== undefined) {
      // one line back, or part of it
      const first = o.lines[0]!;
      const net = Math.round((first.net * o.refundShare) / 100);
      const back = [{ ...first, net, vat: Math.round((net * first.vatRate) / 100) }];
      const refund = sale('refund', id, day(Math.min(o.day + 2, 31)), back);
      sales.push(refund);
      movements.push({
        id: `re${id}`,
        type: 'refund',
        amount: -refund.total,
        fee: 0,
        net: -refund.total,
        orderId: id,
        day: Math.min(o.day + 2, 31),
      });
    }
    if (o.disputed) {
      movements.push({
        id: `dp${id}`,
        type: 'dispute',
        amount: -sold.total,
        fee: 15_000,
        net: -sold.total - 15_000,
        orderId: id,
        day: Math.min(o.day + 5, 31),
      });
    }
  });
  const payouts: CanonicalPayout[] = [];
  const paidOut = new Set<string>();
  const payDay = (upTo: number, date: string) => {
    const settled = movements.filter((m) => m.day <= upTo && !paidOut.has(m.id));
    if (!settled.length) return;
    for (const m of settled) paidOut.add(m.id);
    const transactions = settled.map(({ day: _day, ...t }) => t);
    payouts.push({
      source: 'psp',
      sourceId: `po${payouts.length + 1}`,
      date,
      currency: 'SEK',
      amount: transactions.reduce((sum, t) => sum + t.net, 0),
      transactions,
      warnings: [],
    });
  };
  for (let d = 1; d <= 31; d += generated.payoutEvery) payDay(d - 2, day(d));
  payDay(99, '2026-11-03');
  return { sales, payouts };
}

const clearingOf = (documents: BookingDocument[]) =>
  documents
    .flatMap((d) => d.rows)
    .filter((r) => r.account === BAS_DEFAULTS.clearing)
    .reduce((sum, r) => sum + r.debit - r.credit, 0);

describe('a month of orders and payouts', () => {
  it('books every voucher balanced and leaves the clearing account at zero (per order, per payout)', () => {
    fc.assert(
      fc.property(month, (generated) => {
        const { sales, payouts } = play(generated);
        const documents = [
          ...sales.flatMap((s) => postSale(s, BAS_DEFAULTS).documents),
          ...payouts.flatMap((p) => postPayout(p, BAS_DEFAULTS).documents),
        ];
        for (const d of documents) expect(balanceOf(d)).toBe(0);
        expect(clearingOf(documents)).toBe(0);
        // what reached the bank is what was sold, less refunds, chargebacks and fees
        const bank = documents
          .flatMap((d) => d.rows)
          .filter((r) => r.account === BAS_DEFAULTS.bank)
          .reduce((sum, r) => sum + r.debit - r.credit, 0);
        expect(bank).toBe(payouts.reduce((sum, p) => sum + p.amount, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('leaves it at zero too when each payout books the sales it settles in one summary', () => {
    fc.assert(
      fc.property(month, (generated) => {
        const { sales, payouts } = play(generated);
        const documents = payouts.flatMap((p) => {
          const ids = new Set(p.transactions.flatMap((t) => (t.type === 'dispute' ? [] : [t.id])));
          const settled = sales.filter((s) =>
            ids.has(s.kind === 'order' ? `ch${s.orderId}` : `re${s.orderId}`),
          );
          return postSummary({ sales: settled, payout: p, currency: 'SEK' }, BAS_DEFAULTS)
            .documents;
        });
        for (const d of documents) expect(balanceOf(d)).toBe(0);
        expect(clearingOf(documents)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
