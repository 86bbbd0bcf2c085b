import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { TimeEntry } from '@portal/contracts/schemas/time-tracking';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../hooks/use-time-format';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';

/** The entries table's columns; the row's actions only on the caller's own entries. */
export function useTimeEntryColumns({
  withPerson,
  onEdit,
  onDelete,
}: {
  withPerson: boolean;
  onEdit: (entry: TimeEntry) => void;
  onDelete: (entry: TimeEntry) => void;
}): DataTableColumn<TimeEntry>[] {
  const { t } = useTranslation();
  const f = useTimeFormat();
  const clientOf = (e: TimeEntry) => e.client_name ?? t('time.internal');
  const named = (e: TimeEntry) => ({
    duration: f.duration(e.minutes),
    date: f.day(e.date),
    client: clientOf(e),
  });
  return [
    {
      key: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      nowrap: true,
      cell: (e) => f.day(e.date),
    },
    ...(withPerson
      ? [
          {
            key: 'person',
            header: t('time.entries.person'),
            sortKey: 'person',
            cell: (e: TimeEntry) => e.user.name,
          },
        ]
      : []),
    { key: 'client', header: t('fields.client'), sortKey: 'client', cell: clientOf },
    {
      key: 'work',
      header: t('fields.project'),
      minWidth: 180,
      cell: (e) =>
        e.project_name ? (
          <>
            <Text size="sm">{e.project_name}</Text>
            {e.task_title && (
              <Text size="xs" c="dimmed">
                {e.task_title}
              </Text>
            )}
          </>
        ) : (
          '–'
        ),
    },
    {
      key: 'description',
      header: t('fields.description'),
      minWidth: 180,
      maxWidth: 320,
      cell: (e) => e.description || '–',
    },
    {
      key: 'minutes',
      header: t('fields.duration'),
      sortKey: 'minutes',
      align: 'right',
      nowrap: true,
      cell: (e) =>
        e.running_since ? (
          <Badge color="blue" variant="light">
            {t('time.entries.running')}
          </Badge>
        ) : (
          f.duration(e.minutes)
        ),
    },
    {
      key: 'billable',
      header: t('fields.billable'),
      nowrap: true,
      // a badge's own width does not hold its column open
      minWidth: 140,
      cell: (e) => (
        <Badge variant="light" color={e.billable ? 'teal' : 'gray'}>
          {e.billable ? t('time.entries.billable_yes') : t('time.entries.billable_no')}
        </Badge>
      ),
    },
    {
      key: 'value',
      header: t('time.entries.value'),
      align: 'right',
      nowrap: true,
      cell: (e) => f.kr(e.value),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (e) =>
        e.own && (
          <RowActions
            edit={
              e.running_since
                ? undefined
                : {
                    text: t('admin.edit'),
                    label: t('time.entries.edit_row', named(e)),
                    onClick: () => onEdit(e),
                  }
            }
            remove={{
              text: t('time.entries.delete'),
              label: t('time.entries.delete_row', named(e)),
              onClick: () => onDelete(e),
            }}
          />
        ),
    },
  ];
}
