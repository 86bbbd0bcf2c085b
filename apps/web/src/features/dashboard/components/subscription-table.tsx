import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { DashboardSubscription } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormatter } from '../utils/format';
import { HealthBadge } from './health-badge';

const statusColor = (status: DashboardSubscription['status']): MantineColor =>
  status === 'Active'
    ? 'green'
    : status === 'Error'
      ? 'red'
      : status === 'Pending'
        ? 'blue'
        : 'gray';

/** The company's subscriptions, worst health first, each opening its app settings. */
export function SubscriptionTable({ subscriptions }: { subscriptions: DashboardSubscription[] }) {
  const { t, i18n } = useTranslation();
  const dateTime = dateTimeFormatter(i18n.language);
  const column = (name: string) => t(`dashboard.company.columns.${name}`);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('app')}</Table.Th>
            <Table.Th>{column('status')}</Table.Th>
            <Table.Th>{column('health')}</Table.Th>
            <Table.Th>{column('last_sync')}</Table.Th>
            <Table.Th>{column('problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((s) => (
            <Table.Tr key={s.id} data-testid="dashboard-subscription">
              <Table.Td>
                <Anchor component={Link} to={`/app-settings/${s.id}`} underline="always">
                  {s.application_name} → {s.accounting_name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={statusColor(s.status)}
                  variant="dot"
                  style={{ minWidth: 'max-content' }}
                >
                  {t(`subscriptions.statuses.${s.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <HealthBadge health={s.health} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {s.last_processed_date ? dateTime(s.last_processed_date) : t('dashboard.never')}
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={s.open_problems > 0 ? 'red' : undefined}
                  fw={s.open_problems > 0 ? 600 : undefined}
                >
                  {s.open_problems}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
