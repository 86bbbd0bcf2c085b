import { Code, Drawer, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ApiLog } from '@portal/contracts/schemas/sync';
import { useTranslation } from 'react-i18next';
import { connectorName } from '../api/get-api-logs';
import { prettyBody } from './api-call';
import { ApiAttempt, ApiStatusBadge } from './api-log-cells';

function Body({ label, body }: { label: string; body: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {label}
      </Title>
      {body ? (
        <ScrollArea.Autosize mah={320} type="auto">
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {prettyBody(body)}
          </Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {t('sync.api_log.none')}
        </Text>
      )}
    </Stack>
  );
}

/** One provider call in full: the request and response bodies and the error, secrets masked. */
export function ApiLogDrawer({
  log,
  time,
  onClose,
}: {
  log: ApiLog | null;
  time: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={log !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={log ? t('sync.api_log.details_title', { id: log.id }) : ''}
    >
      {log && (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" fw={700} ff="monospace">
              {log.method}
            </Text>
            <ApiStatusBadge status={log.status} />
            <ApiAttempt attempt={log.attempt} />
          </Group>
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {log.url}
          </Code>
          <Text size="sm" c="dimmed">
            {[
              time,
              connectorName(log.connector_id),
              t('sync.api_log.duration_value', { ms: log.duration_ms }),
              log.subscription_id === null
                ? null
                : t('sync.api_log.subscription_value', { id: log.subscription_id }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Body label={t('sync.api_log.request_body')} body={log.request_body} />
          <Body label={t('sync.api_log.response_body')} body={log.response_body} />
          <Body label={t('sync.api_log.error')} body={log.error} />
        </Stack>
      )}
    </Drawer>
  );
}
