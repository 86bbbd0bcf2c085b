import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fetchSchedules, useSchedules } from '../api/get-schedules';
import { reportText, stockholmTime, whenText } from '../utils/describe';
import { ScheduleActions } from './schedule-actions';
import { ScheduleStatus } from './schedule-status';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { useListQuery } from '@/components/data-table/use-list-query';

export interface ScheduleHandlers {
  onAdd: () => void;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
  onSend: (schedule: Schedule) => void;
  onRuns: (schedule: Schedule) => void;
}

/** The company's schedules with their next and last run and how the last one went. */
export function SchedulesTable({
  companyId,
  handlers,
}: {
  companyId: number;
  handlers: ScheduleHandlers;
}) {
  const { t, i18n } = useTranslation();
  const list = useListQuery<object>({ filters: {}, ordering: 'next_run_at' });
  const query = useSchedules(companyId, list.params);
  const time = (iso: string | null) => (iso ? stockholmTime(iso, i18n.language) : '–');
  const recipients = (s: Schedule) => [...s.to, ...s.cc, ...s.bcc].join(', ');

  const columns: DataTableColumn<Schedule>[] = [
    {
      key: 'name',
      header: t('schedules.columns.name'),
      sortKey: 'name',
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed">
            {reportText(t, s)} · {t(`schedules.formats.${s.format}`)} ·{' '}
            {t(`schedules.data_periods.${s.data_period}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'when', header: t('schedules.columns.frequency'), cell: (s) => whenText(t, s) },
    {
      key: 'recipients',
      header: t('schedules.columns.recipients'),
      cell: (s) => (
        <Stack gap={0}>
          {s.to.map((address) => (
            <Text key={address} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          ))}
          {s.cc.length + s.bcc.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('schedules.copies', { count: s.cc.length + s.bcc.length })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'next',
      header: t('schedules.columns.next_run'),
      sortKey: 'next_run_at',
      nowrap: true,
      cell: (s) => (s.active ? time(s.next_run_at) : '–'),
    },
    {
      key: 'last',
      header: t('schedules.columns.last_run'),
      sortKey: 'last_run_at',
      nowrap: true,
      cell: (s) => (s.last_run_at ? time(s.last_run_at) : t('schedules.status.never')),
    },
    {
      key: 'status',
      header: t('schedules.columns.status'),
      minWidth: 130,
      cell: (s) => <ScheduleStatus schedule={s} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (s) => (
        <ScheduleActions
          schedule={s}
          onSend={() => handlers.onSend(s)}
          onRuns={() => handlers.onRuns(s)}
          onEdit={() => handlers.onEdit(s)}
          onDelete={() => handlers.onDelete(s)}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(s) => String(s.id)}
      emptyText={t('schedules.empty')}
      rowProps={(s) => ({ 'data-testid': 'schedule-row', 'data-schedule': s.name })}
      toolbar={{ search: { label: t('schedules.search'), width: 220 } }}
      toolbarEnd={
        <Group align="flex-start" gap="sm">
          <ExportButton<Schedule>
            fetchPage={(offset, limit) =>
              fetchSchedules(companyId, { ...list.params, offset, limit })
            }
            headers={() => [
              t('schedules.columns.name'),
              t('schedules.columns.report'),
              t('schedules.columns.frequency'),
              t('schedules.columns.recipients'),
              t('schedules.columns.next_run'),
              t('schedules.columns.last_run'),
              t('schedules.columns.status'),
            ]}
            toCells={(s) => [
              s.name,
              reportText(t, s),
              whenText(t, s),
              recipients(s),
              s.active ? time(s.next_run_at) : '',
              time(s.last_run_at),
              s.last_status ? t(`schedules.status.${s.last_status}`) : '',
            ]}
            fileName={t('routes.scheduled-reports')}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={handlers.onAdd}>
            {t('schedules.add')}
          </Button>
        </Group>
      }
      minWidth={940}
    />
  );
}
