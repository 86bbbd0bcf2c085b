import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { CATALOG_CATEGORIES, type CatalogCategory } from '@portal/contracts/schemas/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../api/get-catalog';
import { useAccountingNames } from '../hooks/use-accounting-names';
import { AppCard } from './app-card';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useCan } from '@/stores/session-store';

/** The categories apps come in (accountings and services have lists of their own). */
const APP_CATEGORIES = CATALOG_CATEGORIES.filter(
  (c) => c === 'webshop' || c === 'payment' || c === 'shipping',
);

/** /app-catalogue: the apps as cards, searched on the server and filtered by category. */
export function CatalogueList() {
  const { t } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [category, setCategory] = useState<CatalogCategory | null>(null);
  const { data, isPending, isError, refetch } = useCatalog('app', {
    page,
    search: debounced,
    category,
  });
  const accountingNames = useAccountingNames();
  const canAdd = useCan('manage:apps');

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('catalog.intro')}
      </Text>
      <Group align="flex-end" gap="md">
        <SearchInput label={t('catalog.search')} value={search} onChange={setSearch} />
        <Select
          label={t('catalog.category')}
          value={category ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setCategory(value && value !== 'all' ? (value as CatalogCategory) : null);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('catalog.all_categories') },
            ...APP_CATEGORIES.map((c) => ({ value: c, label: t(`catalog.categories.${c}`) })),
          ]}
          maw={240}
        />
      </Group>
      <ListState
        loading={isPending}
        failed={isError && !data}
        onRetry={() => void refetch()}
        empty={!data || data.results.length === 0}
        emptyText={t('catalog.empty')}
      >
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          role="list"
          aria-label={t('catalog.list_label')}
          data-tour="catalogue-list"
        >
          {data?.results.map((item) => (
            <div role="listitem" key={item.id} style={{ height: '100%' }}>
              <AppCard
                item={item}
                accountingNames={accountingNames}
                addTo={canAdd ? `/add-apps?app=${encodeURIComponent(item.slug)}` : undefined}
              />
            </div>
          ))}
        </SimpleGrid>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
