import type { PaymentInterval } from '@portal/contracts/schemas/billing';
import { PAYMENT_INTERVALS } from '@portal/contracts/schemas/subscriptions';

/** How many months one interval period pays for (SPEC §9). */
export const INTERVAL_MONTHS: Record<PaymentInterval, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  yearly: 12,
};

/** Subscriptions that are billed (ADR 017): running, or paused by their owner. */
export const BILLED_STATUSES = ['Active', 'Paused'];

/** Statuses whose billing cycle no longer matters. */
export const ENDED_STATUSES = ['Cancelled', 'Terminated', 'Completed'];

export const VAT_PERCENT = 25;
/** SPEC §9 "invoices processed within 30 days". */
export const PAYMENT_TERMS_DAYS = 30;

export function isPaymentInterval(value: string): value is PaymentInterval {
  return (PAYMENT_INTERVALS as readonly string[]).includes(value);
}

/** SPEC §4 "monthly can change to yearly; no switch back": an interval only grows. */
export function longerIntervals(from: PaymentInterval): PaymentInterval[] {
  return PAYMENT_INTERVALS.filter((to) => INTERVAL_MONTHS[to] > INTERVAL_MONTHS[from]);
}

export function isLonger(from: PaymentInterval, to: PaymentInterval): boolean {
  return INTERVAL_MONTHS[to] > INTERVAL_MONTHS[from];
}

/** YYYY-MM-01 of the month a moment falls in (UTC). */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7) + '-01';
}

/** A first-of-month YYYY-MM-DD moved by whole months. */
export function addMonths(monthStart: string, months: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  return new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last day of the `months` months that begin at `monthStart`. */
export function lastDayOf(monthStart: string, months = 1): string {
  return addDays(addMonths(monthStart, months), -1);
}

/** What an interval line already billed: the month it starts and how many months it covers. */
export interface BilledPeriod {
  periodStart: string;
  months: number;
}

/**
 * The first month whose invoice bills the subscription again. A new subscription is first billed
 * on the invoice of the month after it was activated (the first part-month is free); after that,
 * when the period it last paid for ends, at the interval it has then.
 */
export function nextBilledMonth(activatedAt: Date, last: BilledPeriod | null): string {
  return last ? addMonths(last.periodStart, last.months) : addMonths(monthOf(activatedAt), 1);
}
