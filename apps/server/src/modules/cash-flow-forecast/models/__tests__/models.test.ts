import { describe, expect, it } from 'vitest';
import { backtestPairs, mae, rollingOrigins, smape } from '../backtest';
import { naive, seasonalNaive } from '../baselines';
import { conservative } from '../conservative';
import { decomposition } from '../decomposition';
import { bandOf, bandSigma } from '../evaluate';
import { smoothingForecasts } from '../holt-winters';
import { linear } from '../linear';
import { seriesOf } from '../model';
import { seasonal } from '../seasonal';

/** A series whose money out is zero: net = inflow. */
const netOnly = (net: number[]) =>
  seriesOf(
    net,
    net.map(() => 0),
  );

describe('each model on a tiny series, by hand', () => {
  it('naive repeats the last month; seasonal naive the same month a year earlier', () => {
    expect(naive.forecast(netOnly([1, 2, 3]), { trend: 6, horizon: 2 })).toEqual([3, 3]);
    const year = Array.from({ length: 12 }, (_, i) => i + 1);
    const f = seasonalNaive.forecast(netOnly(year), { trend: 6, horizon: 13 });
    expect(f[0]).toBe(1);
    expect(f[11]).toBe(12);
    expect(f[12]).toBe(1);
  });

  it('linear regression fits y = 1.3 + 0.8x to 1, 3, 2, 4 and carries it on', () => {
    // x̄ = 1.5, ȳ = 2.5, Σ(x−x̄)(y−ȳ) = 4, Σ(x−x̄)² = 5: slope 0.8, intercept 2.5 − 1.2 = 1.3
    const f = linear.forecast(netOnly([1, 3, 2, 4]), { trend: 12, horizon: 2 });
    expect(f[0]).toBeCloseTo(4.5, 10);
    expect(f[1]).toBeCloseTo(5.3, 10);
  });

  it('linear regression looks only at the trend window', () => {
    // the last 6 months rise by 10 a month; what came before does not count
    const net = [500, -400, 300, 10, 20, 30, 40, 50, 60];
    const f = linear.forecast(netOnly(net), { trend: 6, horizon: 1 });
    expect(f[0]).toBeCloseTo(70, 10);
  });

  it('seasonal pattern: the month a year earlier moved by the yearly change', () => {
    const year = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120];
    // 13 months: the 13th (15) is 5 more than a year before (10): +5 on every month
    const f13 = seasonal.forecast(netOnly([...year, 15]), { trend: 6, horizon: 13 });
    expect(f13[0]).toBe(25); // February: 20 + 5
    expect(f13[1]).toBe(35);
    expect(f13[12]).toBe(30); // two years after February's 20: 20 + 2 × 5
    // 14 months: 15 and 26 against 10 and 20, on average 5.5 more
    const f14 = seasonal.forecast(netOnly([...year, 15, 26]), { trend: 6, horizon: 1 });
    expect(f14[0]).toBe(35.5);
  });

  it('conservative: mean money in less its deviation, mean money out plus its deviation', () => {
    const series = seriesOf([100, 200, 300], [50, 50, 80]);
    // in: 200 − √(20000/3) = 118.35; out: 60 + √200 = 74.14
    const f = conservative.forecast(series, { trend: 6, horizon: 3 });
    const expected = 200 - Math.sqrt(20000 / 3) - (60 + Math.sqrt(200));
    expect(f).toHaveLength(3);
    for (const v of f) expect(v).toBeCloseTo(expected, 10);
    expect(f[0]).toBeCloseTo(44.21, 2);
  });

  it("Holt's damped trend: level and trend updated month by month", () => {
    // start: level 10, trend 0. t=1: level ½·12 + ½·10 = 11, trend ½·1 = 0.5.
    // t=2: expected 11.5, level ½·15 + ½·11.5 = 13.25, trend ½·2.25 + ½·0.5 = 1.375.
    const f = smoothingForecasts(
      [10, 12, 15],
      { alpha: 0.5, beta: 0.5, gamma: null, phi: 1 },
      [3],
      2,
    );
    expect(f.get(3)![0]).toBeCloseTo(14.625, 10);
    expect(f.get(3)![1]).toBeCloseTo(16, 10);
    // damped by 0.9: the trend adds 0.9 then 0.81 of itself
    const d = smoothingForecasts(
      [10, 12, 15],
      { alpha: 0.5, beta: 0.5, gamma: null, phi: 0.9 },
      [3],
      2,
    );
    // t=1: expected 10, level 11, trend ½·1 + ½·0.9·0 = 0.5
    // t=2: expected 11 + 0.45 = 11.45, level 13.225, trend ½·2.225 + ½·0.9·0.5 = 1.3375
    expect(d.get(3)![0]).toBeCloseTo(13.225 + 0.9 * 1.3375, 10);
    expect(d.get(3)![1]).toBeCloseTo(13.225 + 1.71 * 1.3375, 10);
  });

  it('the decomposition carries an exact trend and season on exactly', () => {
    const pattern = [30, 10, -5, -20, -40, -10, 0, 5, 15, 25, -25, 15];
    // 100 + 2 a month: the years' means grow by 24, each month keeps its deviation
    const y = (t: number) => 100 + 2 * t + pattern[t % 12]!;
    const net = Array.from({ length: 30 }, (_, t) => y(t));
    const f = decomposition.forecast(netOnly(net), { trend: 12, horizon: 14 });
    f.forEach((v, i) => expect(v).toBeCloseTo(y(30 + i), 8));
  });

  it('Holt-Winters forecasts an exact season exactly, from every origin', () => {
    const pattern = [30, 10, -5, -20, -40, -10, 0, 5, 15, 25, -25, 15];
    const y = Array.from({ length: 36 }, (_, t) => 100 + pattern[t % 12]!);
    const f = smoothingForecasts(
      y,
      { alpha: 0.3, beta: 0.1, gamma: 0.2, phi: 0.9 },
      [24, 30, 36],
      12,
    );
    for (const [origin, values] of f) {
      values.forEach((v, i) => expect(v).toBeCloseTo(100 + pattern[(origin + i) % 12]!, 8));
    }
  });
});

