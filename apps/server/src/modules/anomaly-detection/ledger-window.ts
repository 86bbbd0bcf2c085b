import type { AnomalyKind, AnomalyReason } from '@portal/contracts/schemas/anomaly-detection';

/** One ledger row as the detectors read it: öre, positive debit, negative credit. */
export interface WindowRow {
  voucherId: number;
  date: string;
  account: number;
  amount: number;
  /** the row's own text (kept for clearing and bank rows: it names the payment provider) */
  text: string;
}

export interface WindowVoucher {
  id: number;
  date: string;
  text: string;
  series: string;
  number: string;
}

/**
 * What the detectors look at: every row from `learnStart` to `end`. Findings are reported for
 * `start`–`end` (the period); the days before it are history to learn from.
 */
export interface LedgerWindow {
  learnStart: string;
  start: string;
  end: string;
  rows: WindowRow[];
  vouchers: Map<number, WindowVoucher>;
}

/** Something unusual, before it is given names and links for the screen. */
export interface Finding {
  key: string;
  kind: AnomalyKind;
  date: string;
  account: number | null;
  /** öre, signed as in the ledger; null when there is no one amount (a missing payout) */
  amount: number | null;
  /** 1 is just at the chosen sensitivity's threshold */
  score: number;
  reason: AnomalyReason;
  voucherIds: number[];
}

const DAY = 86_400_000;
const epoch = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number) =>
  new Date(epoch(date) + days * DAY).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) =>
  Math.round((epoch(to) - epoch(from)) / DAY);

export const inPeriod = (window: LedgerWindow, date: string) =>
  date >= window.start && date <= window.end;

/** The rows of each voucher. */
export function rowsByVoucher(rows: readonly WindowRow[]): Map<number, WindowRow[]> {
  const out = new Map<number, WindowRow[]>();
  for (const row of rows) {
    const list = out.get(row.voucherId);
    if (list) list.push(row);
    else out.set(row.voucherId, [row]);
  }
  return out;
}

/** Revenue (3xxx, credit) over the window, scaled to a year: the size materiality is judged by. */
export function yearlyRevenue(window: LedgerWindow): number {
  const revenue = window.rows
    .filter((r) => r.account >= 3000 && r.account <= 3799)
    .reduce((sum, r) => sum - r.amount, 0);
  const days = Math.max(30, daysBetween(window.learnStart, window.end) + 1);
  return Math.max(0, (revenue * 365) / days);
}

/** Rounded for people: ratios and scores to one decimal, shares to two. */
export const round = (value: number, decimals = 1) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
