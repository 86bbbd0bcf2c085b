import type { MantineColor } from '@mantine/core';
import type { PeriodicTaskStatus } from '../api/get-periodic-tasks';

/** One colour per SPEC §4 task state, shared by the badge and the chart. */
export const TASK_STATUS_COLORS: Record<PeriodicTaskStatus, MantineColor> = {
  failure: 'red',
  pending: 'gray',
  received: 'indigo',
  retry: 'yellow',
  revoked: 'violet',
  started: 'cyan',
  success: 'green',
};
