import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { HEALTH, HEALTH_BANDS } from '@portal/contracts/schemas/subscription-status';
import { useTranslation } from 'react-i18next';

/** How the health score is computed (ADR 019), in the numbers the server uses. */
export function HealthExplanation() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="health-explanation">
      <Stack gap="xs">
        <Title order={2} size="h4" id="health-explanation">
          {t('subscription_status.explanation.title')}
        </Title>
        <Text size="sm">
          {t('subscription_status.explanation.summary', {
            good: HEALTH_BANDS.good,
            fair: HEALTH_BANDS.fair,
          })}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('subscription_status.explanation.success', {
              weight: HEALTH.successWeight,
              days: HEALTH.successWindowDays,
            })}
          </List.Item>
          <List.Item>
            {t('subscription_status.explanation.lag', {
              weight: HEALTH.lagWeight,
              grace: HEALTH.lagGraceMinutes,
              hours: HEALTH.lagZeroHours,
            })}
          </List.Item>
          <List.Item>
            {t('subscription_status.explanation.errors', {
              weight: HEALTH.errorsWeight,
              points: HEALTH.pointsPerFailedRun,
              hours: HEALTH.errorsWindowHours,
            })}
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
