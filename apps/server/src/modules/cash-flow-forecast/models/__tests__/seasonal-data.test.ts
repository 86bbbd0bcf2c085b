import { generateLedgerHistory } from '@portal/simulators/scenarios/ledger-history';
import { describe, expect, it } from 'vitest';
import { measure } from '../evaluate';
import { seriesOf } from '../model';
import { MODELS } from '../registry';

/** mulberry32: a small seeded generator, so each seed gives the same months every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Normal noise by Box-Muller. */
function gaussian(next: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

/**
 * A shop's cash months (öre): money in grows 0.6 % a month with a strong Christmas and summer,
 * money out follows with purchases ahead of the season; each month has noise of its own.
 */
function shop(seed: number, months: number) {
  const noise = gaussian(random(seed));
  const inflow: number[] = [];
  const outflow: number[] = [];
  for (let t = 0; t < months; t++) {
    const season = Math.sin((2 * Math.PI * (t - 3)) / 12);
    const christmas = t % 12 === 11 ? 0.35 : 0;
    const base = 80_000_000 * (1 + 0.006 * t);
    inflow.push(base * (1 + 0.25 * season + christmas) + 4_000_000 * noise());
    const ahead = Math.sin((2 * Math.PI * (t - 2)) / 12);
    outflow.push(0.85 * base * (1 + 0.2 * ahead) + 3_000_000 * noise());
  }
  return seriesOf(inflow, outflow);
}

const SEEDS = [1, 7, 42, 2024, 99_991];

describe('the AI model on generated seasonal months', () => {
  it.each([6, 12])(
    'beats the naive forecast and the other models on the back-test, seed by seed (horizon %i)',
    (horizon) => {
      const lines: string[] = [];
      const totals = { ai: 0, seasonalNaive: 0 };
      for (const seed of SEEDS) {
        const series = shop(seed, 48);
        const ai = measure(series, MODELS.ai, 12, horizon);
        expect(ai.available).toBe(true);
        expect(ai.origins).toBe(12);
        const others = (['linear', 'seasonal', 'conservative'] as const).map((id) =>
          measure(series, MODELS[id], 12, horizon),
        );
        // on the very same forecasts as the naive one: more than half its error gone
        expect(ai.mae!).toBeLessThan(ai.naiveMae!);
        expect(ai.skill!).toBeGreaterThan(0.5);
        for (const other of others) expect(ai.mae!).toBeLessThan(other.mae!);
        totals.ai += ai.mae!;
        totals.seasonalNaive += ai.seasonalNaiveMae!;
        const kr = (v: number | null) => Math.round((v ?? 0) / 100);
        lines.push(
          `seed ${seed}: AI MAE ${kr(ai.mae)} kr, naive ${kr(ai.naiveMae)} kr ` +
            `(${Math.round(ai.skill! * 100)} % better), seasonal naive ${kr(ai.seasonalNaiveMae)} kr, ` +
            others.map((o) => `${o.model} ${kr(o.mae)} kr`).join(', '),
        );
      }
      // the seasonal naive forecast is hard to beat on a clean season; on average it is beaten
      expect(totals.ai).toBeLessThan(totals.seasonalNaive);
      console.info(`horizon ${horizon}\n${lines.join('\n')}`);
    },
  );

  it('beats the naive, linear and conservative forecasts on the demo’s shop books', () => {
    // the demo's generator: a Swedish web shop with VAT, salaries, payouts and planted oddities
    const lines: string[] = [];
    for (const [seed, meanDailySales] of [
      [16, 2_500_000],
      [17, 1_200_000],
      [31, 900_000],
    ] as const) {
      const history = generateLedgerHistory({
        seed,
        firstMonth: '2023-12',
        months: 35,
        meanDailySales,
        irregularities: true,
      });
      const months = new Map<string, [number, number]>();
      for (const voucher of history.years.flatMap((y) => y.vouchers)) {
        for (const row of voucher.rows) {
          if (row.account < 1900 || row.account > 1999) continue;
          const m = months.get(voucher.date.slice(0, 7)) ?? [0, 0];
          if (row.amount > 0) m[0] += row.amount;
          else m[1] -= row.amount;
          months.set(voucher.date.slice(0, 7), m);
        }
      }
      const sorted = [...months.keys()].sort().map((k) => months.get(k)!);
      const series = seriesOf(
        sorted.map((m) => m[0]),
        sorted.map((m) => m[1]),
      );
      const ai = measure(series, MODELS.ai, 12, 6);
      expect(ai.skill!).toBeGreaterThan(0.5);
      for (const id of ['linear', 'conservative'] as const) {
        expect(ai.mae!).toBeLessThan(measure(series, MODELS[id], 12, 6).mae!);
      }
      const pattern = measure(series, MODELS.seasonal, 12, 6);
      const kr = (v: number | null) => Math.round((v ?? 0) / 100);
      lines.push(
        `demo seed ${seed}: AI ${kr(ai.mae)} kr, naive ${kr(ai.naiveMae)} kr (${Math.round(ai.skill! * 100)} % better), ` +
          `seasonal pattern ${kr(pattern.mae)} kr, seasonal naive ${kr(ai.seasonalNaiveMae)} kr`,
      );
    }
    console.info(lines.join('\n'));
  });

  it('says which models cannot be measured on a short history', () => {
    const series = shop(3, 14);
    expect(measure(series, MODELS.seasonal, 12, 6)).toMatchObject({
      available: false,
      needed: 16,
    });
    expect(measure(series, MODELS.linear, 12, 6)).toMatchObject({ available: true, origins: 11 });
    expect(measure(series, MODELS.ai, 12, 6)).toMatchObject({ available: true, origins: 8 });
  });
});
