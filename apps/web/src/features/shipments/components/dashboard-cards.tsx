import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ShipmentDashboard } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShipmentOptions } from '../api/get-options';
import { formatMinor } from '../utils/format';
import { STATUS_ORDER, statusColor, statusKey } from '../utils/status';

/** One card per status, each a link to the list filtered on it. */
export function StatusCards({ counts }: { counts: ShipmentDashboard['by_status'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {STATUS_ORDER.map((status) => (
        <Paper
          key={status}
          component="li"
          withBorder
          p="md"
          data-testid="status-card"
          style={{ borderTop: `3px solid var(--mantine-color-${statusColor(status)}-filled)` }}
        >
          <Anchor
            component={Link}
            to={`/shipments/list?status=${encodeURIComponent(status)}`}
            underline="hover"
            c="var(--mantine-color-text)"
          >
            <Text size="sm" c="dimmed" fw={500}>
              {t(statusKey(status))}
            </Text>
            <Text size="xl" fw={700} data-testid="status-count">
              {counts[status] ?? 0}
            </Text>
          </Anchor>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** How the shipments divide between the carriers. */
export function CarrierCard({ carriers }: { carriers: ShipmentDashboard['by_carrier'] }) {
  const { t } = useTranslation();
  const options = useShipmentOptions();
  const name = (code: string) => options.data?.carriers.find((c) => c.code === code)?.name ?? code;
  const total = carriers.reduce((sum, c) => sum + c.count, 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="carrier-heading">
      <Title order={2} size="h4" id="carrier-heading" mb="sm">
        {t('shipments.dashboard.by_carrier')}
      </Title>
      {carriers.length === 0 ? (
        <Text c="dimmed">{t('shipments.dashboard.no_data')}</Text>
      ) : (
        <Stack gap="sm">
          {carriers.map((c) => (
            <div key={c.carrier}>
              <Group justify="space-between">
                <Anchor
                  component={Link}
                  to={`/shipments/list?carrier=${encodeURIComponent(c.carrier)}`}
                  size="sm"
                >
                  {name(c.carrier)}
                </Anchor>
                <Text size="sm">{c.count}</Text>
              </Group>
              <Progress
                value={total ? (c.count / total) * 100 : 0}
                aria-label={t('shipments.dashboard.carrier_share', {
                  carrier: name(c.carrier),
                  count: c.count,
                  total,
                })}
              />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** What customers paid for shipping against what the freight cost. */
export function FreightCard({ freight }: { freight: ShipmentDashboard['freight'] }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMinor(minor, 'SEK', i18n.language);
  const difference = freight.paid - freight.cost;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="freight-card-heading">
      <Title order={2} size="h4" id="freight-card-heading" mb="sm">
        {t('shipments.dashboard.freight')}
      </Title>
      {freight.shipments === 0 ? (
        <Text size="sm" c="dimmed" data-testid="freight-none">
          {t('shipments.dashboard.freight_none')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={3} spacing="sm">
            <div>
              <Text size="xs" c="dimmed">
                {t('shipments.dashboard.paid')}
              </Text>
              <Text fw={600} data-testid="freight-paid">
                {money(freight.paid)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('shipments.dashboard.cost')}
              </Text>
              <Text fw={600} data-testid="freight-cost">
                {money(freight.cost)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('shipments.dashboard.difference')}
              </Text>
              <Text fw={600} c={difference < 0 ? 'red' : undefined}>
                {money(difference)}
              </Text>
            </div>
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {t('shipments.dashboard.freight_note', { count: freight.shipments })}
          </Text>
        </>
      )}
    </Paper>
  );
}
