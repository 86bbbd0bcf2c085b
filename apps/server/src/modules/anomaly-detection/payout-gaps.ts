import { bankDayAfter, bankDayBefore, bankDaysBetween } from './bank-days';
import type { Finding, LedgerWindow } from './ledger-window';
import { inPeriod, round } from './ledger-window';
import type { Provider } from './payouts';
import { median } from './robust-stats';
import type { Thresholds } from './thresholds';

/** A provider needs this many payout days before its cadence is known. */
export const MIN_PAYOUT_DAYS = 6;

/**
 * A provider that pays out on a regular cadence (every bank day, every week…) and skipped one:
 * the bank days between two payouts are at least `missed` cadences more than usual and `days`
 * bank days late. The cadence is the median gap, so the skipped days do not change it. A
 * provider that has not paid since is judged up to the ledger's last day.
 */
export function payoutGapFindings(
  window: LedgerWindow,
  providers: readonly Provider[],
  t: Thresholds['gap'],
): Finding[] {
  const out: Finding[] = [];
  for (const provider of providers) {
    const byDay = new Map<string, number>();
    for (const p of provider.payouts) if (!byDay.has(p.date)) byDay.set(p.date, p.voucherId);
    const days = [...byDay.keys()].sort();
    if (days.length < MIN_PAYOUT_DAYS) continue;
    const gaps = days.slice(1).map((day, i) => Math.max(1, bankDaysBetween(days[i]!, day)));
    const cadence = Math.max(1, median(gaps));
    const judge = (from: string, gap: number, next: string | null) => {
      const missed = gap / cadence - 1;
      const late = gap - cadence;
      if (missed < t.missed || late < t.days) return;
      const expected = bankDayAfter(from, cadence);
      if (!inPeriod(window, expected)) return;
      const to = next ? bankDayBefore(next) : window.end;
      out.push({
        key: `gap:${provider.key}:${from}`,
        kind: 'missing_payout',
        date: expected,
        account: provider.clearing,
        amount: null,
        score: round(Math.min(missed / t.missed, late / t.days), 2),
        reason: {
          key: next ? 'missing_payout' : 'payouts_stopped',
          params: {
            provider: provider.name,
            from: expected,
            to,
            days: next ? Math.round(late) : bankDaysBetween(from, window.end),
            cadence: round(cadence),
          },
        },
        voucherIds: next ? [byDay.get(from)!, byDay.get(next)!] : [byDay.get(from)!],
      });
    };
    gaps.forEach((gap, i) => judge(days[i]!, gap, days[i + 1]!));
    const last = days[days.length - 1]!;
    // not paid since: as if the next payout came on the bank day after the ledger's last day
    if (last < window.end) judge(last, bankDaysBetween(last, window.end) + 1, null);
  }
  return out;
}
