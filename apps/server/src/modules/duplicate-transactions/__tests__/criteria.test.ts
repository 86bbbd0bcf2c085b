import { describe, expect, it } from 'vitest';
import { parseReference } from '../accounting-booking';
import { negatedSignature, signatureOf, type Candidate } from '../duplicate-candidates';
import { findDuplicates } from '../match-criteria';
import { differentReferences, recurringPeriods, reversalsIn } from '../smart-rules';
import { normaliseText, referencesOf, textSimilarity } from '../text-similarity';

let next = 1;
const voucher = (
  date: string,
  text: string,
  rows: [number, number][],
  extra: Partial<Candidate> = {},
): Candidate => {
  const id = next++;
  return {
    id,
    date,
    series: 'A',
    number: String(id),
    text,
    signature: signatureOf(rows.map(([account, amount]) => ({ account, amount }))),
    portal: false,
    reverses: null,
    ...extra,
  };
};
const PHONE: [number, number][] = [
  [6212, 45_000],
  [2641, 11_250],
  [1930, -56_250],
];
const pairs = (vs: Candidate[], criteria: 'strict' | 'fuzzy' | 'smart') =>
  findDuplicates(vs, criteria).map((p) => [p.keptId, p.duplicateId]);

describe('texts', () => {
  it('normalises case, accents and punctuation before comparing', () => {
    expect(normaliseText('  Leverantörsfaktura 4711, Telia AB ')).toBe(
      'leverantorsfaktura 4711 telia ab',
    );
    expect(
      textSimilarity('Leverantörsfaktura 4711 Telia AB', 'LEVERANTORSFAKTURA 4711, Telia AB'),
    ).toBe(1);
    expect(
      textSimilarity('Leverantörsfaktura 4711 Telia AB', 'Leverantörsfaktura 4711 Telia'),
    ).toBeGreaterThan(0.8);
    expect(textSimilarity('Hyra lokal', 'Elräkning')).toBeLessThan(0.2);
    expect(textSimilarity('', 'x')).toBe(0);
  });

  it('reads the references a text carries', () => {
    expect(referencesOf('Kortbetalning order #10231, 2025-03-04')).toEqual(['10231', '20250304']);
    expect(referencesOf('Hyra lokal')).toEqual([]);
  });
});

describe('signatures', () => {
  it('sums rows per account, leaves zero accounts out and orders by account', () => {
    expect(
      signatureOf([
        { account: 5010, amount: 100 },
        { account: 1930, amount: -60 },
        { account: 1930, amount: -40 },
        { account: 3740, amount: 0 },
      ]),
    ).toBe('1930:-100|5010:100');
    expect(negatedSignature('1930:-100|5010:100')).toBe('1930:100|5010:-100');
  });
});

describe('criteria', () => {
  it('strict wants the same day and text; fuzzy allows three days and a similar text', () => {
    const a = voucher('2025-05-02', 'Telefoni maj Telia', PHONE);
    const b = voucher('2025-05-02', 'TELEFONI MAJ TELIA', PHONE);
    const c = voucher('2025-05-05', 'Telefoni maj, Telia', PHONE);
    const d = voucher('2025-05-09', 'Telefoni maj Telia', PHONE);
    const e = voucher('2025-05-02', 'Telefoni maj Telia', [
      [6212, 45_001],
      [2641, 11_250],
      [1930, -56_251],
    ]);
    expect(pairs([a, b, c, d, e], 'strict')).toEqual([[a.id, b.id]]);
    expect(pairs([a, b, c, d, e], 'fuzzy')).toEqual([
      [a.id, b.id],
      [a.id, c.id],
    ]);
  });

  it('pairs each copy with the first, never a copy with a copy', () => {
    const a = voucher('2025-05-02', 'Telefoni', PHONE);
    const b = voucher('2025-05-02', 'Telefoni', PHONE);
    const c = voucher('2025-05-03', 'Telefoni', PHONE);
    expect(pairs([c, b, a], 'fuzzy')).toEqual([
      [a.id, b.id],
      [a.id, c.id],
    ]);
  });

  it('never offers our own reversals or what they reversed', () => {
    const a = voucher('2025-05-02', 'Telefoni', PHONE);
    const b = voucher('2025-05-02', 'Telefoni', PHONE);
    const r = voucher(
      '2025-05-02',
      'Återföring av dubblett A 2',
      PHONE.map(([x, m]) => [x, -m] as [number, number]),
      { portal: true, reverses: b.id },
    );
    const c = voucher('2025-05-02', 'Telefoni', PHONE);
    expect(pairs([a, b, r, c], 'strict')).toEqual([[a.id, c.id]]);
  });
});

describe('smart', () => {
  it('does not take card sales with different order numbers for duplicates', () => {
    const sale: [number, number][] = [
      [1580, 49_900],
      [3001, -39_920],
      [2611, -9_980],
    ];
    const a = voucher('2025-03-10', 'Kortbetalning order #10231', sale);
    const b = voucher('2025-03-10', 'Kortbetalning order #10232', sale);
    const c = voucher('2025-03-10', 'Kortbetalning order #10231', sale);
    expect(differentReferences(a, b)).toBe(true);
    expect(pairs([a, b, c], 'fuzzy')).toEqual([
      [a.id, b.id],
      [a.id, c.id],
    ]);
    expect(pairs([a, b, c], 'smart')).toEqual([[a.id, c.id]]);
  });

  it('knows a voucher reversed in the ledger, and its reversal, and leaves both alone', () => {
    const a = voucher('2025-06-02', 'Telefoni juni', PHONE);
    const r = voucher(
      '2025-06-02',
      `Makulering av verifikation ${a.number}`,
      PHONE.map(([x, m]) => [x, -m] as [number, number]),
    );
    const b = voucher('2025-06-03', 'Telefoni juni', PHONE);
    expect([...reversalsIn([a, r, b])].sort()).toEqual([a.id, r.id].sort());
    expect(pairs([a, r, b], 'fuzzy')).toEqual([[a.id, b.id]]);
    expect(pairs([a, r, b], 'smart')).toEqual([]);
  });

  it('tells a late month of a recurring item from one booked twice', () => {
    const rent: [number, number][] = [
      [5011, 650_000],
      [1930, -650_000],
    ];
    const months = [
      '2025-01-02',
      '2025-02-03',
      '2025-02-04',
      '2025-04-01',
      '2025-05-02',
      '2025-06-02',
    ];
    const item = months.map((d) => voucher(d, 'Lagerhyra Hamnvägen 3', rent));
    // January's paid late beside February's: six payments in six months
    expect(recurringPeriods([item[1]!, item[2]!], item)).toBe(true);
    expect(pairs(item, 'smart')).toEqual([]);
    // June's booked twice: seven payments in six months, two in June
    const twice = voucher('2025-06-02', 'Lagerhyra Hamnvägen 3', rent);
    expect(pairs([...item, twice], 'smart')).toEqual([[item[5]!.id, twice.id]]);
  });
});

describe('references from the accounting system', () => {
  it('reads Fortnox and Visma numbering', () => {
    expect(parseReference('A 57')).toEqual({ series: 'A', number: '57' });
    expect(parseReference('A57')).toEqual({ series: 'A', number: '57' });
    expect(parseReference('57 B')).toEqual({ series: 'B', number: '57' });
    expect(parseReference('x-1-2')).toBeNull();
  });
});
