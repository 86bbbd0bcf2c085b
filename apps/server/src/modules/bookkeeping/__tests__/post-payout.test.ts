import { readFileSync } from 'node:fs';
import type { CanonicalPayout, PayoutTransaction } from '@portal/connectors/model/payout';
import { mapShopifyPayout } from '@portal/connectors/shopify/mapping/payout';
import type {
  ShopifyBalanceTransaction,
  ShopifyPayout,
} from '@portal/connectors/shopify/mapping/payout';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAS_DEFAULTS } from '../accounts';
import { balanceOf, toPreviewDocument } from '../documents';
import { postPayout } from '../post-payout';

const json = <T>(name: string) =>
  JSON.parse(readFileSync(sharedFixture('shopify', name), 'utf8')) as T;

describe('posting a payout', () => {
  it("books Shopify's sample payout: bank, fees, clearing, and the difference reported", () => {
    const { payout } = json<{ payout: ShopifyPayout }>('payout.json');
    const { transactions } = json<{ transactions: ShopifyBalanceTransaction[] }>(
      'payouts_transactions.json',
    );
    const canonical = mapShopifyPayout(payout, transactions);
    expect(canonical.transactions).toHaveLength(24);
    const { documents, warnings } = postPayout(canonical, BAS_DEFAULTS);
    const [voucher] = documents;
    expect(balanceOf(voucher!)).toBe(0);
    expect(toPreviewDocument(voucher!).rows).toEqual([
      {
        account: '1930',
        debit: '41.90',
        credit: '0.00',
        description: 'Utbetalning shopify 623721858',
      },
      { account: '6570', debit: '19.77', credit: '0.00', description: 'Avgifter' },
      { account: '1580', debit: '0.00', credit: '77.50', description: 'Avräkning av betalningar' },
      { account: '1580', debit: '13.50', credit: '0.00', description: 'Återbetalningar' },
      { account: '6351', debit: '11.50', credit: '0.00', description: 'Tvister (chargebacks)' },
      { account: '1689', debit: '0.00', credit: '49.15', description: 'Justeringar' },
      { account: '1689', debit: '39.98', credit: '0.00', description: 'Avvikelse i utbetalning' },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'Net is not amount less fee on transactions 758509248',
      '11 adjustments of 49.15 USD wait on 1689 for a decision (699519475, 77412310, 758509248, 482793472, 382557793, 996672915, 841651232, 717600021, 427940661, 381560291 …)',
      'The payout is 41.90 USD, its transactions less fees 81.88 USD: -39.98 USD is left on 1689 until a person decides',
      'Booked in USD: the settlement rate to SEK is not known yet',
    ]);
  });

  const TYPES = ['charge', 'refund', 'dispute', 'fee', 'reserve', 'adjustment'] as const;
  const transaction: fc.Arbitrary<PayoutTransaction> = fc
    .record({
      type: fc.constantFrom(...TYPES),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      fee: fc.integer({ min: -500, max: 50_000 }),
      rate: fc.option(fc.integer({ min: 95_000, max: 125_000 }), { nil: undefined }),
    })
    .map(({ type, amount, fee, rate }) => {
      const gross = type === 'fee' ? 0 : type === 'charge' ? amount : -amount;
      return {
        id: 'x',
        type,
        amount: gross,
        fee,
        net: gross - fee,
        ...(rate ? { rateToSek: `${(rate / 10_000).toFixed(4)}` } : {}),
      };
    });

  const payoutOf = (transactions: PayoutTransaction[], off: number, currency = 'SEK') => ({
    source: 'test',
    sourceId: '1',
    date: '2026-11-21',
    currency,
    amount: transactions.reduce((sum, t) => sum + t.net, 0) + off,
    transactions,
    warnings: [],
  });

  const on = (rows: { account: string; debit: number; credit: number }[], account: string) =>
    rows.filter((r) => r.account === account).reduce((total, r) => total + r.debit - r.credit, 0);

  it('balances every generated SEK payout; clearing gives up charges less refunds and reserves', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: -1000, max: 1000 }),
        (transactions, off) => {
          const { documents, warnings } = postPayout(payoutOf(transactions, off), BAS_DEFAULTS);
          const rows = documents[0]!.rows;
          expect(balanceOf(documents[0]!)).toBe(0);
          const settled = transactions
            .filter((t) => ['charge', 'refund', 'reserve'].includes(t.type))
            .reduce((total, t) => total + t.amount, 0);
          const disputes = transactions
            .filter((t) => t.type === 'dispute')
            .reduce((total, t) => total + t.amount, 0);
          const adjustments = transactions
            .filter((t) => t.type === 'adjustment')
            .reduce((total, t) => total + t.amount, 0);
          expect(on(rows, '1580') + settled).toBe(0);
          expect(on(rows, '6351') + disputes).toBe(0);
          expect(on(rows, '6570')).toBe(transactions.reduce((total, t) => total + t.fee, 0));
          // the deposit's difference and the adjustments wait on suspense, and are both reported
          expect(on(rows, '1689') + off + adjustments).toBe(0);
          expect(warnings.some((w) => w.code === 'payout_mismatch')).toBe(off !== 0);
          expect(warnings.some((w) => w.code === 'payout_adjustment')).toBe(
            transactions.some((t) => t.type === 'adjustment'),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('converts a foreign payout to SEK at its rates and balances to the öre every time', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 95_000, max: 125_000 }),
        (transactions, off, rate) => {
          const payout = payoutOf(transactions, off, 'EUR');
          const payoutRate = (rate / 10_000).toFixed(4);
          const { documents, warnings } = postPayout(payout, BAS_DEFAULTS, {
            rateToSek: payoutRate,
          });
          const voucher = documents[0]!;
          expect(voucher.currency).toBe('SEK');
          expect(balanceOf(voucher)).toBe(0);
          expect(warnings.some((w) => w.code === 'currency_rate_missing')).toBe(false);
          const exchange = on(voucher.rows, '3960') + on(voucher.rows, '7960');
          if (transactions.every((t) => !t.rateToSek || t.rateToSek === payoutRate)) {
            expect(exchange).toBe(0);
            // one rate: only rounding is left, under one öre per converted line
            expect(Math.abs(on(voucher.rows, '3740'))).toBeLessThanOrEqual(voucher.rows.length);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('books the exchange difference of a EUR payout on its own account', () => {
    const payout: CanonicalPayout = {
      source: 'klarna',
      sourceId: 'P1',
      date: '2026-11-30',
      currency: 'EUR',
      amount: 9_700,
      transactions: [
        { id: 's1', type: 'charge', amount: 10_000, fee: 300, net: 9_700, rateToSek: '11.00' },
      ],
      warnings: [],
    };
    const { documents, warnings } = postPayout(payout, BAS_DEFAULTS, { rateToSek: '11.50' });
    expect(warnings).toEqual([]);
    expect(toPreviewDocument(documents[0]!).rows).toEqual([
      { account: '1930', debit: '1115.50', credit: '0.00', description: 'Utbetalning klarna P1' },
      { account: '6570', debit: '33.00', credit: '0.00', description: 'Avgifter' },
      {
        account: '1580',
        debit: '0.00',
        credit: '1100.00',
        description: 'Avräkning av betalningar',
      },
      { account: '3960', debit: '0.00', credit: '48.50', description: 'Valutakursvinst' },
    ]);
  });

  it('keeps refunds, disputes and fees of their own on their own lines', () => {
    const payout: CanonicalPayout = {
      source: 'stripe',
      sourceId: 'po_1',
      date: '2026-11-30',
      currency: 'SEK',
      amount: 50_000 - 1_500 - 10_000 - 20_000 - 15_000,
      transactions: [
        { id: 'ch', type: 'charge', amount: 50_000, fee: 1_500, net: 48_500, orderId: '7' },
        { id: 're', type: 'refund', amount: -10_000, fee: 0, net: -10_000, orderId: '7' },
        { id: 'dp', type: 'dispute', amount: -20_000, fee: 15_000, net: -35_000 },
      ],
      warnings: [],
    };
    const { documents, warnings } = postPayout(payout, BAS_DEFAULTS);
    expect(warnings).toEqual([]);
    expect(toPreviewDocument(documents[0]!).rows).toEqual([
      { account: '1930', debit: '35.00', credit: '0.00', description: 'Utbetalning stripe po_1' },
      { account: '6570', debit: '165.00', credit: '0.00', description: 'Avgifter' },
      { account: '1580', debit: '0.00', credit: '500.00', description: 'Avräkning av betalningar' },
      { account: '1580', debit: '100.00', credit: '0.00', description: 'Återbetalningar' },
      { account: '6351', debit: '200.00', credit: '0.00', description: 'Tvister (chargebacks)' },
    ]);
  });
});
