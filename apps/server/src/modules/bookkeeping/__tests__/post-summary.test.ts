import { computedTotal } from '@portal/connectors/model/sale';
import type { CanonicalSale, SaleLine } from '@portal/connectors/model/sale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAS_DEFAULTS } from '../accounts';
import { balanceOf } from '../documents';
import { postSummary } from '../post-summary';

const line: fc.Arbitrary<SaleLine> = fc
  .record({ net: fc.integer({ min: 0, max: 2_000_000 }), vatRate: fc.constantFrom(25, 12, 6) })
  .map(({ net, vatRate }) => ({
    kind: 'product',
    description: 'vara',
    quantity: 1,
    net,
    vat: Math.round((net * vatRate) / 100),
    vatRate,
  }));

const sale: fc.Arbitrary<CanonicalSale> = fc
  .record({
    kind: fc.constantFrom('order' as const, 'order' as const, 'refund' as const),
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
    n: fc.nat(99_999),
  })
  .map(({ kind, lines, n }) => ({
    kind,
    source: 'test',
    sourceId: String(n),
    reference: `#${n}`,
    date: '2026-11-21',
    currency: 'SEK',
    customer: null,
    lines,
    discounts: [],
    giftCardsRedeemed: 0,
    total: computedTotal({ lines, discounts: [] }),
    warnings: [],
  }));

const amountOn = (rows: { account: string; debit: number; credit: number }[], account: string) =>
  rows.filter((r) => r.account === account).reduce((sum, r) => sum + r.debit - r.credit, 0);

describe('summary posting (per payout, per day)', () => {
  it('books a payout with its sales in one voucher: bank = deposit, clearing emptied', () => {
    fc.assert(
      fc.property(fc.array(sale, { minLength: 1, maxLength: 30 }), fc.nat(50_000), (sales, fee) => {
        const gross = sales.reduce((sum, s) => sum + (s.kind === 'order' ? s.total : -s.total), 0);
        const payout = {
          source: 'test',
          sourceId: 'po_1',
          date: '2026-11-23',
          currency: 'SEK',
          amount: gross - fee,
          transactions: sales.map((s) => {
            const amount = s.kind === 'order' ? s.total : -s.total;
            return { id: s.sourceId, type: 'charge' as const, amount, fee: 0, net: amount };
          }),
          warnings: [],
        };
        payout.transactions[0]!.fee = fee;
        payout.transactions[0]!.net -= fee;
        const { documents, warnings } = postSummary(
          { sales, payout, currency: 'SEK' },
          BAS_DEFAULTS,
        );
        const [voucher] = documents;
        expect(balanceOf(voucher!)).toBe(0);
        expect(amountOn(voucher!.rows, '1580')).toBe(0);
        expect(voucher!.rows.some((r) => r.account === '1580')).toBe(false);
        expect(amountOn(voucher!.rows, '1930')).toBe(gross - fee);
        expect(amountOn(voucher!.rows, '6570')).toBe(fee);
        for (const [rate, account] of Object.entries(BAS_DEFAULTS.outputVatByRate)) {
          const vat = sales.reduce(
            (sum, s) =>
              sum +
              (s.kind === 'order' ? 1 : -1) *
                s.lines.filter((l) => l.vatRate === Number(rate)).reduce((a, l) => a + l.vat, 0),
            0,
          );
          expect(-amountOn(voucher!.rows, account) || 0).toBe(vat || 0);
        }
        expect(warnings).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('books a day of sales against the clearing account, one row per account', () => {
    fc.assert(
      fc.property(fc.array(sale, { minLength: 1, maxLength: 30 }), (sales) => {
        const { documents } = postSummary(
          { sales, date: '2026-11-21', currency: 'SEK' },
          BAS_DEFAULTS,
        );
        const [voucher] = documents;
        expect(balanceOf(voucher!)).toBe(0);
        const accounts = voucher!.rows.map((r) => r.account);
        expect(new Set(accounts).size).toBe(accounts.length);
        const paid = sales.reduce((sum, s) => sum + (s.kind === 'order' ? s.total : -s.total), 0);
        expect(amountOn(voucher!.rows, '1580')).toBe(paid);
        expect(voucher!.description).toBe(`Försäljning 2026-11-21: ${sales.length} st`);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to mix currencies in one summary', () => {
    const sek = fc.sample(sale, 1)[0]!;
    expect(() =>
      postSummary({ sales: [{ ...sek, currency: 'EUR' }], currency: 'SEK' }, BAS_DEFAULTS),
    ).toThrow(/is in EUR/);
  });
});
