import {
  generateLedgerHistory,
  type Irregularity,
} from '@portal/simulators/scenarios/ledger-history';
import { describe, expect, it } from 'vitest';
import { findDuplicates } from '../../duplicate-transactions/match-criteria';
import { candidatesOf } from '../../duplicate-transactions/__tests__/duplicate-ledger';
import { detectAnomalies } from '../detect';
import type { Finding } from '../ledger-window';
import { windowOf } from './scoring';

/*
 * The demo's books (the simulators' history generator, as Norrsken, Fjällbutiken and Lindqvist
 * Bygg get them): over their last two years the ensemble at medium finds each planted
 * irregularity and next to nothing else (a busy November Sunday of the smallest shop is as
 * unusual to it), and smart matching finds the supplier invoice booked twice and no other pair.
 */
const DEMOS = [
  { seed: 16, meanDailySales: 2_500_000 },
  { seed: 17, meanDailySales: 1_200_000 },
  { seed: 31, meanDailySales: 900_000 },
];

/** Voucher ids unique over the years: year index × 100 000 + number. */
function history(seed: number, meanDailySales: number) {
  const h = generateLedgerHistory({
    seed,
    firstMonth: '2024-01',
    months: 35,
    meanDailySales,
    irregularities: true,
  });
  const id = (yearStart: string, number: string) =>
    h.years.findIndex((y) => y.start === yearStart) * 100_000 + Number(number);
  const vouchers = h.years.flatMap((y) =>
    y.vouchers.map((v) => ({ ...v, number: String(id(y.start, v.number)) })),
  );
  return { vouchers, irregularities: h.irregularities, id };
}

const shows = (i: Irregularity, f: Finding, id: (y: string, n: string) => number) =>
  i.kind === 'payout_gap'
    ? f.kind === 'missing_payout' && f.date >= i.date && f.date <= i.until!
    : i.vouchers.some((v) => f.voucherIds.includes(id(v.yearStart, v.number)));

describe('the demo ledgers', () => {
  it.each(DEMOS)(
    'seed $seed: the planted irregularities and at most one other day',
    ({ seed, meanDailySales }) => {
      const { vouchers, irregularities, id } = history(seed, meanDailySales);
      // the screen's "last year", and the year before it, each learning from what came before
      const years = [
        { start: '2025-12-01', end: '2026-11-30' },
        { start: '2024-12-01', end: '2025-11-30' },
      ];
      const findings = years.flatMap((year) =>
        detectAnomalies(windowOf(vouchers, year), { model: 'ensemble', sensitivity: 'medium' }),
      );
      const anomalies = irregularities.filter(
        (i) => i.kind !== 'duplicate_supplier_invoice' && i.date >= '2024-12-01',
      );
      expect(anomalies.length).toBeGreaterThanOrEqual(3);
      for (const i of anomalies)
        expect(
          findings.some((f) => shows(i, f, id)),
          i.label,
        ).toBe(true);
      // a week without payouts skips Klarna's weekly payout too: two findings for one gap
      const unexplained = findings.filter(
        (f) => !anomalies.some((i) => shows(i, f, id)) && f.kind !== 'missing_payout',
      );
      const days = new Set(unexplained.map((f) => f.date));
      expect(days.size, unexplained.map((f) => f.key).join(', ')).toBeLessThanOrEqual(1);

      const duplicate = irregularities.find((i) => i.kind === 'duplicate_supplier_invoice')!;
      const pairs = findDuplicates(candidatesOf(vouchers), 'smart');
      expect(pairs.map((p) => [p.keptId, p.duplicateId])).toEqual([
        duplicate.vouchers.map((v) => id(v.yearStart, v.number)),
      ]);
    },
  );
});
