import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { useTranslation } from 'react-i18next';
import type { StatementFormat } from '../utils/format';
import { sheetAmount, statementLines, type StatementLine } from '../utils/statement-lines';
import { ExportButton } from '@/components/data-table/export-button';

/** The whole statement, every account under its line, as a spreadsheet. */
export function StatementExport({
  statement,
  format,
}: {
  statement: Statement;
  format: StatementFormat;
}) {
  const { t } = useTranslation();
  const lines = statementLines(statement);
  const compare = statement.compare_period;
  const kind = t(`financials.reports.kinds.${statement.kind}`);
  return (
    <ExportButton<StatementLine>
      fileName={`${kind} ${statement.company.name} ${statement.period.from} ${statement.period.to}`}
      fetchPage={async (offset) => ({
        count: lines.length,
        results: offset === 0 ? lines : [],
      })}
      headers={() => [
        t('financials.reports.line'),
        t('financials.reports.account'),
        format.period(statement.period),
        ...(compare ? [format.period(compare)] : []),
      ]}
      toCells={(line) => [
        line.account ? line.account.name : t(line.row.label),
        line.account ? line.account.account : '',
        sheetAmount(line.amount),
        ...(compare ? [sheetAmount(line.compare)] : []),
      ]}
    />
  );
}
