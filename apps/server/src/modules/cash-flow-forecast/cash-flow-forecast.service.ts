import type { AppLocale } from '@portal/contracts/i18n/resources';
import {
  BASELINE_MODELS,
  FORECAST_MODELS,
  MIN_HISTORY_MONTHS,
  type CashFlowForecast,
  type ForecastQuery,
} from '@portal/contracts/schemas/cash-flow-forecast';
import { stockholmDay } from '@portal/contracts/dates';
import type { Db } from '../../db/client';
import { t } from '../../plugins/locale';
import { addMonths, cashMonths, monthKey } from './cash-series';
import { cashLedger, companyName, payoutRecords } from './cash-flow-forecast.repository';
import { expectedPayouts } from './expected-payouts';
import {
  backtestRowView,
  forecastMonthsView,
  historyMonthView,
  methodView,
  payoutsView,
  type ForecastResult,
} from './forecast-view';
import { fitEnsemble } from './models/ensemble';
import { bandOf, bandSigma, measure, unmeasured, type Measured } from './models/evaluate';
import { seriesOf, type CashSeries } from './models/model';
import { BASELINES, historyNeed, MODELS } from './models/registry';
import { Z_OF } from './models/stats';
import { payoutAdjustments } from './payout-adjustments';

export type ForecastOptions = Required<ForecastQuery>;

function statusOf(n: number, needed: number): CashFlowForecast['status'] {
  if (n === 0) return 'no_history';
  if (n < MIN_HISTORY_MONTHS) return 'too_little_history';
  return n < needed ? 'model_needs_more' : 'ok';
}

/** Every model and yardstick measured on the same history (none under six months). */
function measureAll(series: CashSeries, trend: number, horizon: number) {
  const measured = new Map<string, Measured>();
  const enough = series.net.length >= MIN_HISTORY_MONTHS;
  for (const id of FORECAST_MODELS) {
    const model = MODELS[id];
    measured.set(
      id,
      enough ? measure(series, model, trend, horizon) : unmeasured(id, historyNeed(model)),
    );
  }
  for (const id of BASELINE_MODELS) {
    const model = BASELINES[id];
    measured.set(
      id,
      enough ? measure(series, model, trend, horizon) : unmeasured(id, historyNeed(model)),
    );
  }
  return measured;
}

/** The chosen model's forecast from the whole history, with its band from its back-test. */
function forecastOf(
  series: CashSeries,
  options: ForecastOptions,
  measured: Measured,
  balance: number,
): ForecastResult {
  const settings = { trend: Number(options.trend), horizon: Number(options.period) };
  const fit = options.model === 'ai' ? fitEnsemble(series, settings) : null;
  const forecast = fit?.forecast ?? MODELS[options.model].forecast(series, settings);
  const sigma = bandSigma(measured.pairs);
  return { forecast, band: bandOf(forecast, sigma, Z_OF[options.confidence], balance), sigma, fit };
}

/**
 * The company's cash months, each SPEC §9 model's back-test beside the naive forecasts, the
 * chosen model's forecast with its band, and the providers' expected payouts (ADR 038).
 */
export async function cashFlowForecast(
  db: Db,
  companyId: number,
  options: ForecastOptions,
  now: Date,
  locale: AppLocale,
): Promise<CashFlowForecast> {
  const today = stockholmDay(now);
  const ledger = await cashLedger(db, companyId);
  const { months } = cashMonths(ledger.years, ledger.totals, ledger.openings, today);
  const series = seriesOf(
    months.map((m) => m.inflow),
    months.map((m) => m.outflow),
  );
  const n = months.length;
  const trend = Number(options.trend);
  const needed = Math.max(MIN_HISTORY_MONTHS, historyNeed(MODELS[options.model]));
  const status = statusOf(n, needed);
  const measured = measureAll(series, trend, Number(options.period));
  const chosen = measured.get(options.model)!;
  const lastMonth = months.at(-1)?.month ?? null;
  const lastBalance = months.at(-1)?.balance ?? 0;
  const result = status === 'ok' ? forecastOf(series, options, chosen, lastBalance) : null;
  const forecastMonths = (result?.forecast ?? []).map((_, i) => addMonths(lastMonth!, i + 1));

  const records = await payoutRecords(db, companyId);
  const payouts = expectedPayouts(records, today);
  const windowMonths = months.slice(-trend).map((m) => m.month);
  const adjust = payoutAdjustments(payouts, records, windowMonths, forecastMonths, today);

  const notice =
    status === 'ok'
      ? null
      : t(locale, `planning.forecast.notice.${status}`, {
          months: n,
          needed,
          model: t(locale, `planning.forecast.models.${options.model}`),
        });
  return {
    company: { id: companyId, name: await companyName(db, companyId) },
    options,
    status,
    notice,
    history_months: n,
    needed_months: needed,
    last_month: lastMonth,
    stale: lastMonth !== null && lastMonth < addMonths(monthKey(today), -2),
    history: months.map(historyMonthView),
    forecast: result ? forecastMonthsView(result, forecastMonths, lastBalance, adjust.byMonth) : [],
    backtest: {
      origins: chosen.origins,
      horizon: Number(options.period),
      rows: [...FORECAST_MODELS, ...BASELINE_MODELS].map((id) =>
        backtestRowView(measured.get(id)!, id),
      ),
    },
    method: methodView(result),
    payouts: payoutsView(payouts, adjust.typical),
  };
}
