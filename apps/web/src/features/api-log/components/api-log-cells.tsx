import { Badge, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColor } from './api-call';

/** The HTTP status, or "no answer" when the provider never replied. */
export function ApiStatusBadge({ status }: { status: number | null }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor(status)} variant="light" style={{ minWidth: 'max-content' }}>
      {status ?? t('sync.api_log.no_answer')}
    </Badge>
  );
}

/** The URL cut to one line; the whole of it in a tooltip. */
export function ApiUrl({ url }: { url: string }) {
  return (
    <Tooltip label={url} multiline maw={640} style={{ overflowWrap: 'anywhere' }} openDelay={300}>
      <Text size="xs" ff="monospace" truncate="end" maw={360}>
        {url}
      </Text>
    </Tooltip>
  );
}

/** The first attempt dimmed; a retry stands out with its number. */
export function ApiAttempt({ attempt }: { attempt: number }) {
  const { t } = useTranslation();
  if (attempt === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('sync.api_log.first_attempt')}
      </Text>
    );
  return (
    <Badge color="yellow" variant="outline" style={{ minWidth: 'max-content' }}>
      {t('sync.api_log.retry', { count: attempt })}
    </Badge>
  );
}
