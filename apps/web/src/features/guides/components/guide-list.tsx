import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuideApps } from '../api/get-guide-apps';
import { useGuides, type GuideFilters as Filters } from '../api/get-guides';
import { GuideCard } from './guide-card';
import { GuideFilters } from './guide-filters';
import { GuideFormModal } from './guide-form-modal';
import { useListQuery } from '@/components/data-table/use-list-query';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { useCan } from '@/stores/session-store';

/** /guides: the guides the caller may read, searchable and by app; in-house staff write them. */
export function GuideList() {
  const { t } = useTranslation();
  const staff = useCan('manage:guides');
  const list = useListQuery<Filters>({ filters: { app: null, role: null, locale: null } });
  const query = useGuides(list.params);
  const apps = useGuideApps().data ?? [];
  const [creating, setCreating] = useState(false);
  const bySlug = new Map(apps.map((app) => [app.slug, app]));
  const filtered = list.params.search !== '' || Object.values(list.filters).some((v) => v);
  const page = query.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t(staff ? 'guides.intro_staff' : 'guides.intro')}
        </Text>
        {staff && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
            style={{ flexShrink: 0 }}
          >
            {t('guides.create')}
          </Button>
        )}
      </Group>
      <GuideFilters list={list} apps={apps} staff={staff} />
      <ListState
        loading={query.isPending}
        failed={query.isError && !page}
        onRetry={() => void query.refetch()}
        empty={page?.results.length === 0}
        emptyText={t(filtered ? 'guides.empty_search' : 'guides.empty')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={query.isFetching}>
          {page?.results.map((guide) => (
            <GuideCard
              key={guide.id}
              guide={guide}
              app={guide.app ? bySlug.get(guide.app) : undefined}
              staff={staff}
            />
          ))}
        </SimpleGrid>
      </ListState>
      {page && (
        <ListPagination
          count={page.count}
          page={list.page}
          limit={list.limit}
          onChange={list.setPage}
        />
      )}
      {staff && (
        <GuideFormModal opened={creating} guide={null} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
