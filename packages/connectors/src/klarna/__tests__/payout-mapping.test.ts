import { describe, expect, it } from 'vitest';
import { mapKlarnaPayout } from '../mapping/payout';
import type { KlarnaPayout, KlarnaTransaction } from '../mapping/payout';

const payout = (settlement: number, currency = 'SEK'): KlarnaPayout => ({
  payment_reference: 'PAY12345',
  payout_date: '2026-03-03T06:00:00Z',
  currency_code: currency,
  totals: { settlement_amount: settlement },
});

const tx = (type: string, amount: number, extra: Partial<KlarnaTransaction> = {}) => ({
  type,
  amount,
  currency_code: 'SEK',
  order_id: 'klarna-order-1',
  merchant_reference1: '1001',
  capture_id: 'cap-1',
  detailed_type: type,
  ...extra,
});

describe('Klarna payout mapping', () => {
  it('maps each Klarna type to its canonical kind, sign and fee', () => {
    const transactions = [
      tx('SALE', 100_000, { detailed_type: 'PURCHASE' }),
      tx('FEE', 2990, { detailed_type: 'PURCHASE_FEE_PERCENTAGE' }),
      tx('RETURN', 20_000, { capture_id: '', refund_id: 'ref-1' }),
      tx('FEE_REFUND', 100),
      tx('CORRECTION', -150, { merchant_reference1: '', order_id: '' }),
      tx('REVERSAL', 500),
      tx('HOLDBACK', 1000),
      tx('RELEASE', 400),
      tx('COMMISSION', 50),
    ];
    const mapped = mapKlarnaPayout(
      payout(100_000 - 2990 - 20_000 + 100 - 150 - 500 - 1000 + 400 - 50),
      transactions,
    );
    expect(mapped.warnings).toEqual([]);
    expect(
      mapped.transactions.map(({ type, amount, fee, net, orderId }) => ({
        type,
        amount,
        fee,
        net,
        orderId,
      })),
    ).toEqual([
      { type: 'charge', amount: 100_000, fee: 0, net: 100_000, orderId: '1001' },
      { type: 'fee', amount: 0, fee: 2990, net: -2990, orderId: '1001' },
      { type: 'refund', amount: -20_000, fee: 0, net: -20_000, orderId: '1001' },
      { type: 'fee', amount: 0, fee: -100, net: 100, orderId: '1001' },
      { type: 'adjustment', amount: -150, fee: 0, net: -150, orderId: undefined },
      { type: 'adjustment', amount: -500, fee: 0, net: -500, orderId: '1001' },
      { type: 'reserve', amount: -1000, fee: 0, net: -1000, orderId: '1001' },
      { type: 'reserve', amount: 400, fee: 0, net: 400, orderId: '1001' },
      { type: 'other', amount: -50, fee: 0, net: -50, orderId: '1001' },
    ]);
    expect(mapped.transactions[1]!.description).toBe('Klarna FEE PURCHASE_FEE_PERCENTAGE');
    expect(mapped.transactions[4]!.description).toBe('Klarna CORRECTION');
    expect(mapped).toMatchObject({ source: 'klarna', sourceId: 'PAY12345', date: '2026-03-03' });
    expect(mapped.rateToSek).toBeUndefined();
  });

  it('reads signed amounts the same as magnitudes (the type gives the direction)', () => {
    const signed = mapKlarnaPayout(payout(-20_000), [tx('RETURN', -20_000)]);
    const unsigned = mapKlarnaPayout(payout(-20_000), [tx('RETURN', 20_000)]);
    expect(signed.transactions).toEqual(unsigned.transactions);
  });

  it('gives two fees on one capture distinct ids', () => {
    const mapped = mapKlarnaPayout(payout(-20), [tx('FEE', 10), tx('FEE', 10)]);
    expect(mapped.transactions.map((t) => t.id)).toEqual(['FEE:cap-1:FEE', 'FEE:cap-1:FEE#2']);
  });

  it('keeps a settlement that differs from its transactions as Klarna sent it', () => {
    // the difference is booked to suspense and reported where the payout is posted
    const mapped = mapKlarnaPayout(payout(97_017), [tx('SALE', 100_000), tx('FEE', 2990)]);
    expect(mapped.amount).toBe(97_017);
    expect(mapped.transactions.reduce((sum, t) => sum + t.net, 0)).toBe(97_010);
    expect(mapped.warnings).toEqual([]);
  });

  it.each([
    ['an unknown type', [tx('MYSTERY', 1)], payout(1)],
    ['a transaction in another currency', [tx('SALE', 1, { currency_code: 'EUR' })], payout(1)],
    ['a decimal amount', [tx('SALE', 1.5)], payout(1)],
    ['a payout without date', [], { ...payout(0), payout_date: '' }],
    ['a payout without settlement_amount', [], { ...payout(0), totals: {} } as KlarnaPayout],
  ])('refuses %s', (_what, transactions, given) => {
    expect(() => mapKlarnaPayout(given, transactions)).toThrow();
  });
});
