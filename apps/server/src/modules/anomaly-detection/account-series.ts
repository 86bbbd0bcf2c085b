import { isModelledAccount } from './thresholds';
import type { LedgerWindow, WindowRow } from './ledger-window';

/** One day of an account: its rows and their total in the account's usual direction. */
export interface AccountDay {
  date: string;
  /** öre; positive when the day moved the account its usual way */
  total: number;
  rows: WindowRow[];
}

/**
 * An account's movements, turned so its usual direction is positive (a revenue account's
 * credits, a cost account's debits): amounts are then compared by their logarithm.
 */
export interface AccountSeries {
  account: number;
  /** 1 for accounts usually debited, −1 for those usually credited */
  direction: 1 | -1;
  rows: WindowRow[];
  /** days with any movement, in date order */
  days: AccountDay[];
}

export const along = (series: Pick<AccountSeries, 'direction'>, amount: number) =>
  amount * series.direction;

function directionOf(rows: readonly WindowRow[]): 1 | -1 {
  let debits = 0;
  let sum = 0;
  for (const r of rows) {
    if (r.amount > 0) debits += 1;
    sum += r.amount;
  }
  const credits = rows.length - debits;
  if (debits !== credits) return debits > credits ? 1 : -1;
  return sum >= 0 ? 1 : -1;
}

/**
 * The revenue and cost accounts of the window, each with its days. Rows of `judgedElsewhere`
 * (a payout's fee: its size follows the payout's, its share is what the fee rule judges) are
 * left out.
 */
export function accountSeries(
  window: LedgerWindow,
  judgedElsewhere: (row: WindowRow) => boolean = () => false,
): AccountSeries[] {
  const byAccount = new Map<number, WindowRow[]>();
  for (const row of window.rows) {
    if (!isModelledAccount(row.account) || row.amount === 0 || judgedElsewhere(row)) continue;
    const list = byAccount.get(row.account);
    if (list) list.push(row);
    else byAccount.set(row.account, [row]);
  }
  const out: AccountSeries[] = [];
  for (const [account, rows] of byAccount) {
    rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.voucherId - b.voucherId));
    const direction = directionOf(rows);
    const days: AccountDay[] = [];
    for (const row of rows) {
      const last = days[days.length - 1];
      if (last?.date === row.date) {
        last.rows.push(row);
        last.total += row.amount * direction;
      } else days.push({ date: row.date, total: row.amount * direction, rows: [row] });
    }
    out.push({ account, direction, rows, days });
  }
  return out.sort((a, b) => a.account - b.account);
}

/** The one voucher behind an account's day, when there is just one. */
export function singleVoucherOf(day: AccountDay): number | null {
  const first = day.rows[0]!.voucherId;
  return day.rows.every((r) => r.voucherId === first) ? first : null;
}
