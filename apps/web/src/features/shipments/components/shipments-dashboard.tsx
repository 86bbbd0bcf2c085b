import { Button, Center, Grid, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipmentDashboard } from '../api/get-dashboard';
import { CarrierCard, FreightCard, StatusCards } from './dashboard-cards';
import { LateShipments } from './late-shipments';
import { NotConnected } from './not-connected';
import { PerDayChart } from './per-day-chart';

const RANGES = ['30', '90', '365'] as const;
type Range = (typeof RANGES)[number];

/** The first day of a range of `days` days ending today, YYYY-MM-DD. */
export function rangeStart(days: number, today = new Date()): string {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start.toISOString().slice(0, 10);
}

/** /shipments: counts by status and carrier, a chart per day, what is late, freight. */
export function ShipmentsDashboard() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('30');
  const query = useShipmentDashboard(rangeStart(Number(range)));

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError && !query.data)
    return (
      <Group role="alert">
        <Text c="red">{t('shipments.dashboard.load_failed')}</Text>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('common.try_again')}
        </Button>
      </Group>
    );

  const data = query.data;
  const total = Object.values(data.by_status).reduce((sum, n) => sum + n, 0);
  if (!data.connected && total === 0) return <NotConnected />;

  return (
    <Stack gap="md" data-testid="shipments-dashboard">
      {!data.connected && <NotConnected compact />}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('shipments.dashboard.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('shipments.dashboard.range')}
          value={range}
          onChange={(value) => setRange(value as Range)}
          data={RANGES.map((days) => ({
            value: days,
            label: t('shipments.dashboard.days', { count: Number(days) }),
          }))}
        />
      </Group>
      <StatusCards counts={data.by_status} />
      <PerDayChart points={data.per_day} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CarrierCard carriers={data.by_carrier} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FreightCard freight={data.freight} />
        </Grid.Col>
      </Grid>
      <LateShipments late={data.late} count={data.late_count} />
    </Stack>
  );
}
