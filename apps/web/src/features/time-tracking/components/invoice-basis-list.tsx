import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { InvoiceBasisRow, TimeOptions } from '@portal/contracts/schemas/time-tracking';
import { useTranslation } from 'react-i18next';
import {
  getInvoiceBasis,
  useInvoiceBasis,
  type InvoiceBasisFilters,
} from '../api/get-invoice-basis';
import { useTimeFormat } from '../hooks/use-time-format';
import { Figure } from './figure';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { useListQuery } from '@/components/data-table/use-list-query';

/** What the firm can invoice each client each month: billable time at the rates it was given. */
export function InvoiceBasisList({ options }: { options: TimeOptions | undefined }) {
  const { t } = useTranslation();
  const f = useTimeFormat();
  const list = useListQuery<InvoiceBasisFilters>({
    filters: { client: null, month_from: null, month_to: null },
    ordering: '-month',
  });
  const query = useInvoiceBasis(list.params);
  const rate = (r: InvoiceBasisRow) =>
    r.hourly_rate === null
      ? t('time.basis.varying')
      : t('time.rates.per_hour', { rate: f.kr(r.hourly_rate) });

  const columns: DataTableColumn<InvoiceBasisRow>[] = [
    {
      key: 'month',
      header: t('time.basis.month'),
      sortKey: 'month',
      nowrap: true,
      cell: (r) => f.month(r.month),
    },
    { key: 'client', header: t('fields.client'), sortKey: 'client', cell: (r) => r.client_name },
    { key: 'entries', header: t('time.basis.entries'), align: 'right', cell: (r) => r.entries },
    {
      key: 'hours',
      header: t('time.basis.hours'),
      sortKey: 'minutes',
      align: 'right',
      nowrap: true,
      cell: (r) => f.hours(r.minutes),
    },
    { key: 'rate', header: t('fields.hourly_rate'), align: 'right', nowrap: true, cell: rate },
    {
      key: 'value',
      header: t('time.basis.value'),
      sortKey: 'value',
      align: 'right',
      nowrap: true,
      cell: (r) => (
        <Text fw={600} size="sm">
          {f.kr(r.value)}
        </Text>
      ),
    },
  ];

  const month = (key: 'month_from' | 'month_to', label: string) => (
    <TextInput
      type="month"
      label={label}
      value={list.filters[key] ?? ''}
      min={key === 'month_to' ? (list.filters.month_from ?? undefined) : undefined}
      max={key === 'month_from' ? (list.filters.month_to ?? undefined) : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (value) list.setFilter(key, value);
        else list.resetFilter(key);
      }}
      w={170}
    />
  );

  const totals = query.data?.totals;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('time.basis.intro')}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => `${r.client}-${r.month}`}
        emptyText={t('time.basis.empty')}
        rowProps={() => ({ 'data-testid': 'basis-row' })}
        aboveTable={
          totals && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520}>
              <Figure label={t('time.basis.total_hours')} value={f.hours(totals.minutes)} />
              <Figure
                label={t('time.basis.total')}
                value={f.kr(totals.value)}
                testId="basis-total"
              />
            </SimpleGrid>
          )
        }
        toolbar={{
          filters: [
            {
              key: 'client',
              label: t('fields.client'),
              placeholder: t('time.all_clients'),
              options: (options?.clients ?? []).map((c) => ({
                value: String(c.id),
                label: c.name,
              })),
            },
          ],
          children: (
            <>
              {month('month_from', t('fields.month_from'))}
              {month('month_to', t('fields.month_to'))}
            </>
          ),
        }}
        toolbarEnd={
          <ExportButton<InvoiceBasisRow>
            fileName={t('time.basis.file')}
            fetchPage={(offset, limit) => getInvoiceBasis(list.params, offset, limit)}
            headers={() => [
              t('time.basis.month'),
              t('fields.client'),
              t('time.basis.entries'),
              t('time.basis.hours'),
              t('fields.hourly_rate'),
              t('time.basis.value'),
            ]}
            toCells={(r) => [
              r.month,
              r.client_name,
              r.entries,
              Number((r.minutes / 60).toFixed(2)),
              r.hourly_rate === null ? t('time.basis.varying') : Number(r.hourly_rate),
              Number(r.value),
            ]}
          />
        }
        minWidth={860}
      />
    </Stack>
  );
}
