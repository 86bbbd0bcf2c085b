import type { Page } from '@portal/contracts/pagination';
import { exportHeaders, exportRow } from '@portal/contracts/schemas/sales';
import type { ExportJob, SalesTab } from '@portal/contracts/schemas/sales';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/data-table/export-button';
import { api } from '@/lib/api-client';

type Query = Record<string, string | number | null | undefined>;

/** The query as the list sends it, without paging and empty values: what the export repeats. */
function viewQuery(query: Query): Record<string, string> {
  const view: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'limit' || key === 'offset') continue;
    if (value !== null && value !== undefined && value !== '') view[key] = String(value);
  }
  return view;
}

/** Exports a sales panel tab as it is filtered, searched and sorted now. */
export function SalesExportButton({ tab, query }: { tab: SalesTab; query: Query }) {
  const { t } = useTranslation();
  const view = viewQuery(query);
  const tr = (key: string, params: Record<string, string | number> = {}) => t(key, params);
  return (
    <ExportButton<Record<string, unknown>>
      fetchPage={(offset, limit) =>
        api.get<Page<Record<string, unknown>>>(`sales/${tab}/`, {
          params: { ...view, limit, offset },
        })
      }
      headers={() => exportHeaders(tab, tr)}
      toCells={(row) => exportRow(tab, row, tr)}
      server={{
        start: () => api.post<ExportJob>('sales/exports/', { tab, query: view }),
        poll: (id) => api.get<ExportJob>(`sales/exports/${id}/`),
      }}
    />
  );
}
