import { MATCH_CRITERIA } from '@portal/contracts/schemas/duplicate-transactions';
import { describe, expect, it } from 'vitest';
import { findDuplicates } from '../match-criteria';
import { textSimilarity } from '../text-similarity';
import { candidatesOf, duplicateLedger } from './duplicate-ledger';

/*
 * Eleven planted duplicates and seven look-alikes that are not duplicates in two years of a
 * generated shop (about 5 000 vouchers): precision and recall per match criteria. The lead
 * quotes the printed table.
 */
const SEEDS = [1, 2, 3];
const pct = (v: number) => `${(v * 100).toFixed(0)} %`.padStart(6);

describe('duplicate detection on generated ledgers', () => {
  const ledgers = SEEDS.map((seed) => duplicateLedger(seed));

  it('plants what fuzzy matching can find', () => {
    for (const ledger of ledgers) {
      expect(ledger.duplicates).toHaveLength(11);
      const byNumber = new Map(ledger.vouchers.map((v) => [v.number, v]));
      for (const [a, b] of ledger.duplicates) {
        expect(textSimilarity(byNumber.get(a)!.text, byNumber.get(b)!.text)).toBeGreaterThanOrEqual(
          0.8,
        );
      }
    }
  });

  it('finds the planted duplicates: precision and recall per criteria', () => {
    const lines = [
      'criteria  vouchers  pairs  right  precision  recall   look-alikes taken for duplicates',
    ];
    const results = new Map<string, { precision: number; recall: number; fooled: Set<string> }>();
    for (const criteria of MATCH_CRITERIA) {
      let pairs = 0,
        right = 0,
        found = 0,
        planted = 0,
        vouchers = 0;
      const fooled = new Set<string>();
      for (const ledger of ledgers) {
        const key = (a: string | number, b: string | number) => `${a}-${b}`;
        const truth = new Set(ledger.duplicates.map(([a, b]) => key(a, b)));
        const lookalike = new Map(ledger.lookalikes.map((l) => [key(...l.pair), l.kind]));
        const pairsFound = findDuplicates(candidatesOf(ledger.vouchers), criteria);
        const keys = pairsFound.map((p) => key(p.keptId, p.duplicateId));
        vouchers += ledger.vouchers.length;
        pairs += keys.length;
        right += keys.filter((k) => truth.has(k)).length;
        found += [...truth].filter((k) => keys.includes(k)).length;
        planted += truth.size;
        for (const k of keys) if (lookalike.has(k)) fooled.add(lookalike.get(k)!);
      }
      const precision = pairs ? right / pairs : 1;
      results.set(criteria, { precision, recall: found / planted, fooled });
      lines.push(
        `${criteria.padEnd(9)} ${String(vouchers).padStart(8)} ${String(pairs).padStart(6)} ${String(right).padStart(6)} ${pct(precision)}     ${pct(found / planted)}   ${[...fooled].join(', ') || '–'}`,
      );
    }
    console.log(
      `\n${lines.join('\n')}\n(${SEEDS.length} ledgers × 11 planted duplicates, 7 look-alikes each)\n`,
    );
    expect(results.get('strict')).toMatchObject({ precision: 1 });
    expect(results.get('strict')!.recall).toBeCloseTo(6 / 11, 5);
    expect(results.get('fuzzy')!.recall).toBe(1);
    expect([...results.get('fuzzy')!.fooled].sort()).toEqual([
      'card_sales',
      'rebooked',
      'recurring',
    ]);
    expect(results.get('smart')).toMatchObject({ precision: 1, recall: 1 });
    expect(results.get('smart')!.fooled.size).toBe(0);
  });
});
