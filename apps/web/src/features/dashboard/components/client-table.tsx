import { Anchor, Table, Text } from '@mantine/core';
import type { DashboardClient } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormatter } from '../utils/format';
import { HealthBadge } from './health-badge';

/** An accountant's clients, each opening the client picker where the accountant steps in. */
export function ClientTable({ clients }: { clients: DashboardClient[] }) {
  const { t, i18n } = useTranslation();
  const dateTime = dateTimeFormatter(i18n.language);
  const column = (name: string) => t(`dashboard.firm.columns.${name}`);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('company')}</Table.Th>
            <Table.Th>{column('health')}</Table.Th>
            <Table.Th>{column('problems')}</Table.Th>
            <Table.Th>{column('last_sync')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.company_id} data-testid="dashboard-client">
              <Table.Td>
                <ClientLink client={client} />
              </Table.Td>
              <Table.Td>
                {client.health ? (
                  <HealthBadge health={client.health} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('dashboard.firm.no_subscriptions')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{client.open_problems}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {client.last_sync ? dateTime(client.last_sync) : t('dashboard.never')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ClientLink({ client }: { client: DashboardClient }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/lobby"
      underline="always"
      title={t('dashboard.firm.open_client', { company: client.company })}
    >
      {client.company}
    </Anchor>
  );
}
