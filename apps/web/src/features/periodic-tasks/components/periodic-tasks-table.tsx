import { Badge, Button, Stack, Text } from '@mantine/core';
import { PERIODIC_TASK_STATUSES, type PeriodicTask } from '@portal/contracts/schemas/sync';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning, usePeriodicTasks, type PeriodicTaskFilters } from '../api/get-periodic-tasks';
import { TaskCounts, TaskKwargs } from './task-cells';
import { TaskStatusBadge } from './task-status-badge';
import { TaskStatusChart } from './task-status-chart';
import { TriggerTaskModal } from './trigger-task-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** Sync runs and element tasks, newest first; polls while one is running. */
export function PeriodicTasksTable() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<PeriodicTaskFilters>({ filters: { status: null } });
  const [triggering, setTriggering] = useState(false);
  const query = usePeriodicTasks(list.params);
  const tasks = query.data?.results ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '');

  const columns: DataTableColumn<PeriodicTask>[] = [
    {
      key: 'name',
      header: t('sync.tasks.name'),
      cell: (task) => (
        <Text size="sm" ff="monospace">
          {task.name}
        </Text>
      ),
    },
    {
      key: 'company',
      header: t('sync.company'),
      minWidth: 140,
      cell: (task) => task.company ?? '',
    },
    {
      key: 'trigger',
      header: t('sync.tasks.trigger'),
      cell: (task) => t(`sync.tasks.triggers.${task.trigger}`),
    },
    {
      key: 'sync_type',
      header: t('sync.tasks.sync_type'),
      cell: (task) => t(`sync.tasks.sync_types.${task.sync_type}`),
    },
    {
      key: 'status',
      header: t('sync.status'),
      cell: (task) => <TaskStatusBadge status={task.status} />,
    },
    {
      key: 'result',
      header: t('sync.tasks.result'),
      minWidth: 240,
      maxWidth: 360,
      cell: (task) => (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {task.result}
        </Text>
      ),
    },
    {
      key: 'counts',
      header: t('sync.tasks.counts'),
      cell: (task) => <TaskCounts counts={task.counts} />,
    },
    {
      key: 'created_at',
      header: t('sync.tasks.created'),
      nowrap: true,
      cell: (task) => formatDate(task.created_at),
    },
    {
      key: 'completed_at',
      header: t('sync.tasks.completed_at'),
      nowrap: true,
      cell: (task) => formatDate(task.completed_at),
    },
    {
      key: 'kwargs',
      header: t('sync.tasks.kwargs'),
      cell: (task) => <TaskKwargs kwargs={task.kwargs} />,
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sync.tasks.intro')}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(task) => String(task.id)}
        rowProps={() => ({ 'data-testid': 'task-row' })}
        emptyText={t('sync.tasks.empty')}
        toolbar={{
          search: { label: t('sync.search'), placeholder: t('sync.tasks.search_hint') },
          filters: [
            {
              key: 'status',
              label: t('sync.status_filter'),
              placeholder: t('sync.all'),
              options: PERIODIC_TASK_STATUSES.map((value) => ({
                value,
                label: t(`sync.tasks.statuses.${value}`),
              })),
            },
          ],
        }}
        toolbarEnd={
          <>
            {isRunning(tasks) && (
              <Badge variant="dot" color="cyan" role="status">
                {t('sync.tasks.live')}
              </Badge>
            )}
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => setTriggering(true)}
            >
              {t('sync.trigger.open')}
            </Button>
          </>
        }
        aboveTable={<TaskStatusChart tasks={tasks} />}
      />
      <TriggerTaskModal opened={triggering} onClose={() => setTriggering(false)} />
    </Stack>
  );
}
