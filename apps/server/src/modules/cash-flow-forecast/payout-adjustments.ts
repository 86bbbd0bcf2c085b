import { addDays, type Expected, type PayoutRecord } from './expected-payouts';

/**
 * How the expected payouts change the first forecast months without being counted twice: the
 * model has learnt the cash flow with the providers' payouts in it, at their usual pace. So for
 * the part of a month the payout list covers (after today, up to four weeks ahead), the share of
 * a typical month's payouts the model already counts on is taken out, and the payouts actually
 * expected are put in: adjustment = expected − typical × covered share of the month.
 */
export interface PayoutAdjustments {
  /** average SEK payouts per month over the trend window's months */
  typical: number;
  /** YYYY-MM → adjustment (öre), for forecast months the payout list reaches */
  byMonth: Map<string, number>;
}

const daysInMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Days of `month` within (today, until]. */
function coveredDays(month: string, today: string, until: string): number {
  let days = 0;
  for (let day = addDays(today, 1); day <= until; day = addDays(day, 1)) {
    if (day.startsWith(month)) days++;
  }
  return days;
}

export function payoutAdjustments(
  payouts: { expected: readonly Expected[]; until: string },
  records: readonly PayoutRecord[],
  windowMonths: readonly string[],
  forecastMonths: readonly string[],
  today: string,
): PayoutAdjustments {
  const sek = records.filter((r) => r.currency === 'SEK');
  const inWindow = new Set(windowMonths);
  const windowSum = sek
    .filter((r) => inWindow.has(r.date.slice(0, 7)))
    .reduce((s, r) => s + r.amount, 0);
  const typical = windowMonths.length ? windowSum / windowMonths.length : 0;
  const byMonth = new Map<string, number>();
  if (!records.length) return { typical, byMonth };
  for (const month of forecastMonths) {
    const covered = coveredDays(month, today, payouts.until);
    if (!covered) continue;
    const expected = payouts.expected
      .filter((e) => e.currency === 'SEK' && e.date.startsWith(month))
      .reduce((s, e) => s + e.amount, 0);
    byMonth.set(month, expected - (typical * covered) / daysInMonth(month));
  }
  return { typical, byMonth };
}
