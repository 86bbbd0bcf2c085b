import { describe, expect, it } from 'vitest';
import { accountSeries } from '../account-series';
import { adaptiveScores } from '../adaptive-model';
import { amountFindings, judge } from '../amount-findings';
import type { LedgerWindow, WindowRow } from '../ledger-window';
import { mad, median, robustCenter } from '../robust-stats';
import { dayKey, statisticalScores } from '../statistical-model';
import { THRESHOLDS } from '../thresholds';

/** One cost account booked on the 1st of each month of 2024–2025 with `amount(month index)`. */
function monthly(
  account: number,
  amount: (i: number) => number,
  period = { start: '2025-01-01', end: '2025-12-31' },
): LedgerWindow {
  const rows: WindowRow[] = [];
  for (let i = 0; i < 24; i++) {
    const date = `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`;
    rows.push({ voucherId: i + 1, date, account, amount: amount(i), text: '' });
    rows.push({ voucherId: i + 1, date, account: 1930, amount: -amount(i), text: '' });
  }
  return { learnStart: '2024-01-01', ...period, rows, vouchers: new Map() };
}

const RENT = 2_500_000;
const medium = THRESHOLDS.medium;

describe('robust statistics', () => {
  it('are not moved by one wild value', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(mad([1, 2, 3, 4, 1000], 3)).toBe(1);
    expect(robustCenter([5, 5, 5, 5], 0.1)).toEqual({ center: 5, scale: 0.1 });
  });
});

describe('statistical model', () => {
  it('flags a rent booked at six times the usual, not a 2 % raise', () => {
    const w = monthly(5010, (i) => (i === 16 ? RENT * 6 : i >= 12 ? RENT * 1.02 : RENT));
    const scores = statisticalScores(w, accountSeries(w), 20_000);
    expect(scores.get(dayKey(5010, '2025-05-01'))!.z / medium.statistical).toBeGreaterThan(1);
    expect(Math.abs(scores.get(dayKey(5010, '2025-06-01'))!.z)).toBeLessThan(1);
    const [finding] = amountFindings(w, accountSeries(w), 'statistical', medium, 20_000);
    expect(finding).toMatchObject({
      key: 'amount:5010:17',
      kind: 'unusual_amount',
      date: '2025-05-01',
      amount: RENT * 6,
      reason: { key: 'amount_high', params: { account: 5010, amount: '150000.00', ratio: 5.9 } },
    });
  });

  it('leaves a deviation below the materiality floor alone', () => {
    const w = monthly(6212, (i) => (i === 16 ? 45_000 * 3 : 45_000));
    expect(amountFindings(w, accountSeries(w), 'statistical', medium, 100_000)).toEqual([]);
    expect(amountFindings(w, accountSeries(w), 'statistical', medium, 20_000)).toHaveLength(1);
  });

  it('judges a revenue account by its credits', () => {
    const w = monthly(3001, (i) => -(i === 20 ? 10 : 1) * 1_000_000);
    const [finding] = amountFindings(w, accountSeries(w), 'statistical', medium, 20_000);
    expect(finding).toMatchObject({
      date: '2025-09-01',
      amount: -10_000_000,
      reason: { key: 'amount_high', params: { ratio: 10 } },
    });
  });
});

describe('adaptive model', () => {
  it('learns a new level: the first month of a 40 % rent rise is flagged, the ones after are not', () => {
    const w = monthly(5010, (i) => (i >= 15 ? RENT * 1.4 : RENT));
    const scores = adaptiveScores(w, accountSeries(w), medium.adaptive, 20_000);
    const z = (date: string) => scores.get(dayKey(5010, date))!.z;
    expect(z('2025-04-01')).toBeGreaterThan(medium.adaptive);
    expect(z('2025-07-01')).toBeLessThan(medium.adaptive);
    expect(z('2025-12-01')).toBeLessThan(1);
  });

  it('gives the band of the day it judges', () => {
    const w = monthly(5010, () => RENT);
    const band = adaptiveScores(w, accountSeries(w), medium.adaptive, 20_000).get(
      dayKey(5010, '2025-03-01'),
    )!;
    expect(band.low).toBeLessThan(RENT);
    expect(band.high).toBeGreaterThan(RENT);
    expect(band.forecast).toBeCloseTo(RENT, -2);
  });
});

describe('ensemble', () => {
  const stat = (z: number) => ({ z, value: 1, typical: 1, row: null });
  const adapt = (z: number, material = true) => ({
    z,
    value: 1,
    forecast: 1,
    low: 1,
    high: 1,
    material,
  });
  const t = medium;

  it('flags what both models see, or one far past its threshold carrying the other', () => {
    expect(judge('ensemble', stat(4), adapt(4), t)).not.toBeNull();
    expect(judge('ensemble', stat(7), adapt(2), t)).not.toBeNull();
    expect(judge('ensemble', stat(4), adapt(1), t)).toBeNull();
  });

  it('lets a model that sees nothing, or the opposite, veto', () => {
    expect(judge('ensemble', stat(20), adapt(0), t)).toBeNull();
    expect(judge('ensemble', stat(20), adapt(10, false), t)).toBeNull();
    expect(judge('ensemble', stat(8), adapt(-8), t)).toBeNull();
  });

  it('decides alone, far past its threshold, when the other has too little history', () => {
    expect(judge('ensemble', stat(6), undefined, t)).not.toBeNull();
    expect(judge('ensemble', stat(4), undefined, t)).toBeNull();
    expect(judge('statistical', stat(4), undefined, t)).not.toBeNull();
  });
});
