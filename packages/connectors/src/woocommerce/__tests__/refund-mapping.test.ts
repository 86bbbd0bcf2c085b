import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { mapWooRefund } from '../mapping/refund';
import type { WooRefund } from '../mapping/refund';

const examples = () =>
  [
    ...readFileSync(sharedFixture('woocommerce', 'order-refunds.md'), 'utf8').matchAll(
      /```json\n([\s\S]*?)```/g,
    ),
  ]
    .map((m) => JSON.parse(m[1]!) as unknown)
    .flatMap((e) => (Array.isArray(e) ? e : [e])) as WooRefund[];

describe("WooCommerce refund → canonical sale (WooCommerce's documented examples)", () => {
  it('maps a refund of lines with their VAT', () => {
    const refund = examples().find((r) => r.id === 724)!;
    const sale = mapWooRefund(refund, '723', 'USD');
    expect(sale).toMatchObject({
      kind: 'refund',
      reference: '723',
      date: '2017-03-21',
      total: 900,
    });
    expect(sale.lines.map((l) => [l.description, l.net, l.vat, l.quantity])).toEqual([
      ['Woo Album #2', 900, 0, 1],
    ]);
    expect(sale.warnings).toEqual([]);
  });

  it('reports a refund of an amount without lines: its VAT is unknown', () => {
    const refund = examples().find((r) => r.id === 726)!;
    const sale = mapWooRefund(refund, '723', 'USD');
    expect(sale.lines).toHaveLength(1);
    expect(sale.warnings).toEqual([
      {
        code: 'missing_tax_lines',
        message: 'A refund of 10.00 USD without lines: its VAT is unknown',
        key: 'refund_without_lines',
        params: { amount: '10.00 USD' },
      },
    ]);
  });

  it('maps every documented refund example', () => {
    const all = examples().filter((r) => typeof r.amount === 'string');
    expect(all.length).toBeGreaterThan(2);
    for (const refund of all) expect(() => mapWooRefund(refund, '1', 'SEK')).not.toThrow();
  });
});
