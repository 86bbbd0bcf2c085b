import type { LedgerYearData } from '@portal/connectors/model/ledger';
import type { AppContext } from '../../context';
import { storedYears } from './ledger.repository';
import type { ProgressReport } from './ledger-progress';
import { clearLedger, writeLedgerYear } from './ledger-store.repository';

/** A year as people name it in the phase text: "2025", or "2024/2025" for a broken year. */
export function yearLabel(year: { start: string; end: string }): string {
  const from = year.start.slice(0, 4);
  const to = year.end.slice(0, 4);
  return from === to ? from : `${from}/${to}`;
}

/** Writes one year, its share of the bar running from `from` to `to` percent. */
export async function writeYear(
  ctx: AppContext,
  companyId: number,
  data: LedgerYearData,
  report: ProgressReport,
  [from, to]: [number, number],
) {
  const params = { year: yearLabel(data.year) };
  report(from, 'ledger.phases.writing', params);
  return writeLedgerYear(ctx.db, companyId, data, (share) =>
    report(from + (to - from) * share, 'ledger.phases.writing', params),
  );
}

/**
 * The years of a SIE file as the company's ledger: the file is the ledger, so what it does not
 * hold goes. A file of the very years already stored (the same file again, or a later export of
 * them) is written over them instead, which keeps the ids of the vouchers that stay.
 */
export async function importSieYears(
  ctx: AppContext,
  companyId: number,
  years: LedgerYearData[],
  options: { clear: boolean; report: ProgressReport },
) {
  const { report } = options;
  const stored = await storedYears(ctx.db, companyId);
  const inFile = new Map(years.map((y) => [y.year.start, y]));
  const sameYears =
    stored.length > 0 &&
    stored.every((y) => {
      const year = inFile.get(y.start);
      return year && year.year.end === y.end && (year.vouchers !== null || y.detail === 'totals');
    });
  if (options.clear || !sameYears) {
    report(1, 'ledger.phases.clearing');
    await clearLedger(ctx.db, companyId);
  }
  // each year's share of the bar by its rows: a year of totals is quick
  const weights = years.map((y) => 1 + (y.vouchers?.reduce((s, v) => s + v.rows.length, 0) ?? 0));
  const total = weights.reduce((s, w) => s + w, 0);
  let done = 0;
  for (const [i, year] of years.entries()) {
    const from = 2 + (97 * done) / total;
    done += weights[i]!;
    await writeYear(ctx, companyId, year, report, [from, 2 + (97 * done) / total]);
  }
}
