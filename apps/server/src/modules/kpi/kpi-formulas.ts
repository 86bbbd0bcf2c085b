import { formatMinor } from '@portal/connectors/money';
import type { Kpis } from '@portal/contracts/schemas/kpi';
import type { KpiSums } from './kpi.repository';

/*
 * The KPIs from a span's sums (ADR 037). Sums are debit less credit in öre, so revenue and
 * liabilities are negative as booked.
 */

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** `days`: the span's days (for DSO); `burnMonths`: the months the cash burn is averaged over. */
export function kpisOf(s: KpiSums, days: number, burnMonths: number): Kpis {
  const revenue = -s.sales;
  const operatingResult = -s.operating;
  const liabilities = -s.currentLiabilities;
  const selling = revenue > 0;
  const burn = burnMonths > 0 ? Math.round(-s.cashMoved / burnMonths) : 0;
  const burning = burn > 0;
  return {
    net_sales: formatMinor(revenue, 'SEK'),
    gross_margin: selling ? round(((revenue - s.goods) / revenue) * 100, 1) : null,
    operating_margin: selling ? round((operatingResult / revenue) * 100, 1) : null,
    current_ratio: liabilities > 0 ? round(s.currentAssets / liabilities, 2) : null,
    dso: selling ? round((s.receivables / revenue) * days, 1) : null,
    cash: formatMinor(s.cash, 'SEK'),
    monthly_burn: formatMinor(burn, 'SEK'),
    burning,
    runway_months: burning ? round(Math.max(s.cash, 0) / burn, 1) : null,
  };
}
