import { Text } from '@mantine/core';
import type { CUSTOMER_SORTS, SalesCustomer } from '@portal/contracts/schemas/sales';
import { useTranslation } from 'react-i18next';
import { salesQueryOf, useSalesList, type SalesFilters } from '../api/get-sales-list';
import { SalesExportButton } from './sales-export-button';
import { appName, DateTime, syncFilters } from './cells';
import { SyncFlag } from './sync-flag';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** a column's sort key, checked against the ones the server takes */
const sort = (key: (typeof CUSTOMER_SORTS)[number]) => key;

/** The shops' customers as the engine read them and whether they reached the accounting. */
export function CustomersTable() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<SalesFilters['customers']>({ filters: { sync: null, status: null } });
  const query = useSalesList('customers', list.params);

  const columns: DataTableColumn<SalesCustomer>[] = [
    {
      key: 'name',
      header: t('sales.columns.name'),
      sortKey: sort('name'),
      minWidth: 160,
      cell: (customer) => (
        <>
          <Text size="sm" fw={500}>
            {customer.name}
          </Text>
          <Text size="xs" c="dimmed">
            {appName(t, i18n.exists, customer.app)}
          </Text>
        </>
      ),
    },
    {
      key: 'email',
      header: t('sales.columns.email'),
      sortKey: sort('email'),
      cell: (customer) => customer.email ?? '',
    },
    {
      key: 'organisation_number',
      header: t('sales.columns.organisation_number'),
      nowrap: true,
      cell: (customer) => customer.organisation_number ?? '',
    },
    {
      key: 'address',
      header: t('sales.columns.address'),
      minWidth: 180,
      cell: (customer) => customer.address,
    },
    {
      key: 'city',
      header: t('sales.columns.city'),
      sortKey: sort('city'),
      cell: (customer) => customer.city ?? '',
    },
    {
      key: 'country',
      header: t('sales.columns.country'),
      cell: (customer) => customer.country ?? '',
    },
    {
      key: 'customer_number',
      header: t('sales.columns.customer_number'),
      sortKey: sort('customer_number'),
      cell: (customer) => customer.customer_number ?? '',
    },
    {
      key: 'last_updated',
      header: t('sales.columns.last_updated'),
      sortKey: sort('last_updated'),
      nowrap: true,
      cell: (customer) => <DateTime value={customer.last_updated} />,
    },
    {
      key: 'sync',
      header: t('sales.columns.sync'),
      minWidth: 200,
      cell: (customer) => (
        <SyncFlag synced={customer.synced} status={customer.status} reason={customer.reason} />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(customer) => String(customer.id)}
      rowProps={() => ({ 'data-testid': 'customer-row' })}
      toolbarEnd={<SalesExportButton tab="customers" query={salesQueryOf(list.params)} />}
      emptyText={t('sales.empty.customers')}
      minWidth={1300}
      toolbar={{
        search: {
          label: t('sales.search'),
          placeholder: t('sales.search_hint.customers'),
          width: 260,
        },
        filters: [...syncFilters<SalesFilters['customers']>(t)],
      }}
    />
  );
}
