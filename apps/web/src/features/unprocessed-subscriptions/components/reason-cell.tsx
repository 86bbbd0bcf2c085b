import { Badge, Stack, Text } from '@mantine/core';
import type { UnprocessedSubscription } from '@portal/contracts/schemas/sync-health';
import { useTranslation } from 'react-i18next';
import { useMomentText, useReasonLines } from '../hooks/use-reason-lines';
import { REASON_COLORS } from './reason-colors';

/** The reason as a badge, then what it means for this subscription, with its figures. */
export function ReasonCell({ row }: { row: UnprocessedSubscription }) {
  const { t } = useTranslation();
  const lines = useReasonLines()(row);
  const { moment } = useMomentText();
  return (
    <Stack gap={4}>
      <Badge
        color={REASON_COLORS[row.reason]}
        variant="dot"
        size="lg"
        data-testid="reason"
        style={{ minWidth: 'max-content' }}
      >
        {t(`sync_health.reasons.${row.reason}`)}
      </Badge>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
      {row.incident_opened_at && (
        <Text size="xs" c="dimmed">
          {t('sync_health.alerted', { at: moment(row.incident_opened_at) })}
        </Text>
      )}
    </Stack>
  );
}
