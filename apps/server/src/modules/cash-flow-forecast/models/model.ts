/**
 * What every forecasting model is: from the months of history it is given (oldest first) it
 * forecasts the net cash flow of the next `horizon` months. Amounts are öre (floats allowed).
 */
export interface CashSeries {
  /** debits of the cash accounts per month: money in */
  inflow: readonly number[];
  /** credits of the cash accounts per month: money out */
  outflow: readonly number[];
  /** inflow − outflow */
  net: readonly number[];
}

export interface ForecastOptions {
  /** months of history the trend is measured over (SPEC §9: 6, 12 or 24) */
  trend: number;
  /** how far the forecast (and its back-test) looks ahead */
  horizon: number;
}

export interface Model {
  id: string;
  /** the fewest months of history it can forecast from */
  need: number;
  forecast(history: CashSeries, options: ForecastOptions): number[];
}

export function seriesOf(inflow: readonly number[], outflow: readonly number[]): CashSeries {
  return { inflow, outflow, net: inflow.map((v, i) => v - outflow[i]!) };
}

/** The first `length` months of a series: what a forecast made back then could see. */
export function head(series: CashSeries, length: number): CashSeries {
  return {
    inflow: series.inflow.slice(0, length),
    outflow: series.outflow.slice(0, length),
    net: series.net.slice(0, length),
  };
}
