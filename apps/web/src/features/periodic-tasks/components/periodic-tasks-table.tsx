import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { PERIODIC_TASK_STATUSES } from '@portal/contracts/schemas/sync';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning, usePeriodicTasks, type PeriodicTaskStatus } from '../api/get-periodic-tasks';
import { TaskCounts, TaskKwargs } from './task-cells';
import { TaskStatusBadge } from './task-status-badge';
import { TaskStatusChart } from './task-status-chart';
import { TriggerTaskModal } from './trigger-task-modal';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

function isStatus(value: string | null): value is PeriodicTaskStatus {
  return (PERIODIC_TASK_STATUSES as readonly (string | null)[]).includes(value);
}

/** Sync runs and element tasks, newest first; polls while one is running. */
export function PeriodicTasksTable() {
  const { t, i18n } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [status, setStatus] = useState<PeriodicTaskStatus | null>(null);
  const [triggering, setTriggering] = useState(false);
  const { data, isPending, isError, refetch } = usePeriodicTasks({
    page,
    status,
    search: debounced,
  });
  const tasks = data?.results ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '');

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sync.tasks.intro')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <SearchInput
            label={t('sync.search')}
            placeholder={t('sync.tasks.search_hint')}
            value={search}
            onChange={setSearch}
          />
          <Select
            label={t('sync.status_filter')}
            placeholder={t('sync.all')}
            data={PERIODIC_TASK_STATUSES.map((value) => ({
              value,
              label: t(`sync.tasks.statuses.${value}`),
            }))}
            value={status}
            onChange={(value) => {
              setStatus(isStatus(value) ? value : null);
              setPage(1);
            }}
            clearable
            w={200}
          />
        </Group>
        <Group>
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
        </Group>
      </Group>
      <TaskStatusChart tasks={tasks} />
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={tasks.length === 0}
        emptyText={t('sync.tasks.empty')}
      >
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sync.tasks.name')}</Table.Th>
                <Table.Th>{t('sync.company')}</Table.Th>
                <Table.Th>{t('sync.tasks.trigger')}</Table.Th>
                <Table.Th>{t('sync.tasks.sync_type')}</Table.Th>
                <Table.Th>{t('sync.status')}</Table.Th>
                <Table.Th>{t('sync.tasks.result')}</Table.Th>
                <Table.Th>{t('sync.tasks.counts')}</Table.Th>
                <Table.Th>{t('sync.tasks.created')}</Table.Th>
                <Table.Th>{t('sync.tasks.completed_at')}</Table.Th>
                <Table.Th>{t('sync.tasks.kwargs')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.map((task) => (
                <Table.Tr key={task.id} data-testid="task-row">
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {task.name}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={140}>{task.company ?? ''}</Table.Td>
                  <Table.Td>{t(`sync.tasks.triggers.${task.trigger}`)}</Table.Td>
                  <Table.Td>{t(`sync.tasks.sync_types.${task.sync_type}`)}</Table.Td>
                  <Table.Td>
                    <TaskStatusBadge status={task.status} />
                  </Table.Td>
                  <Table.Td miw={240} maw={360}>
                    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {task.result}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TaskCounts counts={task.counts} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(task.created_at)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(task.completed_at)}
                  </Table.Td>
                  <Table.Td>
                    <TaskKwargs kwargs={task.kwargs} />
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
      <TriggerTaskModal opened={triggering} onClose={() => setTriggering(false)} />
    </Stack>
  );
}
