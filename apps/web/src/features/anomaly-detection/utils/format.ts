import type { AnomalyReason } from '@portal/contracts/schemas/anomaly-detection';
import type { TFunction } from 'i18next';

const MONEY_PARAMS = [
  'amount',
  'typical',
  'low',
  'high',
  'forecast',
  'fee',
  'gross',
  'vat',
  'revenue',
] as const;
const PERCENT_PARAMS = ['share', 'usual', 'rate'] as const;
const DATE_PARAMS = ['from', 'to'] as const;

/** Kronor, percentages, factors and days in the reader's language. */
export function anomalyFormat(language: string) {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const factor = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const score = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const short = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'SEK',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return {
    /** an axis tick: "18 tn kr", "SEK 18K" */
    short: (amount: number) => short.format(amount),
    kr: (amount: string) => money.format(Number(amount)),
    percent: (value: number) => percent.format(value / 100),
    factor: (value: number) => factor.format(value),
    score: (value: number) => score.format(value),
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
  };
}

export type AnomalyFormat = ReturnType<typeof anomalyFormat>;

/** The reason's message with every parameter formatted: "Beloppet 48 000,00 kr på 5010 är 6,2 gånger …". */
export function reasonText(t: TFunction, format: AnomalyFormat, reason: AnomalyReason): string {
  const p = reason.params;
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(p)) if (value !== undefined) params[key] = value;
  for (const key of MONEY_PARAMS) if (p[key] !== undefined) params[key] = format.kr(p[key]);
  for (const key of PERCENT_PARAMS) if (p[key] !== undefined) params[key] = format.percent(p[key]);
  for (const key of DATE_PARAMS) if (p[key] !== undefined) params[key] = format.day(p[key]);
  if (p.ratio !== undefined) params.ratio = format.factor(p.ratio);
  if (p.cadence !== undefined) {
    params.cadence =
      p.cadence <= 1
        ? t('detection.anomalies.cadence_every')
        : t('detection.anomalies.cadence_nth', { n: format.factor(p.cadence) });
  }
  return t(`detection.anomalies.reasons.${reason.key}`, params);
}
