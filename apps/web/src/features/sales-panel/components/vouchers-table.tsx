import { Button, Text } from '@mantine/core';
import type { SalesVoucher, VOUCHER_SORTS } from '@portal/contracts/schemas/sales';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salesQueryOf, useSalesList, type SalesFilters } from '../api/get-sales-list';
import { SalesExportButton } from './sales-export-button';
import { dateFormats, formatMoney } from '../utils/format';
import { voucherReference, VoucherRowsModal } from './voucher-rows-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** a column's sort key, checked against the ones the server takes */
const sort = (key: (typeof VOUCHER_SORTS)[number]) => key;

/** What the engine booked in the accounting: vouchers and invoices, each with its rows. */
export function VouchersTable() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<SalesVoucher | null>(null);
  const list = useListQuery<SalesFilters['vouchers']>({
    filters: { type: null, from: null, to: null },
  });
  const query = useSalesList('vouchers', list.params);
  const format = dateFormats(i18n.language);
  const kind = (value: string) =>
    i18n.exists(`sales.voucher_kinds.${value}`) ? t(`sales.voucher_kinds.${value}`) : value;

  const columns: DataTableColumn<SalesVoucher>[] = [
    {
      key: 'series',
      header: t('sales.columns.series'),
      sortKey: sort('series'),
      cell: (voucher) => voucher.series,
    },
    {
      key: 'number',
      header: t('sales.columns.number'),
      sortKey: sort('number'),
      nowrap: true,
      cell: (voucher) => voucher.number,
    },
    {
      key: 'transaction_date',
      header: t('sales.columns.transaction_date'),
      sortKey: sort('transaction_date'),
      nowrap: true,
      cell: (voucher) => format.day(voucher.transaction_date),
    },
    {
      key: 'description',
      header: t('sales.columns.description'),
      sortKey: sort('description'),
      minWidth: 220,
      cell: (voucher) => voucher.description,
    },
    {
      key: 'type',
      header: t('sales.columns.type'),
      cell: (voucher) => (
        <>
          <Text size="sm">{t(`sales.voucher_types.${voucher.type}`)}</Text>
          <Text size="xs" c="dimmed">
            {kind(voucher.kind)}
          </Text>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('sales.columns.amount'),
      align: 'right',
      nowrap: true,
      cell: (voucher) => formatMoney(voucher.amount, voucher.currency, i18n.language),
    },
    {
      key: 'rows',
      header: t('sales.columns.rows'),
      cell: (voucher) => (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconListDetails size={14} aria-hidden />}
          onClick={() => setOpen(voucher)}
          aria-label={t('sales.voucher_rows.open_named', { reference: voucherReference(voucher) })}
        >
          {t('sales.voucher_rows.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(voucher) => String(voucher.id)}
        rowProps={() => ({ 'data-testid': 'voucher-row' })}
        toolbarEnd={<SalesExportButton tab="vouchers" query={salesQueryOf(list.params)} />}
        emptyText={t('sales.empty.vouchers')}
        toolbar={{
          search: {
            label: t('sales.search'),
            placeholder: t('sales.search_hint.vouchers'),
            width: 260,
          },
          filters: [
            {
              key: 'type',
              label: t('sales.filters.type'),
              placeholder: t('sales.all'),
              options: (['voucher', 'invoice', 'credit_invoice'] as const).map((value) => ({
                value,
                label: t(`sales.voucher_types.${value}`),
              })),
              width: 170,
            },
          ],
          dates: [
            { key: 'from', label: t('sales.filters.from'), max: list.filters.to ?? undefined },
            { key: 'to', label: t('sales.filters.to'), min: list.filters.from ?? undefined },
          ],
        }}
      />
      <VoucherRowsModal voucher={open} onClose={() => setOpen(null)} />
    </>
  );
}
