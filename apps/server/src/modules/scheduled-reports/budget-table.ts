import type { AppLocale } from '@portal/contracts/i18n/resources';
import { translate } from '@portal/contracts/i18n/resources';
import type { BudgetAnalysis } from '@portal/contracts/schemas/budgets';
import type { ReportRow, ReportTable } from './report-document';
import { formatPercent } from './report-document';
import { ore } from './statement-table';

const percent = (value: string | null) => (value === null ? null : Number(value));

/**
 * Budget vs actual as a table: every account and its group's subtotal, the year's budget, the
 * actual of the periods over so far, the variance and the projection, then the year's result.
 */
export function budgetTable(
  analysis: BudgetAnalysis,
  title: string,
  locale: AppLocale,
): ReportTable {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(locale, `schedules.report.budget.${key}`, params);
  const rows: ReportRow[] = analysis.rows.map((row) => ({
    cells: [
      row.kind === 'group' ? row.name : `${row.account} ${row.name}`,
      ore(row.budget),
      ore(row.actual),
      ore(row.variance),
      percent(row.variance_percent),
      ore(row.projection),
    ],
    style: row.kind === 'group' ? 'subtotal' : 'normal',
    indent: row.kind === 'group' ? 0 : 1,
  }));
  const { result, accuracy, budget } = analysis;
  rows.push({
    cells: [
      t('result'),
      ore(result.budget),
      ore(result.actual),
      null,
      null,
      ore(result.projection),
    ],
    style: 'total',
  });
  const elapsed = analysis.periods.filter((p) => p.elapsed);
  const notes = [
    t('about', { name: budget.name, year: budget.year, start: budget.start, end: budget.end }),
    elapsed.length ? t('actual_until', { day: elapsed.at(-1)!.end }) : t('nothing_elapsed'),
    ...(accuracy.percent !== null
      ? [
          t('accuracy', {
            percent: formatPercent(Number(accuracy.percent), locale),
            within: accuracy.within,
            items: accuracy.items,
          }),
        ]
      : []),
    ...(analysis.actual_detail === 'totals' ? [t('totals_only')] : []),
    ...(analysis.actual_detail === 'none' ? [t('no_actuals')] : []),
  ];
  return {
    title,
    note: notes.join(' '),
    columns: [
      { header: t('account'), kind: 'text' },
      { header: t('budget'), kind: 'amount' },
      { header: t('actual'), kind: 'amount' },
      { header: t('variance'), kind: 'amount' },
      { header: t('variance_percent'), kind: 'percent' },
      { header: t('projection'), kind: 'amount' },
    ],
    rows,
  };
}
