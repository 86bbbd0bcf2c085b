import type { KpiName, Kpis } from '@portal/contracts/schemas/kpi';

/** KPIs as people read them, in the reader's language; "–" where there is no figure. */
export function kpiFormat(language: string, notBurning: string) {
  const one = new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const two = new Intl.NumberFormat(language, {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  const kr = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const none = (value: number | null, f: (v: number) => string) =>
    value === null ? '–' : f(value);
  const kpi: Record<KpiName, (k: Kpis) => string> = {
    gross_margin: (k) => none(k.gross_margin, (v) => `${one.format(v)} %`),
    operating_margin: (k) => none(k.operating_margin, (v) => `${one.format(v)} %`),
    current_ratio: (k) => none(k.current_ratio, (v) => two.format(v)),
    dso: (k) => none(k.dso, (v) => one.format(v)),
    runway_months: (k) => (k.burning ? none(k.runway_months, (v) => one.format(v)) : notBurning),
  };
  return {
    kpi,
    kr: (value: string | number) => kr.format(Number(value)),
    month: (value: string) => month.format(new Date(`${value}-15T12:00:00Z`)),
  };
}

export type KpiFormat = ReturnType<typeof kpiFormat>;

/** The figure a chart draws for a KPI: runway only while burning. */
export function kpiValue(k: Kpis, name: KpiName): number | null {
  if (name === 'runway_months') return k.burning ? k.runway_months : null;
  return k[name];
}
