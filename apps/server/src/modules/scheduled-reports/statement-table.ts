import { parseMinor } from '@portal/connectors/money';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import { translate } from '@portal/contracts/i18n/resources';
import type { Statement, StatementRow } from '@portal/contracts/schemas/financial-reports';
import type { ReportColumn, ReportRow, ReportTable } from './report-document';

/** "1234.50" kronor → öre; null stays null. */
export const ore = (amount: string | null): number | null =>
  amount === null ? null : parseMinor(amount, 'SEK');

export const periodText = (period: { from: string; to: string }) => `${period.from} – ${period.to}`;

function rowsOf(line: StatementRow, withCompare: boolean, t: (key: string) => string): ReportRow[] {
  const label = line.text ?? t(line.label);
  const amounts = (a: string | null, c: string | null) =>
    withCompare ? [ore(a), ore(c)] : [ore(a)];
  if (line.type === 'heading') return [{ cells: [label], style: 'heading', indent: line.level }];
  const rows: ReportRow[] = [
    {
      cells: [label, ...amounts(line.amount, line.compare)],
      style: line.type === 'sum' ? (line.level === 0 ? 'total' : 'subtotal') : 'normal',
      indent: line.level,
    },
  ];
  // the accounts a line sums, beneath it: the specification a reader checks figures against
  for (const account of line.accounts)
    rows.push({
      cells: [`${account.account} ${account.name}`, ...amounts(account.amount, account.compare)],
      indent: line.level + 1,
    });
  return rows;
}

/**
 * A balance sheet, income statement or cash flow statement as a table: its lines with the
 * accounts under them, the period beside the same period a year earlier when the ledger has it.
 */
export function statementTable(
  statement: Statement,
  title: string,
  locale: AppLocale,
): ReportTable {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, key, params);
  const withCompare = statement.compare_available && statement.compare_period !== null;
  const columns: ReportColumn[] = [
    { header: t('schedules.report.line'), kind: 'text' },
    { header: periodText(statement.period), kind: 'amount' },
    ...(withCompare
      ? [{ header: periodText(statement.compare_period!), kind: 'amount' as const }]
      : []),
  ];
  const notes = statement.notes.map((n) => n.text ?? t(n.key, n.params));
  return {
    title,
    ...(notes.length ? { note: notes.join(' ') } : {}),
    columns,
    rows: statement.rows.flatMap((line) => rowsOf(line, withCompare, t)),
  };
}
