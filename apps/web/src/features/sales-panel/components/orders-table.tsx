import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ORDER_SORTS, SalesOrder } from '@portal/contracts/schemas/sales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salesQueryOf, useSalesList, type SalesFilters } from '../api/get-sales-list';
import { SalesExportButton } from './sales-export-button';
import { useManualSync } from '../hooks/use-manual-sync';
import { dateFormats, formatMoney } from '../utils/format';
import { appName, DateTime, Reference, syncFilters } from './cells';
import { ManualSyncActions } from './manual-sync-actions';
import type { OrderShipping } from './order-shipping';
import { RowSyncButton } from './row-sync-button';
import { SyncFlag } from './sync-flag';
import { SyncProgressBar } from './sync-progress-bar';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** a column's sort key, checked against the ones the server takes */
const sort = (key: (typeof ORDER_SORTS)[number]) => key;

/**
 * Orders and refunds the engine read, with where each went and a way to sync it again; with
 * `shipping`, a shipment can be made from an order or from the chosen ones.
 */
export function OrdersTable({ shipping }: { shipping?: OrderShipping } = {}) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListQuery<SalesFilters['orders']>({
    filters: { sync: null, status: null, kind: null, from: null, to: null },
  });
  const query = useSalesList('orders', list.params);
  const sync = useManualSync('orders', () => setSelected([]));
  const format = dateFormats(i18n.language);

  const columns: DataTableColumn<SalesOrder>[] = [
    {
      key: 'order_number',
      header: t('sales.columns.order_number'),
      sortKey: sort('order_number'),
      nowrap: true,
      cell: (order) => (
        <>
          <Text size="sm" fw={500} data-testid="order-number">
            {order.order_number}
          </Text>
          <Text size="xs" c="dimmed">
            {appName(t, i18n.exists, order.app)}
          </Text>
        </>
      ),
    },
    ...(shipping
      ? [
          {
            key: 'shipping',
            header: shipping.header,
            cell: (order: SalesOrder) => (order.kind === 'order' ? shipping.row(order) : null),
          },
        ]
      : []),
    {
      key: 'kind',
      header: t('sales.columns.kind'),
      cell: (order) => (
        <Badge
          variant="outline"
          color={order.kind === 'refund' ? 'grape' : 'blue'}
          style={{ minWidth: 'max-content' }}
        >
          {t(`sales.kinds.${order.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'customer',
      header: t('sales.columns.customer'),
      sortKey: sort('customer'),
      minWidth: 140,
      cell: (order) => (
        <>
          <Text size="sm">{order.customer}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {order.customer_email ?? ''}
          </Text>
        </>
      ),
    },
    {
      key: 'total',
      header: t('sales.columns.total'),
      sortKey: sort('total'),
      align: 'right',
      nowrap: true,
      cell: (order) => formatMoney(order.total, order.currency, i18n.language),
    },
    {
      key: 'order_date',
      header: t('sales.columns.order_date'),
      sortKey: sort('order_date'),
      nowrap: true,
      cell: (order) => format.day(order.order_date),
    },
    {
      key: 'sync',
      header: t('sales.columns.sync'),
      minWidth: 200,
      cell: (order) => (
        <Stack gap={6} align="flex-start">
          <SyncFlag synced={order.synced} status={order.status} reason={order.reason} />
          {!order.synced && (
            <RowSyncButton id={order.id} reference={order.order_number} sync={sync} />
          )}
        </Stack>
      ),
    },
    {
      key: 'currency',
      header: t('sales.columns.currency'),
      sortKey: sort('currency'),
      cell: (order) => order.currency,
    },
    {
      key: 'last_updated',
      header: t('sales.columns.last_updated'),
      sortKey: sort('last_updated'),
      nowrap: true,
      cell: (order) => <DateTime value={order.last_updated} />,
    },
    {
      key: 'number_in_accounting',
      header: t('sales.columns.number_in_accounting'),
      sortKey: sort('number_in_accounting'),
      cell: (order) => (
        <Text size="sm" data-testid="number-in-accounting">
          {order.number_in_accounting ?? ''}
        </Text>
      ),
    },
    {
      key: 'number_in_app',
      header: t('sales.columns.number_in_app'),
      cell: (order) => <Reference value={order.number_in_app} />,
    },
    {
      key: 'merchant_reference',
      header: t('sales.columns.merchant_reference'),
      maxWidth: 180,
      cell: (order) => <Reference value={order.merchant_reference} />,
    },
    {
      key: 'reference_in_accounting',
      header: t('sales.columns.reference_in_accounting'),
      maxWidth: 200,
      cell: (order) => <Reference value={order.reference_in_accounting} />,
    },
    {
      key: 'reference_in_app',
      header: t('sales.columns.reference_in_app'),
      maxWidth: 180,
      cell: (order) => <Reference value={order.reference_in_app} />,
    },
  ];

  return (
    <Stack gap="md">
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(order) => String(order.id)}
        rowProps={() => ({ 'data-testid': 'order-row' })}
        emptyText={t('sales.empty.orders')}
        minWidth={1900}
        selection={{
          selected,
          onChange: setSelected,
          selectAllLabel: t('sales.sync.select_all'),
          rowLabel: (order) => t('sales.sync.select_row', { reference: order.order_number }),
        }}
        toolbar={{
          search: {
            label: t('sales.search'),
            placeholder: t('sales.search_hint.orders'),
            width: 300,
          },
          filters: [
            ...syncFilters<SalesFilters['orders']>(t),
            {
              key: 'kind',
              label: t('sales.filters.kind'),
              placeholder: t('sales.all'),
              options: [
                { value: 'order', label: t('sales.kinds.order') },
                { value: 'refund', label: t('sales.kinds.refund') },
              ],
              width: 150,
            },
          ],
          dates: [
            { key: 'from', label: t('sales.filters.from'), max: list.filters.to ?? undefined },
            { key: 'to', label: t('sales.filters.to'), min: list.filters.from ?? undefined },
          ],
        }}
        toolbarEnd={
          <Group gap="xs">
            <ManualSyncActions sync={sync} selected={selected} />
            {shipping?.bulk(selected.map(Number), () => setSelected([]))}
            <SalesExportButton tab="orders" query={salesQueryOf(list.params)} />
          </Group>
        }
        aboveTable={sync.running && <SyncProgressBar progress={sync.progress} />}
      />
    </Stack>
  );
}
