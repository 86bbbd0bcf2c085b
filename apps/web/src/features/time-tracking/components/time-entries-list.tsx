import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TimeEntry, TimeOptions } from '@portal/contracts/schemas/time-tracking';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeEntries, type TimeEntryFilters } from '../api/get-time-entries';
import { useDeleteTimeEntry } from '../api/save-time-entry';
import { useTimeFormat } from '../hooks/use-time-format';
import { Figure } from './figure';
import { TimeEntriesExport } from './time-entries-export';
import { useTimeEntryColumns } from './time-entry-columns';
import { TimeEntryFormModal } from './time-entry-form-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

const NO_FILTERS: TimeEntryFilters = {
  user: null,
  client: null,
  project: null,
  billable: null,
  date_from: null,
  date_to: null,
};

/** Every time entry the accountant sees, filtered and totalled; own entries are changed here. */
export function TimeEntriesList({ options }: { options: TimeOptions | undefined }) {
  const { t } = useTranslation();
  const f = useTimeFormat();
  const list = useListQuery<TimeEntryFilters>({ filters: NO_FILTERS, ordering: '-date' });
  const query = useTimeEntries(list.params);
  const remove = useDeleteTimeEntry();
  const [editing, setEditing] = useState<{ entry: TimeEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const named = (e: TimeEntry) => ({
    duration: f.duration(e.minutes),
    date: f.day(e.date),
    client: e.client_name ?? t('time.internal'),
  });
  const people = options?.people ?? [];

  const columns = useTimeEntryColumns({
    withPerson: people.length > 1,
    onEdit: (entry) => setEditing({ entry }),
    onDelete: setDeleting,
  });

  const totals = query.data?.totals;
  const clientOptions = (options?.clients ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ entry: null })}
        >
          {t('time.entries.add')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(e) => String(e.id)}
        emptyText={t('time.entries.empty')}
        rowProps={() => ({ 'data-testid': 'time-entry-row' })}
        aboveTable={
          totals && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720} aria-label={t('time.entries.totals')}>
              <Figure label={t('time.entries.total_time')} value={f.duration(totals.minutes)} />
              <Figure
                label={t('time.entries.total_billable')}
                value={f.duration(totals.billable_minutes)}
              />
              <Figure
                label={t('time.entries.total_value')}
                value={f.kr(totals.billable_value)}
                testId="entries-billable-value"
              />
            </SimpleGrid>
          )
        }
        toolbar={{
          search: { label: t('time.entries.search'), width: 280 },
          filters: [
            ...(people.length > 1
              ? [
                  {
                    key: 'user' as const,
                    label: t('time.entries.person'),
                    placeholder: t('time.all_people'),
                    options: people.map((p) => ({ value: String(p.id), label: p.name })),
                  },
                ]
              : []),
            {
              key: 'client',
              label: t('fields.client'),
              placeholder: t('time.all_clients'),
              options: clientOptions,
            },
            {
              key: 'project',
              label: t('fields.project'),
              placeholder: t('time.all_projects'),
              options: (options?.projects ?? []).map((p) => ({
                value: String(p.id),
                label: p.name,
              })),
            },
            {
              key: 'billable',
              label: t('time.entries.billable_filter'),
              width: 160,
              options: [
                { value: 'true', label: t('time.entries.billable_yes') },
                { value: 'false', label: t('time.entries.billable_no') },
              ],
            },
          ],
          dates: [
            {
              key: 'date_from',
              label: t('fields.date_from'),
              max: list.filters.date_to ?? undefined,
            },
            {
              key: 'date_to',
              label: t('fields.date_to'),
              min: list.filters.date_from ?? undefined,
            },
          ],
        }}
        toolbarEnd={<TimeEntriesExport list={list.params} />}
        minWidth={1100}
      />
      <TimeEntryFormModal
        opened={editing !== null}
        entry={editing?.entry ?? null}
        options={options}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('time.entries.delete_title')}
        message={deleting ? t('time.entries.delete_text', named(deleting)) : ''}
        confirmLabel={t('time.entries.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('time.entries.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
