import { List, Stack, Text } from '@mantine/core';
import {
  HEALTH,
  type SubscriptionHealth,
  type SubscriptionStatusRow,
} from '@portal/contracts/schemas/subscription-status';
import { useTranslation } from 'react-i18next';
import { useLagText } from './use-lag-text';

/** The three components of one subscription's score (ADR 019) and their sum. */
export function HealthBreakdown({
  health: h,
  status,
  title,
  id,
}: {
  health: SubscriptionHealth;
  status: SubscriptionStatusRow['status'];
  title: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const lagText = useLagText();
  const key = (name: string) => `subscription_status.breakdown.${name}`;
  return (
    <Stack gap={4} id={id} data-testid="health-breakdown">
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          {h.success_rate === null
            ? t(key('success_none'), {
                points: h.success_points,
                weight: HEALTH.successWeight,
                days: HEALTH.successWindowDays,
              })
            : t(key('success'), {
                points: h.success_points,
                weight: HEALTH.successWeight,
                succeeded: h.succeeded,
                failed: h.failed,
              })}
        </List.Item>
        <List.Item>
          {h.lag_seconds === null
            ? t(key('lag_none'), { points: h.lag_points, weight: HEALTH.lagWeight })
            : t(key('lag'), {
                points: h.lag_points,
                weight: HEALTH.lagWeight,
                lag: lagText(h.lag_seconds),
              })}
        </List.Item>
        <List.Item>
          {t(key('errors'), {
            points: h.errors_points,
            weight: HEALTH.errorsWeight,
            count: h.failed_runs,
          })}
        </List.Item>
      </List>
      <Text size="sm" fw={500}>
        {status === 'Error' ? t(key('error_status')) : t(key('total'), { score: h.score })}
      </Text>
    </Stack>
  );
}
