import { readFileSync } from 'node:fs';
import { computedTotal } from '@portal/connectors/model/sale';
import type { CanonicalSale, SaleLine } from '@portal/connectors/model/sale';
import { mapShopifyOrder } from '@portal/connectors/shopify/mapping/order';
import { mapShopifyRefund } from '@portal/connectors/shopify/mapping/refund';
import type { ShopifyRefund } from '@portal/connectors/shopify/mapping/refund';
import type { ShopifyOrder } from '@portal/connectors/shopify/mapping/order';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAS_DEFAULTS } from '../accounts';
import { balanceOf, toPreviewDocument } from '../documents';
import { postSale } from '../post-sale';

const shopifyOrder = () =>
  (
    JSON.parse(readFileSync(sharedFixture('shopify', 'order.json'), 'utf8')) as {
      order: ShopifyOrder;
    }
  ).order;

const vatRows = (rows: { account: string; debit: number; credit: number }[], account: string) =>
  rows.filter((r) => r.account === account).reduce((sum, r) => sum + r.credit - r.debit, 0);

describe('posting a sale (per-order model)', () => {
  it("books Shopify's sample order balanced, with its 6 % VAT, and says what is wrong with it", () => {
    const { documents, warnings } = postSale(mapShopifyOrder(shopifyOrder()), BAS_DEFAULTS, {
      rateToSek: '10.00',
    });
    const [voucher] = documents;
    expect(balanceOf(voucher!)).toBe(0);
    expect(voucher!.currency).toBe('SEK');
    expect(vatRows(voucher!.rows, '2631')).toBe(11940); // 11.94 USD at 10 SEK
    expect(toPreviewDocument(voucher!).rows).toEqual([
      { account: '3003', debit: '0.00', credit: '5970.00', description: 'Försäljning 6 % moms' },
      { account: '2631', debit: '0.00', credit: '119.40', description: 'Utgående moms 6 %' },
      { account: '1580', debit: '4099.40', credit: '0.00', description: 'Order #1001' },
      { account: '3740', debit: '1990.00', credit: '0.00', description: 'Öresavrundning' },
    ]);
    expect(warnings.map((w) => w.code)).toEqual(['missing_tax_lines', 'total_mismatch']);
  });

  it("reverses Shopify's sample refund: VAT back on 2631, the money paid back off the clearing account", () => {
    const refund = (
      JSON.parse(readFileSync(sharedFixture('shopify', 'refund.json'), 'utf8')) as {
        refund: ShopifyRefund;
      }
    ).refund;
    const { documents, warnings } = postSale(mapShopifyRefund(refund, 'USD'), BAS_DEFAULTS, {
      rateToSek: '10.00',
    });
    const [voucher] = documents;
    expect(balanceOf(voucher!)).toBe(0);
    expect(vatRows(voucher!.rows, '2631')).toBe(-7960);
    expect(voucher!.rows.find((r) => r.account === '1580')).toMatchObject({ credit: 209000 });
    expect(voucher!.rows.find((r) => r.account === '3003')).toMatchObject({ debit: 398000 });
    expect(warnings.map((w) => w.code)).toEqual(['total_mismatch']);
  });

  it('books in the sale currency and says so when the settlement rate is not known yet', () => {
    const { documents, warnings } = postSale(mapShopifyOrder(shopifyOrder()), BAS_DEFAULTS);
    expect(documents[0]!.currency).toBe('USD');
    expect(warnings.map((w) => w.code)).toContain('currency_rate_missing');
    // each warning also as a message key with what it names, for the reader's language
    expect(warnings.map((w) => [w.key, w.params])).toEqual([
      ['missing_tax_lines', { amount: '11.94 USD', lines: 3 }],
      ['total_mismatch', { computed: '608.94 USD', total: '409.94 USD' }],
      ['currency_rate_missing', { currency: 'USD' }],
    ]);
  });

  it('reports a remainder beyond öresavrundning with its amount and account', () => {
    const sale = { ...mapShopifyOrder(shopifyOrder()), warnings: [] };
    const { warnings } = postSale(sale, BAS_DEFAULTS, { rateToSek: '10.00' });
    expect(warnings).toEqual([
      {
        code: 'total_mismatch',
        message: 'A difference of 199000 minor units was booked to 3740',
        key: 'remainder_booked',
        params: { amount: '1990.00 SEK', account: '3740' },
      },
    ]);
  });

  const line: fc.Arbitrary<SaleLine> = fc
    .record({
      kind: fc.constantFrom('product' as const, 'product' as const, 'shipping' as const),
      net: fc.integer({ min: 0, max: 5_000_000 }),
      vatRate: fc.constantFrom(25, 12, 6, 0),
    })
    .map(({ kind, net, vatRate }) => ({
      kind,
      description: kind,
      quantity: 1,
      net,
      vat: Math.round((net * vatRate) / 100),
      vatRate,
    }));

  const sale: fc.Arbitrary<CanonicalSale> = fc
    .record({
      kind: fc.constantFrom('order' as const, 'refund' as const),
      lines: fc.array(line, { minLength: 1, maxLength: 40 }),
      giftCard: fc.nat({ max: 10_000 }),
      rounding: fc.integer({ min: -50, max: 50 }),
    })
    .map(({ kind, lines, giftCard, rounding }) => {
      const base = { lines, discounts: [] };
      const total = computedTotal(base) + rounding;
      return {
        kind,
        source: 'test',
        sourceId: '1',
        reference: '#1',
        date: '2026-11-21',
        currency: 'SEK',
        customer: null,
        ...base,
        giftCardsRedeemed: Math.min(giftCard, Math.max(0, total)),
        total,
        warnings: [],
      };
    });

  it('balances every generated sale to the öre, with VAT per rate equal to the source', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const { documents, warnings } = postSale(s, BAS_DEFAULTS);
        const [voucher] = documents;
        expect(balanceOf(voucher!)).toBe(0);
        const sign = s.kind === 'order' ? 1 : -1;
        for (const [rate, account] of Object.entries(BAS_DEFAULTS.outputVatByRate)) {
          const source = s.lines
            .filter((l) => l.vatRate === Number(rate))
            .reduce((a, l) => a + l.vat, 0);
          expect(vatRows(voucher!.rows, account)).toBe(sign * source || 0);
        }
        for (const r of voucher!.rows) {
          expect(r.debit === 0 || r.credit === 0).toBe(true);
          expect(Number.isSafeInteger(r.debit) && Number.isSafeInteger(r.credit)).toBe(true);
        }
        expect(warnings).toEqual([]); // a few öre of rounding is not worth a person's time
      }),
      { numRuns: 300 },
    );
  });
});
