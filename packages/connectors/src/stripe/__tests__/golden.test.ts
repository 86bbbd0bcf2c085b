import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromStripeMinor } from '../mapping/amount';
import { mapStripePayout } from '../mapping/payout';
import type { StripeBalanceTransaction, StripePayout } from '../mapping/payout';

// Stripe's own published sample objects (fixtures/NOTICE.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fixture = (name: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8'));

const payout: StripePayout = fixture('payout');
const charge = fixture('charge');
const refund = fixture('refund');
const chargeTxn: StripeBalanceTransaction = fixture('balance-transaction');

describe("Stripe's sample payout and balance transaction, mapped", () => {
  it('maps the payout and its charge exactly, the gap to the deposit kept as sent', () => {
    expect(mapStripePayout(payout, [chargeTxn])).toEqual({
      source: 'stripe',
      sourceId: 'po_1MHYfJD0nOFZ7cKL2UV04NFJ',
      date: '2009-02-13',
      currency: 'USD',
      amount: 1100,
      transactions: [
        {
          id: 'txn_1MHYf8D0nOFZ7cKLuCaVlJIc',
          type: 'charge',
          amount: 100,
          fee: 0,
          net: 100,
          description: 'My First Test Charge (created for API docs)',
        },
      ],
      // 11.00 against 1.00: posting books the gap to suspense and reports it
      warnings: [],
    });
  });

  it('takes the order id from the expanded charge, a refund reaching it through its charge', () => {
    // the samples carry empty metadata: the shop's order id is added here, as a shop sets it
    const paidCharge = { ...charge, metadata: { order_id: '1001' } };
    const withSource = { ...chargeTxn, source: paidCharge };
    const refundTxn: StripeBalanceTransaction = {
      ...chargeTxn,
      id: 'txn_refund',
      type: 'refund',
      reporting_category: 'refund',
      amount: -refund.amount,
      net: -refund.amount,
      description: null,
      source: { ...refund, charge: paidCharge },
    };
    const payoutTxn: StripeBalanceTransaction = {
      ...chargeTxn,
      id: 'txn_payout',
      type: 'payout',
      reporting_category: 'payout',
      amount: 0,
      net: 0,
      source: payout.id,
    };
    const mapped = mapStripePayout({ ...payout, amount: 0 }, [withSource, refundTxn, payoutTxn]);
    expect(mapped.transactions).toEqual([
      {
        id: 'txn_1MHYf8D0nOFZ7cKLuCaVlJIc',
        type: 'charge',
        amount: 100,
        fee: 0,
        net: 100,
        orderId: '1001',
        description: 'My First Test Charge (created for API docs)',
      },
      { id: 'txn_refund', type: 'refund', amount: -100, fee: 0, net: -100, orderId: '1001' },
    ]);
    expect(mapped.warnings).toEqual([]);
  });

  it('books a fee of its own as a positive fee on a zero amount', () => {
    const feeTxn: StripeBalanceTransaction = {
      ...chargeTxn,
      type: 'stripe_fee',
      reporting_category: 'fee',
      amount: -250,
      fee: 0,
      net: -250,
      description: 'Billing - Usage Fee',
    };
    const [mapped] = mapStripePayout({ ...payout, amount: -250 }, [feeTxn]).transactions;
    expect(mapped).toMatchObject({ type: 'fee', amount: 0, fee: 250, net: -250 });
  });
});

describe('Stripe amounts', () => {
  it('are our minor units, rescaled where Stripe and ISO 4217 count digits differently', () => {
    expect(fromStripeMinor(12_345, 'sek')).toBe(12_345);
    expect(fromStripeMinor(500, 'jpy')).toBe(500);
    expect(fromStripeMinor(10_000, 'isk')).toBe(100);
    expect(() => fromStripeMinor(150, 'isk')).toThrow(/whole minor unit/);
  });
});
