import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { SyncEntryStatus } from '@portal/contracts/schemas/sync';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStatusCounts } from '../api/get-status-counts';
import { SYNC_ENTRIES_KEY, useSyncEntries, type EntryStatus } from '../api/get-sync-entries';
import { canSyncAgain, ENTRY_STATUS_COLORS } from './entry-status';
import { StatusCounts } from './status-counts';
import { ListPagination } from '@/components/list-pagination';
import { SyncAgainButton } from '@/components/sync-again-button';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

function isStatus(value: string | null): value is EntryStatus {
  return (SyncEntryStatus.options as readonly (string | null)[]).includes(value);
}

/** One row per synced element, with why it failed and a way to sync it again. */
export function SyncEntriesTable() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // the report's issue cards link here with the element's id as the search
  const [params] = useSearchParams();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch(
    300,
    params.get('search') ?? '',
  );
  const [status, setStatus] = useState<EntryStatus | null>(null);
  const { data, isPending, isError, refetch } = useSyncEntries({ page, status, search: debounced });
  const counts = useStatusCounts(debounced);
  const entries = data?.results ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const filterBy = (value: EntryStatus | null) => {
    setStatus(value);
    setPage(1);
  };
  const elementMeaning = (type: string) =>
    i18n.exists(`sync.entries.element_types.${type}`)
      ? t(`sync.entries.element_types.${type}`)
      : '';

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sync.entries.intro')}
      </Text>
      <Group align="flex-end">
        <SearchInput
          label={t('sync.search')}
          placeholder={t('sync.entries.search_hint')}
          value={search}
          onChange={setSearch}
        />
        <Select
          label={t('sync.status_filter')}
          placeholder={t('sync.all')}
          data={SyncEntryStatus.options.map((value) => ({
            value,
            label: t(`sync.entries.statuses.${value}`),
          }))}
          value={status}
          onChange={(value) => filterBy(isStatus(value) ? value : null)}
          clearable
          w={200}
        />
      </Group>
      <StatusCounts counts={counts} selected={status} onSelect={filterBy} />
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={entries.length === 0}
        emptyText={t('sync.entries.empty')}
      >
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sync.entries.reference_number')}</Table.Th>
                <Table.Th>{t('sync.company')}</Table.Th>
                <Table.Th>{t('sync.entries.source')}</Table.Th>
                <Table.Th>{t('sync.entries.element_type')}</Table.Th>
                <Table.Th>{t('sync.entries.event_type')}</Table.Th>
                <Table.Th>{t('sync.status')}</Table.Th>
                <Table.Th>{t('sync.entries.reason')}</Table.Th>
                <Table.Th>{t('sync.entries.target_reference')}</Table.Th>
                <Table.Th>{t('sync.updated')}</Table.Th>
                <Table.Th>{t('sync.entries.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="entry-row">
                  <Table.Td>{entry.reference_number}</Table.Td>
                  <Table.Td>{entry.company}</Table.Td>
                  <Table.Td>
                    {entry.source}
                    <Text size="xs" c="dimmed">
                      {entry.kind} {entry.source_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {entry.element_type}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {elementMeaning(entry.element_type)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{entry.event_type}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={ENTRY_STATUS_COLORS[entry.status]}
                      variant="light"
                      style={{ minWidth: 'max-content' }}
                    >
                      {t(`sync.entries.statuses.${entry.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td miw={160} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.reason}
                  </Table.Td>
                  <Table.Td>{entry.target_reference ?? ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{dateFormat.format(new Date(entry.updated_at))}</Text>
                    <Text size="xs" c="dimmed">
                      {timeFormat.format(new Date(entry.updated_at))}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {canSyncAgain(entry.status) && (
                      <SyncAgainButton
                        entry={entry}
                        onQueued={() =>
                          void queryClient.invalidateQueries({ queryKey: SYNC_ENTRIES_KEY })
                        }
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
