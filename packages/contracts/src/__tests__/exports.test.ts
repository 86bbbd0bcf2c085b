import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/resources';
import { EXPORT_FIELDS, SALES_TABS, exportHeaders, exportRow } from '../schemas/sales';

describe('sales panel export', () => {
  it('has a header for every column of every tab in both languages', () => {
    for (const locale of ['sv', 'en'] as const) {
      const tr = (key: string, params?: Record<string, string | number>) =>
        translate(locale, key, params);
      for (const tab of SALES_TABS) {
        const headers = exportHeaders(tab, tr);
        expect(headers).toHaveLength(EXPORT_FIELDS[tab].length);
        for (const header of headers) expect(header).not.toMatch(/^sales\.columns\./);
      }
    }
  });

  it('writes amounts as numbers and the reason from its message key', () => {
    const tr = (key: string, params?: Record<string, string | number>) =>
      translate('en', key, params);
    const row = exportRow(
      'payments',
      {
        payout_id: 'po_1',
        amount: '-12.50',
        fees: '0.30',
        transactions: 3,
        status: 'Failed',
        reason: { text: 'x', key: 'exports.values.refund', params: null },
      },
      tr,
    );
    const at = (field: string) => row[EXPORT_FIELDS.payments.indexOf(field as never)];
    expect(at('payout_id')).toBe('po_1');
    expect(at('amount')).toBe(-12.5);
    expect(at('transactions')).toBe(3);
    expect(at('status')).toBe('Failed');
    expect(at('reason')).toBe('Refund');
  });
});
