import { Anchor, Badge, Group, Select } from '@mantine/core';
import type { LedgerVoucher } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import {
  getLedgerVouchers,
  useLedgerVouchers,
  type VoucherFilters,
} from '../api/get-ledger-vouchers';
import { useLedgerAccounts } from '../api/get-ledger-years';
import { ledgerFormat, voucherName } from '../utils/format';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { useListQuery } from '@/components/data-table/use-list-query';

/** The account filter: searchable, the chart can hold hundreds of accounts. */
function AccountFilter({
  companyId,
  value,
  onChange,
}: {
  companyId: number;
  value: string | null;
  onChange: (account: string | null) => void;
}) {
  const { t } = useTranslation();
  const accounts = useLedgerAccounts(companyId);
  const options = (accounts.data?.results ?? []).map((a) => ({
    value: String(a.account),
    label: `${a.account} ${a.name}`,
  }));
  return (
    <Select
      label={t('ledger.vouchers.account')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={100}
      w={260}
      data-testid="voucher-account-filter"
    />
  );
}

/** The company's vouchers: search, account and dates, pages, export; a voucher opens in the modal. */
export function VouchersTable({
  companyId,
  onOpen,
}: {
  companyId: number;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = ledgerFormat(i18n.language);
  const list = useListQuery<VoucherFilters>({
    filters: { account: null, from: null, to: null },
    ordering: '-date',
  });
  const query = useLedgerVouchers(companyId, list.params);

  const columns: DataTableColumn<LedgerVoucher>[] = [
    {
      key: 'date',
      header: t('ledger.vouchers.date'),
      sortKey: 'date',
      nowrap: true,
      cell: (v) => f.day(v.date),
    },
    {
      key: 'voucher',
      header: t('ledger.vouchers.voucher'),
      sortKey: 'number',
      nowrap: true,
      cell: (v) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onOpen(v.id)}
          aria-label={t('ledger.vouchers.open', { series: v.series, number: v.number })}
          data-testid="voucher-open"
        >
          {voucherName(v)}
        </Anchor>
      ),
    },
    {
      key: 'text',
      header: t('ledger.vouchers.text'),
      sortKey: 'text',
      cell: (v) => (
        <Group gap="xs">
          {v.text}
          {v.origin === 'portal' && (
            <Badge variant="light" size="sm">
              {t('ledger.vouchers.portal')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'amount',
      header: t('ledger.vouchers.amount'),
      sortKey: 'amount',
      align: 'right',
      nowrap: true,
      cell: (v) => f.kr(v.amount),
    },
    { key: 'rows', header: t('ledger.vouchers.rows'), align: 'right', cell: (v) => v.row_count },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(v) => String(v.id)}
      emptyText={t('ledger.vouchers.empty')}
      rowProps={() => ({ 'data-testid': 'voucher-row' })}
      toolbar={{
        search: { label: t('ledger.vouchers.search'), width: 260 },
        dates: [
          { key: 'from', label: t('ledger.vouchers.from') },
          { key: 'to', label: t('ledger.vouchers.to') },
        ],
        children: (
          <AccountFilter
            companyId={companyId}
            value={list.filters.account}
            onChange={(account) =>
              account ? list.setFilter('account', account) : list.resetFilter('account')
            }
          />
        ),
      }}
      toolbarEnd={
        <ExportButton<LedgerVoucher>
          fileName={t('ledger.vouchers.export_file')}
          fetchPage={(offset, limit) => getLedgerVouchers(companyId, list.params, offset, limit)}
          headers={() => [
            t('ledger.vouchers.date'),
            t('ledger.vouchers.voucher'),
            t('ledger.vouchers.text'),
            t('ledger.vouchers.amount'),
            t('ledger.vouchers.rows'),
          ]}
          toCells={(v) => [v.date, voucherName(v), v.text, Number(v.amount), v.row_count]}
        />
      }
      minWidth={760}
    />
  );
}
