import type { Budget } from '@portal/contracts/schemas/budgets';
import { useTranslation } from 'react-i18next';
import type { GridRow } from '../hooks/use-grid-state';
import { toAmount } from '../utils/format';
import { ExportButton } from '@/components/data-table/export-button';

/** The grid as a spreadsheet in the import's own layout: account, then one column per period. */
export function GridExport({
  budget,
  rows,
  labels,
}: {
  budget: Budget;
  rows: GridRow[];
  labels: string[];
}) {
  const { t } = useTranslation();
  return (
    <ExportButton<GridRow>
      fileName={`${budget.name} ${budget.year}`}
      fetchPage={async (offset, limit) => ({
        count: rows.length,
        results: rows.slice(offset, offset + limit),
      })}
      headers={() => [t('planning.grid.account'), ...labels]}
      toCells={(r) => [
        r.account,
        ...r.cells.map((c) => {
          const a = toAmount(c);
          return a ? Number(a) : '';
        }),
      ]}
    />
  );
}
