import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapKlarnaPayout } from '../mapping/payout';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));

describe("Klarna's published example payout and transaction (golden)", () => {
  it('map to exactly this canonical payout', () => {
    const payout = fixture('payout.json');
    const { transactions } = fixture('transactions.json');
    expect(mapKlarnaPayout(payout, transactions)).toEqual({
      source: 'klarna',
      sourceId: 'XISA93DJ',
      date: '2016-12-14',
      currency: 'USD',
      amount: 550,
      transactions: [
        {
          id: 'SALE:33db6f16-9f43-43fa-a587-cc51411c98e4:PURCHASE',
          type: 'charge',
          amount: 2000,
          fee: 0,
          net: 2000,
          // no merchant_reference1 in the example: Klarna's order id stands in
          orderId: 'ce17b4cb-147f-48b7-b8e6-dde2fa397f04',
          description: 'Klarna SALE PURCHASE',
        },
      ],
      // 5.50 against 20.00: posting books the difference to suspense and reports it
      warnings: [],
    });
  });

  it('take the shop order number from merchant_reference1 when Klarna has it', () => {
    const { transactions } = fixture('transactions.json');
    const withReference = [{ ...transactions[0], merchant_reference1: '1001' }];
    const mapped = mapKlarnaPayout(fixture('payout.json'), withReference);
    expect(mapped.transactions[0]!.orderId).toBe('1001');
  });
});
