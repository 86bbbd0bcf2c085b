import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { decodeSie, encodePc8 } from '../encoding';
import { parseSie, tokenize } from '../parse';
import type { SieVoucher } from '../parse';
import { writeSie } from '../write';
import type { SieExport } from '../write';

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

  describe('a forged record in any field the writer emits stays text', () => {
    const FORGED =
      'x\r\n#VER A 99 20261121 "forged"\r\n{\r\n#TRANS 1910 {} 99999.00\r\n#TRANS 3001 {} -99999.00\r\n}\r\n';
    const SEPARATORS = [
      '\r\n',
      '\n',
      '\r',
      '\u2028',
      '\u2029',
      '\u0085',
      '\u000b',
      '\u000c',
      '\u0000',
    ];
    const clean = (): SieExport => ({
      program: { name: 'Bokföringsportalen', version: '1.0' },
      generatedOn: '20261121',
      companyName: 'Norrsken Handel AB',
      orgNumber: '556677-8899',
      year: { from: '20260101', to: '20261231' },
      accounts: new Map([
        ['1580', 'Fordringar för kontokort'],
        ['3001', 'Försäljning inom Sverige 25 %'],
      ]),
      vouchers: [
        {
          series: 'W',
          number: '1',
          date: '20261121',
          text: 'Order 1001, Anna',
          transactions: [
            { account: '1580', objects: ['1', '100'], amount: 12500, date: '20261121', text: 'a' },
            { account: '3001', objects: [], amount: -12500 },
          ],
        },
      ],
    });
    /** Every field the writer emits, each set to a hostile value in a copy of the clean file. */
    const FIELDS: [string, (data: SieExport, value: string) => void][] = [
      ['#PROGRAM name', (d, v) => (d.program.name = v)],
      ['#PROGRAM version', (d, v) => (d.program.version = v)],
      ['#GEN', (d, v) => (d.generatedOn = v)],
      ['#FNAMN', (d, v) => (d.companyName = v)],
      ['#ORGNR', (d, v) => (d.orgNumber = v)],
      ['#RAR from', (d, v) => (d.year.from = v)],
      ['#RAR to', (d, v) => (d.year.to = v)],
      ['#KONTO name', (d, v) => d.accounts.set('3001', v)],
      ['#VER series', (d, v) => (d.vouchers[0]!.series = v)],
      ['#VER number', (d, v) => (d.vouchers[0]!.number = v)],
      ['#VER date', (d, v) => (d.vouchers[0]!.date = v)],
      ['#VER text', (d, v) => (d.vouchers[0]!.text = v)],
      ['#TRANS objects', (d, v) => (d.vouchers[0]!.transactions[0]!.objects = ['1', v])],
      ['#TRANS date', (d, v) => (d.vouchers[0]!.transactions[0]!.date = v)],
      ['#TRANS text', (d, v) => (d.vouchers[0]!.transactions[0]!.text = v)],
    ];
    const LINES = writeSie(clean()).split('\n').length;

    it.each(FIELDS)('%s', (_field, set) => {
      for (const separator of SEPARATORS) {
        const data = clean();
        set(data, FORGED.replaceAll('\r\n', separator));
        const text = writeSie(data);
        // One record per line, and no more lines than the clean file has.
        expect(text.split('\n')).toHaveLength(LINES);
        // eslint-disable-next-line no-control-regex -- the characters that must not be there
        expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
        const back = parseSie(decodeSie(encodePc8(text)));
        expect(back.vouchers).toHaveLength(1);
        expect(back.vouchers[0]!.transactions.map((t) => t.amount)).toEqual([12500, -12500]);
        expect([...back.accounts.keys()]).toEqual(['1580', '3001']);
      }
    });

    it('keeps the text itself, on one line', () => {
      const data = clean();
      data.companyName = 'Kund\r\n#FNAMN "Annan AB"';
      data.vouchers[0]!.text = 'Order 1001, x\n#TRANS 1910 {} 99999.00';
      const back = parseSie(decodeSie(encodePc8(writeSie(data))));
      expect(back.companyName).toBe('Kund  #FNAMN "Annan AB"');
      expect(back.vouchers[0]!.text).toBe('Order 1001, x #TRANS 1910 {} 99999.00');
    });

    it('reads quoted object names with braces inside', () => {
      const data = clean();
      data.vouchers[0]!.transactions[0]!.objects = ['1', 'a}b {c}'];
      const back = parseSie(decodeSie(encodePc8(writeSie(data))));
      expect(back.vouchers[0]!.transactions[0]!.objects).toEqual(['1', 'a}b {c}']);
    });
  });
});
