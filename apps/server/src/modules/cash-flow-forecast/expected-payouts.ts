import { PAYOUT_HORIZON_DAYS } from '@portal/contracts/schemas/cash-flow-forecast';
import { median } from './models/stats';

/**
 * The payment providers' next payouts, from the payouts the engine has read (sales_payouts):
 * one the provider has already dated after today is announced; otherwise each provider's next
 * dates follow its cadence (the median days between its payouts) with the median of its recent
 * amounts. A provider silent for three of its intervals (at least 60 days) is not expected.
 */
export interface PayoutRecord {
  provider: string;
  /** YYYY-MM-DD, the day it reaches the bank */
  date: string;
  currency: string;
  /** minor units */
  amount: number;
}

export interface ProviderCadence {
  provider: string;
  currency: string;
  payouts: number;
  lastDate: string;
  intervalDays: number | null;
  medianAmount: number;
  inactive: boolean;
}

export interface Expected {
  provider: string;
  date: string;
  currency: string;
  amount: number;
  basis: 'announced' | 'cadence';
}

/** Recent payouts the amount is the median of, and intervals the cadence is. */
const RECENT = 8;
const SILENT_INTERVALS = 3;
const SILENT_MIN_DAYS = 60;
const DAY = 86_400_000;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

function cadenceOf(provider: string, currency: string, rows: PayoutRecord[], today: string) {
  const past = rows.filter((r) => r.date <= today);
  const basis = past.length ? past : rows;
  const recent = basis.slice(-RECENT);
  const intervals = recent.slice(1).map((r, i) => daysBetween(recent[i]!.date, r.date));
  const positive = intervals.filter((d) => d > 0);
  const intervalDays = positive.length ? median(positive) : null;
  const lastDate = basis[basis.length - 1]!.date;
  const silentFor = Math.max(SILENT_MIN_DAYS, SILENT_INTERVALS * (intervalDays ?? 0));
  return {
    provider,
    currency,
    payouts: rows.length,
    lastDate,
    intervalDays,
    medianAmount: Math.round(median(recent.map((r) => r.amount))),
    inactive: daysBetween(lastDate, today) > silentFor,
  } satisfies ProviderCadence;
}

/** Each provider's cadence, and the payouts expected after `today` up to four weeks ahead. */
export function expectedPayouts(records: readonly PayoutRecord[], today: string) {
  const until = addDays(today, PAYOUT_HORIZON_DAYS);
  const groups = new Map<string, PayoutRecord[]>();
  for (const r of [...records].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = `${r.provider}\u0000${r.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const providers: ProviderCadence[] = [];
  const expected: Expected[] = [];
  for (const [key, rows] of groups) {
    const [provider, currency] = key.split('\u0000') as [string, string];
    const cadence = cadenceOf(provider, currency, rows, today);
    providers.push(cadence);
    const announced = rows.filter((r) => r.date > today && r.date <= until);
    for (const r of announced) expected.push({ ...r, basis: 'announced' });
    if (cadence.inactive || cadence.intervalDays === null) continue;
    const step = Math.max(1, Math.round(cadence.intervalDays));
    let next = addDays(announced.at(-1)?.date ?? cadence.lastDate, step);
    // a payout that is late is still expected: from tomorrow on, at the provider's pace
    while (next <= today) next = addDays(next, step);
    for (; next <= until; next = addDays(next, step)) {
      expected.push({
        provider,
        currency,
        date: next,
        amount: cadence.medianAmount,
        basis: 'cadence',
      });
    }
  }
  expected.sort((a, b) => a.date.localeCompare(b.date) || a.provider.localeCompare(b.provider));
  return { providers, expected, until };
}
