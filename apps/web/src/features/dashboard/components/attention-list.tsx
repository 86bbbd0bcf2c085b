import { Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import type { DashboardClient } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { ClientLink } from './client-table';

const REASON_COLORS = {
  error_subscription: 'red',
  failed_entries: 'orange',
  no_recent_sync: 'yellow',
} as const;

/** The clients that need attention, the most severe first, with why. */
export function AttentionList({ clients }: { clients: DashboardClient[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="attention-title">
      <Title order={3} size="h4" id="attention-title" mb="xs">
        {t('dashboard.firm.attention_title')}
      </Title>
      {clients.length === 0 ? (
        <Text c="dimmed">{t('dashboard.firm.attention_none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" data-testid="attention-list">
          {clients.map((client) => (
            <List.Item key={client.company_id} data-testid="attention-client">
              <Group gap="xs">
                <ClientLink client={client} />
                {client.reasons.map((reason) => (
                  <Badge key={reason} color={REASON_COLORS[reason]} variant="light" c="bright">
                    {t(`dashboard.firm.reasons.${reason}`)}
                  </Badge>
                ))}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
