import type { CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import { describe, expect, it } from 'vitest';
import { chartPoints } from '../components/forecast-chart-section';
import { forecastFormat } from '../utils/format';

const month = (m: string, net: string, balance: string) => ({
  month: m,
  inflow: '0.00',
  outflow: '0.00',
  net,
  balance,
});
const ahead = (
  m: string,
  step: number,
  net: string,
  balance: string,
  adjustment: string | null,
) => ({
  month: m,
  step,
  net,
  net_low: String(Number(net) - 10),
  net_high: String(Number(net) + 10),
  balance,
  balance_low: String(Number(balance) - 20),
  balance_high: String(Number(balance) + 20),
  payouts_adjustment: adjustment,
  net_with_payouts: adjustment === null ? null : String(Number(net) + Number(adjustment)),
});

const data = {
  options: { period: '3', confidence: '95', trend: '12', model: 'ai' },
  history: [month('2025-11', '50.00', '1050.00'), month('2025-12', '-30.00', '1020.00')],
  forecast: [
    ahead('2026-01', 1, '40.00', '1060.00', '15.00'),
    ahead('2026-02', 2, '40.00', '1100.00', null),
  ],
} as unknown as CashFlowForecast;

describe('the forecast chart’s points', () => {
  const f = forecastFormat('sv');

  it('join the balance forecast to the last month, with its band and the payouts', () => {
    const points = chartPoints(data, 'balance', f);
    expect(points.map((p) => [p.history, p.forecast, p.band, p.payouts])).toEqual([
      [1050, null, null, null],
      [1020, 1020, null, 1020],
      [null, 1060, [1040, 1080], 1075],
      [null, 1100, [1080, 1120], 1115],
    ]);
  });

  it('draw no payouts line for a company without payouts', () => {
    const none = {
      ...data,
      forecast: data.forecast.map((m) => ({
        ...m,
        payouts_adjustment: null,
        net_with_payouts: null,
      })),
    } as CashFlowForecast;
    expect(chartPoints(none, 'balance', f).every((p) => p.payouts === null)).toBe(true);
  });

  it('show the monthly net with the payouts only where they change it', () => {
    const points = chartPoints(data, 'net', f);
    expect(points.map((p) => [p.history, p.forecast, p.band, p.payouts])).toEqual([
      [50, null, null, null],
      [-30, null, null, null],
      [null, 40, [30, 50], 55],
      [null, 40, [30, 50], null],
    ]);
  });
});
