import type { MantineColor } from '@mantine/core';
import type { SubscriptionStatus } from '../api/get-subscription-status';

/** One colour per SPEC §4 subscription status, shared by the badge and the chart. */
export const STATUS_COLORS: Record<SubscriptionStatus, MantineColor> = {
  Active: 'green',
  Inactive: 'gray',
  Paused: 'yellow',
  Terminated: 'dark',
  Pending: 'blue',
  Completed: 'teal',
  Cancelled: 'grape',
  'On Hold': 'orange',
  Error: 'red',
};
