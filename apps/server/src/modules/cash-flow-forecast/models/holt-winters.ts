import { mean } from './stats';

/**
 * Additive Holt-Winters exponential smoothing with a damped trend: a level, a trend and twelve
 * monthly seasonal terms, each updated as a month arrives. Without two full years it runs
 * without the seasonal terms (Holt's damped trend).
 */
export interface SmoothingParams {
  alpha: number;
  beta: number;
  /** null: no seasonal terms */
  gamma: number | null;
  phi: number;
}

export const SEASON = 12;
/** Months the seasonal start values are taken from: two full years. */
export const SEASONAL_START = 2 * SEASON;

interface State {
  level: number;
  trend: number;
  /** season[t % 12]: the latest seasonal term of that month */
  season: number[];
}

/** Forecasts h = 1 … horizon months after the state's month. */
function project(state: State, params: SmoothingParams, t: number, horizon: number): number[] {
  const out: number[] = [];
  let damped = 0;
  let power = 1;
  for (let h = 1; h <= horizon; h++) {
    power *= params.phi;
    damped += power;
    const s = params.gamma === null ? 0 : state.season[(t + h) % SEASON]!;
    out.push(state.level + damped * state.trend + s);
  }
  return out;
}

/** Start values: from the first two years with seasons, else from the first month. */
function start(y: readonly number[], seasonal: boolean): { state: State; from: number } {
  if (!seasonal) return { state: { level: y[0]!, trend: 0, season: [] }, from: 1 };
  const first = mean(y.slice(0, SEASON));
  const second = mean(y.slice(SEASON, SEASONAL_START));
  const trend = (second - first) / SEASON;
  const raw = Array.from({ length: SEASON }, (_, i) => {
    const line = (year: number) => first + (year * SEASON + i - (SEASON - 1) / 2) * trend;
    return (y[i]! - line(0) + (y[i + SEASON]! - line(1))) / 2;
  });
  const centre = mean(raw);
  const season = raw.map((s) => s - centre);
  // the level and trend as they stand at the end of the second year
  const level = first + (SEASONAL_START - 1 - (SEASON - 1) / 2) * trend;
  return { state: { level, trend, season }, from: SEASONAL_START };
}

/**
 * Runs the smoothing over `y` once and returns, for each origin o (a month index), the forecast
 * made from the months before o. One pass serves every origin of a back-test, since the state at
 * month o − 1 depends only on the months up to it. Origins must lie after the start values.
 */
export function smoothingForecasts(
  y: readonly number[],
  params: SmoothingParams,
  origins: readonly number[],
  horizon: number,
): Map<number, number[]> {
  const seasonal = params.gamma !== null;
  const { state, from } = start(y, seasonal);
  const wanted = new Set(origins);
  const out = new Map<number, number[]>();
  const { alpha, beta, gamma, phi } = params;
  for (let t = from; t <= y.length; t++) {
    if (wanted.has(t)) out.set(t, project(state, params, t - 1, horizon));
    if (t === y.length) break;
    const s = seasonal ? state.season[t % SEASON]! : 0;
    const expected = state.level + phi * state.trend;
    const level = alpha * (y[t]! - s) + (1 - alpha) * expected;
    state.trend = beta * (level - state.level) + (1 - beta) * phi * state.trend;
    if (seasonal) state.season[t % SEASON] = gamma! * (y[t]! - expected) + (1 - gamma!) * s;
    state.level = level;
  }
  return out;
}

/** The fewest months each variant starts from, and needs before its first forecast. */
export const smoothingNeed = (seasonal: boolean) => (seasonal ? SEASONAL_START : 3);

const ALPHAS = [0.02, 0.05, 0.1, 0.2, 0.4, 0.7];
const BETAS = [0.01, 0.05, 0.15];
const GAMMAS = [0.02, 0.05, 0.1, 0.2, 0.4];
const PHIS = [0.9, 0.98];

/** The grid the parameters are chosen from. */
export function parameterGrid(seasonal: boolean): SmoothingParams[] {
  const grid: SmoothingParams[] = [];
  for (const alpha of ALPHAS)
    for (const beta of BETAS)
      for (const phi of PHIS)
        for (const gamma of seasonal ? GAMMAS : [null]) grid.push({ alpha, beta, gamma, phi });
  return grid;
}
