import { formatMinor } from '@portal/connectors/money';
import { MAX_ENTRY_MINUTES } from '@portal/contracts/schemas/time-tracking';

export const sek = (ore: number) => formatMinor(ore, 'SEK');

/**
 * öre of a sum of minutes × öre per hour, divided by 60 once and rounded half up: a total is
 * rounded once, not entry by entry (ADR 002, ADR 032).
 */
export function oreOfMinuteRates(minuteRates: number): number {
  const rest = minuteRates % 60;
  return (minuteRates - rest) / 60 + (rest >= 30 ? 1 : 0);
}

/**
 * The minutes a timer adds when it stops: every started minute counts (at least one), and an
 * entry holds at most a day (ADR 032).
 */
export function timerMinutes(since: Date, now: Date): number {
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, Math.ceil(elapsed / 60_000)));
}

/** SEK per hour of a value over minutes (the effective rate); null without time. */
export function ratePerHour(minuteRates: number, minutes: number): string | null {
  if (minutes <= 0) return null;
  const rest = minuteRates % minutes;
  return sek((minuteRates - rest) / minutes + (rest * 2 >= minutes ? 1 : 0));
}

/** Percent with one decimal of a part of a whole; null for a whole of zero. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}
