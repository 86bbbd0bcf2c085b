import { ConnectorError } from '@portal/connectors/errors';
import { SALE_WARNING_KEYS } from '@portal/connectors/model/sale';
import { LEDGER_REFUSAL_CODES, refusal } from '@portal/connectors/sdk/connector';
import { sharedResources, translate } from '@portal/contracts/i18n/resources';
import { REASON_FRAMES, reasonMessages } from '@portal/contracts/i18n/sv/engine';
import { describe, expect, it } from 'vitest';
import {
  errorReason,
  framed,
  joinReasons,
  reasonKey,
  refusalReason,
  warningReason,
} from '../reason';
import type { ReasonCode } from '../reason';

const codes = Object.keys(reasonMessages) as ReasonCode[];
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
type Group = Record<string, Record<string, string>>;
const template = (locale: 'sv' | 'en', key: string) => {
  const [, group, code] = key.split('.');
  return (sharedResources[locale].engine as Group)[group!]?.[code!];
};

describe("the engine's reasons as message keys", () => {
  it('has a message for every code the ledgers refuse with and every posting warning', () => {
    for (const code of [...LEDGER_REFUSAL_CODES, ...SALE_WARNING_KEYS]) {
      expect(codes).toContain(code);
    }
  });

  it('words every key it can produce in sv and en, naming the same parameters', () => {
    for (const code of codes) {
      for (const frame of REASON_FRAMES) {
        for (const more of [0, 2]) {
          const { key } = reasonKey({ code, text: '', params: {}, frame, more });
          const sv = template('sv', key);
          const en = template('en', key);
          expect(sv, key).toBeTruthy();
          expect(en, key).toBeTruthy();
          expect(placeholders(en!), key).toEqual(placeholders(sv!));
          if (more) expect(placeholders(sv!), key).toContain('more');
        }
      }
    }
  });

  it('keeps the first of several reasons as the key and counts the others', () => {
    const refused = joinReasons([
      refusalReason(
        refusal('account_missing', 'Account 1580 does not exist in Fortnox', {
          account: '1580',
          ledger: 'Fortnox',
        }),
      ),
      refusalReason(refusal('no_rows', 'The document has no rows')),
      refusalReason(refusal('invoice_no_customer', 'The invoice has no customer')),
    ])!;
    expect(refused.text).toBe(
      'Account 1580 does not exist in Fortnox · The document has no rows · The invoice has no customer',
    );
    const { key, params } = reasonKey(refused);
    expect(key).toBe('engine.reason_and_more.account_missing');
    expect(translate('sv', key, params)).toBe('Konto 1580 finns inte i Fortnox (och 2 skäl till)');
    expect(translate('en', key, params)).toBe(
      'Account 1580 does not exist in Fortnox (and 2 more)',
    );
    // booked as a voucher instead: the same reasons inside the frame
    const asVoucher = reasonKey(framed('as_voucher', refused, `Booked as a voucher: …`));
    expect(asVoucher.key).toBe('engine.as_voucher_and_more.account_missing');
    expect(translate('sv', asVoucher.key, asVoucher.params)).toBe(
      'Bokförd som verifikation: Konto 1580 finns inte i Fortnox (och 2 skäl till)',
    );
    expect(joinReasons([])).toBeNull();
  });

  it("keeps a provider's or the database's own words as a parameter", () => {
    const provider = errorReason(new ConnectorError('validation', 'Kontot är låst'));
    expect(provider).toMatchObject({
      code: 'provider_error',
      params: { message: 'Kontot är låst' },
    });
    const database = errorReason(
      Object.assign(new Error('Failed query: insert into "sync_entries" values ($1)'), {
        query: 'insert into "sync_entries" values ($1)',
        params: ['secret'],
        cause: Object.assign(new Error('duplicate'), { code: '23505' }),
      }),
    );
    expect(database).toMatchObject({
      code: 'database_error',
      params: { code: '23505', query: 'insert sync_entries' },
    });
    expect(JSON.stringify(database)).not.toContain('secret');
    expect(errorReason(new RangeError('Not a decimal amount: "x"'))).toMatchObject({
      code: 'unexpected_error',
      params: { message: 'Not a decimal amount: "x"' },
    });
  });

  it('frames a warning of a summary with its sale, and words one stored without a key', () => {
    const inSummary = warningReason({
      code: 'total_mismatch',
      message: '#1001: The order’s lines come to 10.00 SEK, its total is 12.00 SEK',
      key: 'total_mismatch',
      params: { computed: '10.00 SEK', total: '12.00 SEK' },
      sale: '#1001',
    });
    const { key, params } = reasonKey(inSummary);
    expect(key).toBe('engine.in_sale.total_mismatch');
    expect(translate('sv', key, params)).toBe(
      '#1001: Orderns rader summerar till 10.00 SEK men ordersumman är 12.00 SEK',
    );
    // staged before warnings had keys: its English words, whatever the language
    const stored = { code: 'total_mismatch', message: 'Old words' } as never;
    expect(reasonKey(warningReason(stored))).toEqual({
      key: 'engine.reason.remark',
      params: { message: 'Old words' },
    });
  });
});
