import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { decodeSie, encodePc8 } from '../encoding';
import { parseSie, tokenize } from '../parse';
import type { SieVoucher } from '../parse';
import { writeSie } from '../write';

const read = (name: string) => parseSie(decodeSie(readFileSync(sharedFixture('sie', name))));
const balance = (v: SieVoucher) => v.transactions.reduce((sum, t) => sum + t.amount, 0);

describe('SIE 4 files', () => {
  it('reads the published PC8 example: header, accounts and balanced vouchers', () => {
    const sie = read('SIE_exempelfil.se');
    expect(sie).toMatchObject({ format: 'PC8', sietyp: '4', companyName: 'SBMDEMO Lars' });
    expect(sie.accounts.get('1090')).toBe('Övr immateriella anläggningstillgångar');
    expect(sie.years[0]).toEqual({ index: 0, from: '20110101', to: '20111231' });
    expect(sie.vouchers.length).toBeGreaterThan(0);
    expect(sie.vouchers[0]).toMatchObject({ series: 'A', number: '1', date: '20110130' });
    expect(sie.vouchers[0]!.transactions[1]).toMatchObject({ account: '2611', amount: -314210 });
    expect(sie.vouchers.filter((v) => balance(v) !== 0)).toEqual([]);
  });

  it('reads the UTF-8 example with object dimensions', () => {
    const sie = read('SIE4_Exempelfil_med_underdim.SE');
    expect(sie.sietyp).toBe('4');
    expect(sie.vouchers.length).toBeGreaterThan(0);
    expect(sie.vouchers.some((v) => v.transactions.some((t) => t.objects.length > 0))).toBe(true);
    expect(sie.vouchers.filter((v) => balance(v) !== 0)).toEqual([]);
  });

  it('tokenizes quoted text with escapes and object lists', () => {
    expect(tokenize('#TRANS 3051 {1 "100"} -12568.4 20110130 "Sålt \\"extra\\""')).toEqual([
      '#TRANS',
      '3051',
      '{1 "100"}',
      '-12568.4',
      '20110130',
      'Sålt "extra"',
    ]);
  });

  it('writes what it reads back, in PC8, for generated balanced vouchers', () => {
    const accounts = new Map([
      ['1580', 'Fordringar för kontokort'],
      ['2611', 'Utgående moms 25 %'],
      ['3001', 'Försäljning inom Sverige 25 %'],
    ]);
    const voucher = fc
      .record({
        net: fc.integer({ min: 1, max: 1e9 }),
        number: fc.integer({ min: 1, max: 99999 }),
        text: fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\w åäöÅÄÖ"-]/g, '')),
      })
      .map(({ net, number, text }): SieVoucher => {
        const vat = Math.round(net / 4);
        return {
          series: 'W',
          number: String(number),
          date: '20261121',
          text: `Order ${text}`,
          transactions: [
            { account: '1580', objects: [], amount: net + vat },
            { account: '3001', objects: [], amount: -net },
            { account: '2611', objects: [], amount: vat === 0 ? 0 : -vat },
          ],
        };
      });
    fc.assert(
      fc.property(fc.array(voucher, { minLength: 1, maxLength: 20 }), (vouchers) => {
        const text = writeSie({
          program: { name: 'Bokföringsportalen', version: '1' },
          generatedOn: '20261121',
          companyName: 'Norrsken Handel AB',
          orgNumber: '556677-8899',
          year: { from: '20260101', to: '20261231' },
          accounts,
          vouchers,
        });
        const back = parseSie(decodeSie(encodePc8(text)));
        expect(back.vouchers).toEqual(vouchers);
        expect(back.accounts).toEqual(accounts);
        expect(back.companyName).toBe('Norrsken Handel AB');
      }),
      { numRuns: 50 },
    );
  });

  it('refuses to write an unbalanced voucher or an unnamed account', () => {
    const base = {
      program: { name: 'P', version: '1' },
      generatedOn: '20261121',
      companyName: 'X',
      orgNumber: '1',
      year: { from: '20260101', to: '20261231' },
    };
    const trans = (amount: number) => ({ account: '1930', objects: [], amount });
    const v = (amounts: number[]) => ({
      series: 'A',
      number: '1',
      date: '20261121',
      text: '',
      transactions: amounts.map(trans),
    });
    expect(() =>
      writeSie({ ...base, accounts: new Map([['1930', 'Bank']]), vouchers: [v([100, -99])] }),
    ).toThrow(/off by 1 öre/);
    expect(() => writeSie({ ...base, accounts: new Map(), vouchers: [v([100, -100])] })).toThrow(
      /without a name: 1930/,
    );
  });
});
