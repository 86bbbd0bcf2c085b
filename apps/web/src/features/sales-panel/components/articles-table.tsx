import { Text } from '@mantine/core';
import type { ARTICLE_SORTS, SalesArticle } from '@portal/contracts/schemas/sales';
import { useTranslation } from 'react-i18next';
import { salesQueryOf, useSalesList, type SalesFilters } from '../api/get-sales-list';
import { SalesExportButton } from './sales-export-button';
import { formatMoney, intlLocale } from '../utils/format';
import { appName, DateTime, syncFilters } from './cells';
import { SyncFlag } from './sync-flag';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** a column's sort key, checked against the ones the server takes */
const sort = (key: (typeof ARTICLE_SORTS)[number]) => key;

/** The shop's articles as the engine read them and whether they reached the accounting. */
export function ArticlesTable() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<SalesFilters['articles']>({ filters: { sync: null, status: null } });
  const query = useSalesList('articles', list.params);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));

  const columns: DataTableColumn<SalesArticle>[] = [
    {
      key: 'product_number',
      header: t('sales.columns.product_number'),
      sortKey: sort('product_number'),
      cell: (article) => (
        <>
          <Text size="sm" fw={500}>
            {article.product_number}
          </Text>
          <Text size="xs" c="dimmed">
            {appName(t, i18n.exists, article.app)}
          </Text>
        </>
      ),
    },
    {
      key: 'name',
      header: t('sales.columns.name'),
      sortKey: sort('name'),
      minWidth: 160,
      cell: (article) => article.name,
    },
    { key: 'sku', header: t('sales.columns.sku'), sortKey: sort('sku'), cell: (a) => a.sku },
    {
      key: 'quantity',
      header: t('sales.columns.quantity'),
      sortKey: sort('quantity'),
      align: 'right',
      cell: (article) =>
        article.quantity === null ? '' : `${number.format(article.quantity)} ${article.unit}`,
    },
    {
      key: 'price',
      header: t('sales.columns.price'),
      sortKey: sort('price'),
      align: 'right',
      nowrap: true,
      cell: (article) => formatMoney(article.price, article.currency, i18n.language),
    },
    {
      key: 'vat_rate',
      header: t('sales.columns.vat_rate'),
      align: 'right',
      cell: (article) =>
        article.vat_rate === '' ? '' : `${number.format(Number(article.vat_rate))} %`,
    },
    {
      key: 'number_in_accounting',
      header: t('sales.columns.number_in_accounting'),
      cell: (article) => article.number_in_accounting ?? '',
    },
    {
      key: 'last_updated',
      header: t('sales.columns.last_updated'),
      sortKey: sort('last_updated'),
      nowrap: true,
      cell: (article) => <DateTime value={article.last_updated} />,
    },
    {
      key: 'sync',
      header: t('sales.columns.sync'),
      minWidth: 200,
      cell: (article) => (
        <SyncFlag synced={article.synced} status={article.status} reason={article.reason} />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(article) => String(article.id)}
      rowProps={() => ({ 'data-testid': 'article-row' })}
      toolbarEnd={<SalesExportButton tab="articles" query={salesQueryOf(list.params)} />}
      emptyText={t('sales.empty.articles')}
      toolbar={{
        search: {
          label: t('sales.search'),
          placeholder: t('sales.search_hint.articles'),
          width: 260,
        },
        filters: [...syncFilters<SalesFilters['articles']>(t)],
      }}
    />
  );
}
