import { Badge, Stack, Text } from '@mantine/core';
import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import { useTranslation } from 'react-i18next';

/** Paused or active, and how the last run went, with the reason when it failed. */
export function ScheduleStatus({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const last = schedule.last_status;
  return (
    <Stack gap={4} data-testid="schedule-status">
      <Stack gap={4} align="flex-start">
        <Badge variant="light" color={schedule.active ? 'teal' : 'gray'}>
          {schedule.active ? t('schedules.status.active') : t('schedules.status.paused')}
        </Badge>
        {last && (
          <Badge variant="light" color={last === 'sent' ? 'blue' : 'red'}>
            {t(`schedules.status.${last}`)}
          </Badge>
        )}
      </Stack>
      {last === 'failed' && schedule.last_error && (
        <Text
          size="xs"
          c="var(--mantine-color-red-text)"
          data-testid="schedule-error"
          style={{ maxWidth: 260 }}
        >
          {t(schedule.last_error)}
        </Text>
      )}
    </Stack>
  );
}
