import { Box, ColorSwatch, Group, Progress, Text } from '@mantine/core';
import { PERIODIC_TASK_STATUSES, type PeriodicTask } from '@portal/contracts/schemas/sync';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_COLORS } from './task-status';

/** The visible tasks by status: one stacked bar with a legend of the states present. */
export function TaskStatusChart({ tasks }: { tasks: readonly PeriodicTask[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return null;
  const counts = PERIODIC_TASK_STATUSES.map((status) => ({
    status,
    count: tasks.filter((task) => task.status === status).length,
  })).filter(({ count }) => count > 0);
  const summary = counts
    .map(({ status, count }) => `${t(`sync.tasks.statuses.${status}`)} ${count}`)
    .join(', ');

  return (
    <Box component="figure" m={0} data-testid="task-status-chart">
      <Text component="figcaption" size="sm" fw={500} mb={6}>
        {t('sync.by_status')}
      </Text>
      <Progress.Root size="lg" aria-label={`${t('sync.by_status')}: ${summary}`}>
        {counts.map(({ status, count }) => (
          <Progress.Section
            key={status}
            value={(count / tasks.length) * 100}
            color={TASK_STATUS_COLORS[status]}
            aria-hidden
          />
        ))}
      </Progress.Root>
      <Group gap="md" mt={8} aria-hidden>
        {counts.map(({ status, count }) => (
          <Group key={status} gap={6} wrap="nowrap">
            <ColorSwatch
              size={12}
              color={`var(--mantine-color-${TASK_STATUS_COLORS[status]}-filled)`}
              withShadow={false}
            />
            <Text size="sm">
              {t(`sync.tasks.statuses.${status}`)} {count}
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
