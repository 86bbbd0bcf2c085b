import type { AnalysisRow, BudgetAnalysis } from '@portal/contracts/schemas/budgets';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';

const num = (value: string | null) => (value === null ? '' : Number(value));

/** The analysis as a spreadsheet: each row's budget, actual and variance per period, and totals. */
export function AnalysisExport({
  analysis,
  labels,
}: {
  analysis: BudgetAnalysis;
  labels: string[];
}) {
  const { t } = useTranslation();
  const { rows } = analysis;
  return (
    <ExportButton<AnalysisRow>
      fileName={t('planning.analysis.file', {
        name: `${analysis.budget.name} ${analysis.budget.year}`,
      })}
      fetchPage={async (offset, limit) => ({
        count: rows.length,
        results: rows.slice(offset, offset + limit),
      })}
      headers={() => [
        t('planning.analysis.account'),
        t('planning.budgets.name'),
        ...labels.flatMap((label) => [
          `${label} ${t('planning.analysis.budget')}`,
          `${label} ${t('planning.analysis.actual')}`,
          `${label} ${t('planning.analysis.variance')}`,
          `${label} ${t('planning.analysis.variance_percent')}`,
        ]),
        t('planning.analysis.budget'),
        t('planning.analysis.to_date'),
        t('planning.analysis.variance'),
        t('planning.analysis.variance_percent'),
        t('planning.analysis.projection'),
      ]}
      toCells={(r) => [
        r.kind === 'group' ? t('planning.analysis.group', { group: r.name }) : r.account,
        r.kind === 'group' ? '' : r.name,
        ...r.cells.flatMap((c) => [
          num(c.budget),
          num(c.actual),
          num(c.variance),
          num(c.variance_percent),
        ]),
        num(r.budget),
        num(r.actual),
        num(r.variance),
        num(r.variance_percent),
        num(r.projection),
      ]}
    />
  );
}
