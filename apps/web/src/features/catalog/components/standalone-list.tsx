import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../api/get-catalog';
import { useAccountingNames } from '../hooks/use-accounting-names';
import { AppCard } from './app-card';
import { ListState } from '@/components/list-state';

/** /standalone-apps: what needs no accounting system of its own (ADR 015), e.g. the SIE file. */
export function StandaloneList() {
  const { t } = useTranslation();
  const accountings = useCatalog('accounting');
  const apps = useCatalog('app');
  const accountingNames = useAccountingNames();
  const items = [...(apps.data?.results ?? []), ...(accountings.data?.results ?? [])].filter(
    (item) => item.standalone,
  );
  const failed = (accountings.isError && !accountings.data) || (apps.isError && !apps.data);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('catalog.standalone_intro')}
      </Text>
      <ListState
        loading={accountings.isPending || apps.isPending}
        failed={failed}
        onRetry={() => {
          void accountings.refetch();
          void apps.refetch();
        }}
        empty={items.length === 0}
        emptyText={t('catalog.standalone_empty')}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {items.map((item) => (
            <AppCard
              key={item.id}
              item={item}
              accountingNames={accountingNames}
              addTo={
                item.kind === 'accounting'
                  ? `/add-apps?accounting=${encodeURIComponent(item.slug)}`
                  : `/add-apps?app=${encodeURIComponent(item.slug)}`
              }
            >
              {item.kind === 'accounting' && (
                <Text size="sm">{t('catalog.standalone_how', { name: item.name })}</Text>
              )}
            </AppCard>
          ))}
        </SimpleGrid>
      </ListState>
    </Stack>
  );
}
