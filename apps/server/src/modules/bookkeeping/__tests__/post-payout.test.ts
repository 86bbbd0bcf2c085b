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
      { account: '1580', debit: '0.00', credit: '101.65', description: 'Avräkning av betalningar' },
      { account: '1689', debit: '39.98', credit: '0.00', description: 'Avvikelse i utbetalning' },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'Net is not amount less fee on transactions 758509248',
      'The payout is 41.90 USD, its transactions net 81.38 USD: a difference of -39.48 USD',
      'Booked in USD: the settlement rate to SEK is not known yet',
      '39.98 USD is left on 1689 until a person decides',
    ]);
  });

  const transaction: fc.Arbitrary<PayoutTransaction> = fc
    .record({
      type: fc.constantFrom('charge' as const, 'refund' as const, 'dispute' as const),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      fee: fc.integer({ min: 0, max: 50_000 }),
    })
    .map(({ type, amount, fee }) => {
      const gross = type === 'charge' ? amount : -amount;
      return { id: 'x', type, amount: gross, fee, net: gross - fee };
    });

  it('balances every generated payout and empties the clearing account by the settled gross', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: -1000, max: 1000 }),
        (transactions, off) => {
          const net = transactions.reduce((sum, t) => sum + t.net, 0);
          const payout: CanonicalPayout = {
            source: 'test',
            sourceId: '1',
            date: '2026-11-21',
            currency: 'SEK',
            amount: net + off,
            transactions,
            warnings: [],
          };
          const { documents, warnings } = postPayout(payout, BAS_DEFAULTS);
          const [voucher] = documents;
          expect(balanceOf(voucher!)).toBe(0);
          const clearing = voucher!.rows
            .filter((r) => r.account === '1580')
            .reduce((sum, r) => sum + r.credit - r.debit, 0);
          expect(clearing).toBe(transactions.reduce((sum, t) => sum + t.amount, 0));
          expect(warnings.some((w) => w.code === 'payout_mismatch')).toBe(off !== 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