describe('the back-test', () => {
  it('rolls its origin over the last 12 months, leaving each model its need', () => {
    expect(rollingOrigins(20, 3)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(rollingOrigins(10, 3)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(rollingOrigins(14, 13)).toEqual([13]);
    expect(rollingOrigins(12, 13)).toEqual([]);
  });

  it('forecasts each origin from the months before it only, up to the horizon', () => {
    const y = [1, 2, 3, 4, 5, 6];
    const seen: number[] = [];
    const pairs = backtestPairs(y, [3, 4, 5], 2, (origin, steps) => {
      seen.push(origin);
      return Array.from({ length: steps }, () => y[origin - 1]!);
    });
    expect(seen).toEqual([3, 4, 5]);
    expect(pairs.map((p) => [p.origin, p.step, p.actual, p.forecast])).toEqual([
      [3, 1, 4, 3],
      [3, 2, 5, 3],
      [4, 1, 5, 4],
      [4, 2, 6, 4],
      [5, 1, 6, 5],
    ]);
  });

  it('measures MAE and sMAPE', () => {
    const pairs = [
      { origin: 1, step: 1, actual: 100, forecast: 110 },
      { origin: 2, step: 1, actual: -50, forecast: -40 },
      { origin: 3, step: 1, actual: 0, forecast: 0 },
    ];
    expect(mae(pairs)).toBeCloseTo(20 / 3, 10);
    expect(smape(pairs)).toBeCloseTo((2000 / 210 + 2000 / 90 + 0) / 3, 10);
  });
});

describe('the confidence band', () => {
  it('takes one month’s spread from the errors scaled by √(steps ahead)', () => {
    const pairs = [
      { origin: 1, step: 1, actual: 10, forecast: 12 },
      { origin: 1, step: 4, actual: 10, forecast: 14 },
    ];
    expect(bandSigma(pairs)).toBeCloseTo(2, 10); // mean(4/1, 16/4) = 4
    const band = bandOf([10, 10], 2, 1.96, 0);
    expect(band.net[0]!.low).toBeCloseTo(10 - 3.92, 10);
    expect(band.net[1]!.high).toBeCloseTo(10 + 1.96 * 2 * Math.SQRT2, 10);
    expect(band.balance[1]!.low).toBeCloseTo(20 - 1.96 * 2 * Math.sqrt(3), 10);
  });

  it('is wider at 99 % than at 95 %, wider at 95 % than at 90 %, and widens with the horizon', () => {
    const width = (z: number) => bandOf([5, 5, 5], 3, z, 100).net.map((b) => b.high - b.low);
    const [w90, w95, w99] = [width(1.6449), width(1.96), width(2.5758)];
    for (let h = 0; h < 3; h++) {
      expect(w95[h]!).toBeGreaterThan(w90[h]!);
      expect(w99[h]!).toBeGreaterThan(w95[h]!);
      if (h > 0) expect(w90[h]!).toBeGreaterThan(w90[h - 1]!);
    }
  });
});
