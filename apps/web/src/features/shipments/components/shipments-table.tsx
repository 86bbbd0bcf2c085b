import { Anchor, Button, Group, MultiSelect, Select, Text } from '@mantine/core';
import type { ShipmentStatus, ShipmentSummary } from '@portal/contracts/schemas/shipments';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShipmentOptions } from '../api/get-options';
import { fetchShipments, useShipments, type ShipmentFilterValues } from '../api/get-shipments';
import { formatDay, formatWeight } from '../utils/format';
import { STATUS_ORDER, statusKey } from '../utils/status';
import { StatusBadge } from './status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import type { ListQuery } from '@/components/data-table/use-list-query';

/** The company's shipments: search, filters, sortable columns, selection and export. */
export function ShipmentsTable({
  list,
  selected,
  onSelect,
  onAdd,
  aboveTable,
}: {
  list: ListQuery<ShipmentFilterValues>;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onAdd: () => void;
  aboveTable: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useShipments(list.params);
  const options = useShipmentOptions();
  const carriers = options.data?.carriers ?? [];
  const carrierName = (code: string) => carriers.find((c) => c.code === code)?.name ?? code;
  const statusText = (s: ShipmentStatus) => t(statusKey(s));
  const lang = i18n.language;

  const columns: DataTableColumn<ShipmentSummary>[] = [
    {
      key: 'tracking',
      header: t('shipments.columns.tracking_number'),
      minWidth: 170,
      cell: (s) => (
        <Anchor component={Link} to={`/shipments/${s.id}`} size="sm" fw={500}>
          {s.tracking_number ?? t('shipments.no_tracking', { id: s.id })}
        </Anchor>
      ),
    },
    {
      key: 'order',
      header: t('shipments.columns.order'),
      sortKey: 'order_number',
      cell: (s) => s.order_number ?? s.order_id ?? '',
    },
    {
      key: 'customer',
      header: t('shipments.columns.customer'),
      sortKey: 'customer',
      minWidth: 150,
      cell: (s) => (
        <>
          <Text size="sm">{s.customer}</Text>
          <Text size="xs" c="dimmed">
            {s.destination}
          </Text>
        </>
      ),
    },
    {
      key: 'carrier',
      header: t('shipments.columns.carrier'),
      sortKey: 'carrier',
      cell: (s) => (
        <>
          <Text size="sm">{carrierName(s.carrier)}</Text>
          <Text size="xs" c="dimmed">
            {s.service}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('shipments.columns.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (s) => <StatusBadge status={s.status} late={s.late} />,
    },
    {
      key: 'created',
      header: t('shipments.columns.created'),
      sortKey: 'created_at',
      nowrap: true,
      cell: (s) => formatDay(s.created_at, lang),
    },
    {
      key: 'eta',
      header: t('shipments.columns.estimated_delivery'),
      sortKey: 'estimated_delivery',
      nowrap: true,
      cell: (s) => (s.estimated_delivery ? formatDay(s.estimated_delivery, lang) : ''),
    },
    {
      key: 'weight',
      header: t('shipments.columns.weight'),
      align: 'right',
      nowrap: true,
      cell: (s) => formatWeight(s.total_weight_grams, lang),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(s) => String(s.id)}
      emptyText={t('shipments.list.empty')}
      minWidth={1100}
      rowProps={(s) => ({
        'data-testid': 'shipment-row',
        'data-tracking': s.tracking_number ?? '',
      })}
      selection={{
        selected,
        onChange: onSelect,
        selectAllLabel: t('shipments.list.select_all'),
        rowLabel: (s) =>
          t('shipments.list.select_row', { tracking: s.tracking_number ?? String(s.id) }),
      }}
      aboveTable={aboveTable}
      toolbar={{
        search: {
          label: t('shipments.list.search'),
          placeholder: t('shipments.list.search_hint'),
          width: 260,
        },
        filters: [
          {
            key: 'carrier',
            label: t('shipments.filters.carrier'),
            placeholder: t('shipments.filters.all'),
            options: carriers.map((c) => ({ value: c.code, label: c.name })),
            width: 170,
          },
        ],
        dates: [
          {
            key: 'created_from',
            label: t('shipments.filters.created_from'),
            max: list.filters.created_to ?? undefined,
          },
          {
            key: 'created_to',
            label: t('shipments.filters.created_to'),
            min: list.filters.created_from ?? undefined,
          },
        ],
        children: (
          <>
            <MultiSelect
              label={t('shipments.filters.status')}
              placeholder={list.filters.status.length ? undefined : t('shipments.filters.all')}
              data={STATUS_ORDER.map((s) => ({ value: s, label: statusText(s) }))}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value as ShipmentStatus[])}
              clearable
              w={240}
            />
            <Select
              label={t('shipments.filters.late')}
              placeholder={t('shipments.filters.all')}
              data={[
                { value: 'true', label: t('shipments.filters.late_only') },
                { value: 'false', label: t('shipments.filters.on_time') },
              ]}
              value={list.filters.late}
              onChange={(value) => list.setFilter('late', value as 'true' | 'false' | null)}
              clearable
              w={150}
            />
          </>
        ),
      }}
      toolbarEnd={
        <Group align="flex-start" gap="sm">
          <ExportButton<ShipmentSummary>
            fetchPage={(offset, limit) => fetchShipments({ ...list.params, offset, limit })}
            headers={() => [
              t('shipments.columns.tracking_number'),
              t('shipments.columns.order'),
              t('shipments.columns.customer'),
              t('shipments.columns.destination'),
              t('shipments.columns.carrier'),
              t('shipments.columns.service'),
              t('shipments.columns.status'),
              t('shipments.late'),
              t('shipments.columns.created'),
              t('shipments.columns.estimated_delivery'),
              t('shipments.columns.weight_grams'),
            ]}
            toCells={(s) => [
              s.tracking_number ?? '',
              s.order_number ?? s.order_id ?? '',
              s.customer,
              s.destination,
              carrierName(s.carrier),
              s.service,
              statusText(s.status),
              s.late ? t('shipments.late') : '',
              s.created_at.slice(0, 10),
              s.estimated_delivery ?? '',
              s.total_weight_grams,
            ]}
            fileName={t('routes.shipments-list')}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {t('shipments.create.by_hand')}
          </Button>
        </Group>
      }
    />
  );
}
