import { formatMinor } from '@portal/connectors/money';
import type { BacktestRow, CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import type { CashMonthFigures } from './cash-series';
import type { Expected, ProviderCadence } from './expected-payouts';
import type { EnsembleFit } from './models/ensemble';
import type { Band, Measured } from './models/evaluate';

/** The forecast's figures as the API gives them: kronor with two decimals, percent with one. */
export const kr = (ore: number) => formatMinor(Math.round(ore), 'SEK');
const krOrNull = (ore: number | null) => (ore === null ? null : kr(ore));
const oneDecimal = (value: number | null) => (value === null ? null : value.toFixed(1));

export const historyMonthView = (m: CashMonthFigures) => ({
  month: m.month,
  inflow: kr(m.inflow),
  outflow: kr(m.outflow),
  net: kr(m.net),
  balance: kr(m.balance),
});

export const backtestRowView = (m: Measured, model: BacktestRow['model']): BacktestRow => ({
  model,
  available: m.available,
  needed_months: m.needed,
  origins: m.origins,
  forecasts: m.pairs.length,
  mae: krOrNull(m.mae),
  smape: oneDecimal(m.smape),
  naive_mae: krOrNull(m.naiveMae),
  naive_smape: oneDecimal(m.naiveSmape),
  seasonal_naive_mae: krOrNull(m.seasonalNaiveMae),
  skill: oneDecimal(m.skill === null ? null : m.skill * 100),
});

export interface ForecastResult {
  forecast: number[];
  band: Band;
  sigma: number;
  fit: EnsembleFit | null;
}

/** Each forecast month with its band, the balance it leads to, and the payouts' adjustment. */
export function forecastMonthsView(
  result: ForecastResult,
  months: readonly string[],
  lastBalance: number,
  adjustments: ReadonlyMap<string, number>,
): CashFlowForecast['forecast'] {
  let balance = lastBalance;
  return result.forecast.map((net, i) => {
    balance += net;
    const adjustment = adjustments.get(months[i]!) ?? null;
    return {
      month: months[i]!,
      step: i + 1,
      net: kr(net),
      net_low: kr(result.band.net[i]!.low),
      net_high: kr(result.band.net[i]!.high),
      balance: kr(balance),
      balance_low: kr(result.band.balance[i]!.low),
      balance_high: kr(result.band.balance[i]!.high),
      payouts_adjustment: krOrNull(adjustment),
      net_with_payouts: adjustment === null ? null : kr(net + adjustment),
    };
  });
}

export function methodView(result: ForecastResult | null): CashFlowForecast['method'] {
  const fit = result?.fit ?? null;
  return {
    smoothing: fit ? { ...fit.smoothing, seasonal: fit.smoothing.gamma !== null } : null,
    weights: (fit?.weights ?? []).map((w) => ({
      component: w.component,
      weight: w.weight.toFixed(3),
    })),
    sigma: result ? kr(result.sigma) : null,
  };
}

export function payoutsView(
  payouts: { providers: ProviderCadence[]; expected: Expected[]; until: string },
  typical: number,
): CashFlowForecast['payouts'] {
  return {
    providers: payouts.providers.map((p) => ({
      provider: p.provider,
      currency: p.currency,
      payouts: p.payouts,
      last_date: p.lastDate,
      interval_days: p.intervalDays,
      median_amount: kr(p.medianAmount),
      inactive: p.inactive,
    })),
    expected: payouts.expected.map((e) => ({
      provider: e.provider,
      date: e.date,
      currency: e.currency,
      amount: kr(e.amount),
      basis: e.basis,
      counted: e.currency === 'SEK',
    })),
    typical_monthly: kr(typical),
    until: payouts.until,
  };
}
