import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeriodicTaskStatus } from '../api/get-periodic-tasks';
import { TASK_STATUS_COLORS } from './task-status';

export function TaskStatusBadge({ status }: { status: PeriodicTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={TASK_STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`sync.tasks.statuses.${status}`)}
    </Badge>
  );
}
