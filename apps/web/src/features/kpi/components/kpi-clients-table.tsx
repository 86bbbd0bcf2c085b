import { Anchor, Text } from '@mantine/core';
import { KPI_NAMES, type KpiClient } from '@portal/contracts/schemas/kpi';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getKpiClients, useKpiClients } from '../api/get-kpi-clients';
import { kpiFormat, kpiValue } from '../utils/kpi-format';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { useListQuery } from '@/components/data-table/use-list-query';

/** The firm's clients with their KPIs, sortable by each; a client opens its own figures. */
export function KpiClientsTable() {
  const { t, i18n } = useTranslation();
  const format = kpiFormat(i18n.language, t('financials.kpi.not_burning'));
  const list = useListQuery<Record<string, never>>({ filters: {}, ordering: 'name' });
  const query = useKpiClients(list.params);
  const name = (kpi: string) => t(`financials.kpi.names.${kpi}`);
  const missing = (row: KpiClient) => (
    <Text size="sm" c="dimmed" span>
      {t(`financials.kpi.missing.${row.missing}`)}
    </Text>
  );
  const columns: DataTableColumn<KpiClient>[] = [
    {
      key: 'name',
      header: t('financials.kpi.client'),
      sortKey: 'name',
      minWidth: 200,
      cell: (row) => (
        <Anchor component={Link} to={`/kpi?view=client&company=${row.id}`} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'net_sales',
      header: t('financials.kpi.net_sales'),
      sortKey: 'net_sales',
      align: 'right',
      nowrap: true,
      cell: (row) => (row.kpis ? format.kr(row.kpis.net_sales) : missing(row)),
    },
    ...KPI_NAMES.map((kpi): DataTableColumn<KpiClient> => ({
      key: kpi,
      header: name(kpi),
      sortKey: kpi,
      align: 'right',
      nowrap: true,
      cell: (row) => (row.kpis ? format.kpi[kpi](row.kpis) : '–'),
    })),
  ];
  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(row) => String(row.id)}
      emptyText={t('financials.kpi.no_clients')}
      rowProps={() => ({ 'data-testid': 'kpi-client-row' })}
      toolbar={{ search: { label: t('financials.kpi.search') } }}
      toolbarEnd={
        <ExportButton<KpiClient>
          fileName={t('financials.kpi.clients_file')}
          fetchPage={(offset, limit) => getKpiClients(list.params, offset, limit)}
          headers={() => [
            t('financials.kpi.client'),
            t('fields.company_id'),
            t('financials.kpi.net_sales'),
            ...KPI_NAMES.map(name),
          ]}
          toCells={(row) => [
            row.name,
            row.company_id,
            row.kpis ? Number(row.kpis.net_sales) : '',
            ...KPI_NAMES.map((kpi) => (row.kpis ? (kpiValue(row.kpis, kpi) ?? '') : '')),
          ]}
        />
      }
      minWidth={1000}
    />
  );
}
