import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { SyncEntryStatus, type SyncEntry } from '@portal/contracts/schemas/sync';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRetryEntries } from '../api/entry-actions';
import { useStatusCounts } from '../api/get-status-counts';
import {
  SYNC_ENTRIES_KEY,
  useSyncEntries,
  type EntriesPath,
  type SyncEntryFilters,
} from '../api/get-sync-entries';
import { DecideEntryModal } from './decide-entry-modal';
import { canSyncAgain, ENTRY_STATUS_COLORS } from './entry-status';
import { StatusCounts } from './status-counts';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';
import { SyncAgainButton } from '@/components/sync-again-button';
import { ReasonAnswer, useReasonAnswers } from '@/features/faq/components/inline-faq';
import { useReasonText } from '@/lib/reason';
import { notifySuccess } from '@/lib/toast';

/**
 * One row per synced element, with why it failed and a way to sync it again: every company's
 * for in-house staff, or (`path` reports/entries/) the caller's company's own.
 */
export function SyncEntriesTable({ path = 'sync-entries/' }: { path?: EntriesPath }) {
  const ownCompany = path === 'reports/entries/';
  const reasonText = useReasonText();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // the report's issue cards link here with the element's id as the search
  const [searchParams] = useSearchParams();
  const list = useListQuery<SyncEntryFilters>({
    filters: { status: null },
    search: searchParams.get('search') ?? '',
  });
  const query = useSyncEntries(list.params, path);
  const faqAnswers = useReasonAnswers((query.data?.results ?? []).map((e) => e.reason_key));
  const [selected, setSelected] = useState<string[]>([]);
  const [deciding, setDeciding] = useState<SyncEntry | null>(null);
  const retry = useRetryEntries();
  // a new search or filter shows other entries: what was chosen before is let go
  useEffect(() => setSelected([]), [list.params.search, list.params.filters.status]);
  const retrySelected = () =>
    retry.mutate(selected.map(Number), {
      onSuccess: (result) => {
        notifySuccess(
          result.skipped
            ? t('sync.entries.retried_skipped', { count: result.total, skipped: result.skipped })
            : t('sync.entries.retried', { count: result.total }),
        );
        setSelected([]);
      },
    });
  const counts = useStatusCounts(list.params.search, path);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const elementMeaning = (type: string) =>
    i18n.exists(`sync.entries.element_types.${type}`)
      ? t(`sync.entries.element_types.${type}`)
      : '';

  const columns: DataTableColumn<SyncEntry>[] = [
    {
      key: 'reference_number',
      header: t('sync.entries.reference_number'),
      cell: (entry) => entry.reference_number,
    },
    ...(ownCompany
      ? []
      : [
          {
            key: 'company',
            header: t('sync.company'),
            cell: (entry: SyncEntry) => entry.company,
          },
        ]),
    {
      key: 'source',
      header: t('sync.entries.source'),
      cell: (entry) => (
        <>
          {entry.source}
          <Text size="xs" c="dimmed">
            {entry.kind} {entry.source_id}
          </Text>
        </>
      ),
    },
    {
      key: 'element_type',
      header: t('sync.entries.element_type'),
      cell: (entry) => (
        <>
          <Text size="sm" fw={500}>
            {entry.element_type}
          </Text>
          <Text size="xs" c="dimmed">
            {elementMeaning(entry.element_type)}
          </Text>
        </>
      ),
    },
    { key: 'event_type', header: t('sync.entries.event_type'), cell: (entry) => entry.event_type },
    {
      key: 'status',
      header: t('sync.status'),
      cell: (entry) => (
        <Badge
          color={ENTRY_STATUS_COLORS[entry.status]}
          variant="light"
          style={{ minWidth: 'max-content' }}
        >
          {t(`sync.entries.statuses.${entry.status}`)}
        </Badge>
      ),
    },
    {
      key: 'reason',
      header: t('sync.entries.reason'),
      minWidth: 160,
      cell: (entry) => (
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reasonText({ text: entry.reason, key: entry.reason_key, params: entry.reason_params })}
          </Text>
          <ReasonAnswer answers={faqAnswers} reasonKey={entry.reason_key} app={entry.source} />
        </Stack>
      ),
    },
    {
      key: 'target_reference',
      header: t('sync.entries.target_reference'),
      cell: (entry) => entry.target_reference ?? '',
    },
    {
      key: 'updated_at',
      header: t('sync.updated'),
      nowrap: true,
      cell: (entry) => (
        <>
          <Text size="sm">{dateFormat.format(new Date(entry.updated_at))}</Text>
          <Text size="xs" c="dimmed">
            {timeFormat.format(new Date(entry.updated_at))}
          </Text>
        </>
      ),
    },
    {
      key: 'actions',
      header: t('sync.entries.actions'),
      cell: (entry) => (
        <Group gap="xs" wrap="nowrap">
          {canSyncAgain(entry.status) && (
            <SyncAgainButton
              entry={entry}
              onQueued={() => void queryClient.invalidateQueries({ queryKey: SYNC_ENTRIES_KEY })}
            />
          )}
          {!ownCompany && entry.status === 'Ambiguous' && (
            <Button
              size="xs"
              variant="light"
              color="orange"
              aria-label={t('sync.entries.decide_named', { reference: entry.reference_number })}
              onClick={() => setDeciding(entry)}
            >
              {t('sync.entries.decide')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sync.entries.intro')}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(entry) => String(entry.id)}
        rowProps={() => ({ 'data-testid': 'entry-row' })}
        {...(ownCompany
          ? {}
          : {
              selection: {
                selected,
                onChange: setSelected,
                selectAllLabel: t('sync.entries.select_all'),
                rowLabel: (entry: SyncEntry) =>
                  t('sync.entries.select_row', { reference: entry.reference_number }),
              },
              toolbarEnd: (
                <Button
                  disabled={selected.length === 0}
                  loading={retry.isPending}
                  onClick={retrySelected}
                >
                  {t('sync.entries.retry_selected', { count: selected.length })}
                </Button>
              ),
            })}
        emptyText={t('sync.entries.empty')}
        toolbar={{
          search: { label: t('sync.search'), placeholder: t('sync.entries.search_hint') },
          filters: [
            {
              key: 'status',
              label: t('sync.status_filter'),
              placeholder: t('sync.all'),
              options: SyncEntryStatus.options.map((value) => ({
                value,
                label: t(`sync.entries.statuses.${value}`),
              })),
            },
          ],
        }}
        aboveTable={
          <StatusCounts
            counts={counts}
            selected={list.filters.status}
            onSelect={(status) => list.setFilter('status', status)}
          />
        }
      />
      <DecideEntryModal entry={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
