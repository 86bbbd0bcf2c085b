import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioClient } from '@portal/contracts/schemas/client-portfolio';
import { healthBand } from '@portal/contracts/schemas/subscription-status';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientDetail } from '../api/get-client-portfolio';
import { usePortfolioFormat } from '../hooks/use-portfolio-format';
import { ProblemsCell } from './problems-cell';
import { BAND_COLORS } from '@/components/health/band-colors';
import { ListState } from '@/components/list-state';

/** One client opened: this year's figures, each subscription with its health, and its notes. */
export function ClientDetailsDrawer({
  client,
  onClose,
  onSwitch,
  notesPanel,
}: {
  client: PortfolioClient | null;
  onClose: () => void;
  onSwitch?: (client: PortfolioClient) => void;
  notesPanel?: (client: PortfolioClient) => ReactNode;
}) {
  const { t } = useTranslation();
  const f = usePortfolioFormat();
  const detail = useClientDetail(client?.company_id ?? null);
  const rows = detail.data?.subscription_rows ?? [];

  return (
    <Drawer
      opened={client !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={client && t('firm.portfolio.details_title', { name: client.name })}
    >
      {client && (
        <Stack gap="lg" data-testid="client-details">
          <SimpleGrid cols={3}>
            <Figure label={t('firm.portfolio.year_hours')}>{f.hours(client.year.minutes)}</Figure>
            <Figure label={t('firm.portfolio.year_billable')}>
              {f.kr(client.year.billable_value)}
            </Figure>
            <Figure label={t('firm.portfolio.year_fees')}>{f.kr(client.year.fees)}</Figure>
          </SimpleGrid>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('firm.portfolio.columns.problems')}:
            </Text>
            <ProblemsCell problems={client.problems} />
          </Group>
          <Stack gap="xs" component="section" aria-labelledby="client-subscriptions">
            <Title order={3} size="h5" id="client-subscriptions">
              {t('firm.portfolio.details_subscriptions')}
            </Title>
            <ListState
              loading={detail.isPending}
              failed={detail.isError}
              onRetry={() => void detail.refetch()}
              empty={rows.length === 0}
              emptyText={t('firm.portfolio.no_subscriptions')}
            >
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('firm.portfolio.subscription')}</Table.Th>
                    <Table.Th>{t('firm.portfolio.status')}</Table.Th>
                    <Table.Th>{t('firm.portfolio.health')}</Table.Th>
                    <Table.Th>{t('firm.portfolio.columns.lag')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        {s.application_name} → {s.accounting_name}
                      </Table.Td>
                      <Table.Td>{t(`subscriptions.statuses.${s.status}`)}</Table.Td>
                      <Table.Td>
                        <Badge
                          color={BAND_COLORS[healthBand(s.health.score)]}
                          variant="light"
                          c="bright"
                        >
                          {s.health.score}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{f.lag(s.health.lag_seconds)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ListState>
          </Stack>
          {onSwitch && (
            <Group>
              <Button
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                onClick={() => onSwitch(client)}
              >
                {t('firm.portfolio.switch_to', { name: client.name })}
              </Button>
            </Group>
          )}
          {/* The client's notes panel (features/notes), passed in by the screen. */}
          {notesPanel?.(client)}
        </Stack>
      )}
    </Drawer>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{children}</Text>
    </Stack>
  );
}
