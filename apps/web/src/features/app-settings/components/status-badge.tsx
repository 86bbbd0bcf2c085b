import { Badge } from '@mantine/core';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Subscription['status'], string> = {
  Active: 'green',
  Inactive: 'gray',
  Paused: 'yellow',
  Terminated: 'dark',
  Pending: 'blue',
  Completed: 'teal',
  Cancelled: 'red',
  'On Hold': 'orange',
  Error: 'red',
};

export function SubscriptionStatusBadge({ status }: { status: Subscription['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="dot" data-testid="subscription-status">
      {t(`subscriptions.statuses.${status}`)}
    </Badge>
  );
}
