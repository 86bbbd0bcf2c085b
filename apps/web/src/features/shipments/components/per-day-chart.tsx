import { Box, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ShipmentDashboard } from '@portal/contracts/schemas/shipments';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, intlLocale } from '../utils/format';

const Drawing = lazy(() => import('./per-day-chart-drawing'));
const HEIGHT = 240;

/** Shipments created and delivered per day: areas for the eye, a table for a screen reader. */
export function PerDayChart({ points }: { points: ShipmentDashboard['per_day'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const short = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const created = points.reduce((sum, p) => sum + p.created, 0);
  const delivered = points.reduce((sum, p) => sum + p.delivered, 0);
  const series = [
    { name: 'created', label: t('shipments.dashboard.created'), color: 'blue.6' },
    { name: 'delivered', label: t('shipments.dashboard.delivered'), color: 'teal.6' },
  ];
  const data = points.map((p) => ({ ...p, label: short.format(new Date(`${p.date}T00:00:00Z`)) }));

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="per-day-heading"
      data-testid="per-day-chart"
    >
      <Title order={2} size="h4" id="per-day-heading" mb="xs">
        {t('shipments.dashboard.per_day')}
      </Title>
      {created + delivered === 0 ? (
        <Text c="dimmed">{t('shipments.dashboard.no_data')}</Text>
      ) : (
        <Box component="figure" m={0}>
          <Text component="figcaption" size="sm" c="dimmed" mb="xs">
            {t('shipments.dashboard.per_day_summary', { created, delivered })}
          </Text>
          <Box aria-hidden h={HEIGHT}>
            <Suspense fallback={<Skeleton h={HEIGHT} />}>
              <Drawing data={data} series={series} height={HEIGHT} />
            </Suspense>
          </Box>
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shipments.dashboard.day')}</Table.Th>
                  {series.map((s) => (
                    <Table.Th key={s.name}>{s.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((p) => (
                  <Table.Tr key={p.date}>
                    <Table.Td>{formatDay(p.date, lang)}</Table.Td>
                    <Table.Td>{p.created}</Table.Td>
                    <Table.Td>{p.delivered}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </Box>
      )}
    </Paper>
  );
}
