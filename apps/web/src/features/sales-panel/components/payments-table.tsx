import { Group, Stack, Text } from '@mantine/core';
import type { PAYMENT_SORTS, SalesPayment } from '@portal/contracts/schemas/sales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salesQueryOf, useSalesList, type SalesFilters } from '../api/get-sales-list';
import { SalesExportButton } from './sales-export-button';
import { useManualSync } from '../hooks/use-manual-sync';
import { dateFormats, formatMoney } from '../utils/format';
import { appName, DateTime, Reference, syncFilters } from './cells';
import { ManualSyncActions } from './manual-sync-actions';
import { RowSyncButton } from './row-sync-button';
import { SyncFlag } from './sync-flag';
import { SyncProgressBar } from './sync-progress-bar';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** a column's sort key, checked against the ones the server takes */
const sort = (key: (typeof PAYMENT_SORTS)[number]) => key;

/** The payment providers' payouts the engine read and booked, and a way to sync one again. */
export function PaymentsTable() {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListQuery<SalesFilters['payments']>({
    filters: { sync: null, status: null, from: null, to: null },
  });
  const query = useSalesList('payments', list.params);
  const sync = useManualSync('payments', () => setSelected([]));
  const format = dateFormats(i18n.language);
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const columns: DataTableColumn<SalesPayment>[] = [
    {
      key: 'payout_id',
      header: t('sales.columns.payout_id'),
      sortKey: sort('payout_id'),
      maxWidth: 220,
      cell: (payment) => (
        <>
          <Reference value={payment.payout_id} />
          <Text size="xs" c="dimmed">
            {appName(t, i18n.exists, payment.app)}
          </Text>
        </>
      ),
    },
    {
      key: 'payment_date',
      header: t('sales.columns.payment_date'),
      sortKey: sort('payment_date'),
      nowrap: true,
      cell: (payment) => format.day(payment.payment_date),
    },
    {
      key: 'amount',
      header: t('sales.columns.amount'),
      sortKey: sort('amount'),
      align: 'right',
      nowrap: true,
      cell: (payment) => money(payment.amount, payment.currency),
    },
    {
      key: 'fees',
      header: t('sales.columns.fees'),
      align: 'right',
      nowrap: true,
      cell: (payment) => money(payment.fees, payment.currency),
    },
    {
      key: 'sync',
      header: t('sales.columns.sync'),
      minWidth: 200,
      cell: (payment) => (
        <Stack gap={6} align="flex-start">
          <SyncFlag synced={payment.synced} status={payment.status} reason={payment.reason} />
          {!payment.synced && (
            <RowSyncButton id={payment.id} reference={payment.payout_id} sync={sync} />
          )}
        </Stack>
      ),
    },
    {
      key: 'transactions',
      header: t('sales.columns.transactions'),
      align: 'right',
      cell: (payment) => payment.transactions,
    },
    {
      key: 'number_in_accounting',
      header: t('sales.columns.number_in_accounting'),
      cell: (payment) => payment.number_in_accounting ?? '',
    },
    {
      key: 'date_created',
      header: t('sales.columns.date_created'),
      sortKey: sort('date_created'),
      nowrap: true,
      cell: (payment) => <DateTime value={payment.date_created} />,
    },
    {
      key: 'last_updated',
      header: t('sales.columns.last_updated'),
      nowrap: true,
      cell: (payment) => <DateTime value={payment.last_updated} />,
    },
  ];

  return (
    <Stack gap="md">
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(payment) => String(payment.id)}
        rowProps={() => ({ 'data-testid': 'payment-row' })}
        emptyText={t('sales.empty.payments')}
        minWidth={1400}
        selection={{
          selected,
          onChange: setSelected,
          selectAllLabel: t('sales.sync.select_all'),
          rowLabel: (payment) => t('sales.sync.select_row', { reference: payment.payout_id }),
        }}
        toolbar={{
          search: {
            label: t('sales.search'),
            placeholder: t('sales.search_hint.payments'),
            width: 260,
          },
          filters: [...syncFilters<SalesFilters['payments']>(t)],
          dates: [
            { key: 'from', label: t('sales.filters.from'), max: list.filters.to ?? undefined },
            { key: 'to', label: t('sales.filters.to'), min: list.filters.from ?? undefined },
          ],
        }}
        toolbarEnd={
          <Group gap="xs">
            <ManualSyncActions sync={sync} selected={selected} />
            <SalesExportButton tab="payments" query={salesQueryOf(list.params)} />
          </Group>
        }
        aboveTable={sync.running && <SyncProgressBar progress={sync.progress} />}
      />
    </Stack>
  );
}
