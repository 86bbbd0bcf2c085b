import { Box, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import type { FirmOverview } from '@portal/contracts/schemas/firm-overview';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BAND_COLORS } from '@/components/health/band-colors';

const HealthBandDonut = lazy(() => import('./health-band-donut'));
const BANDS = ['good', 'fair', 'poor'] as const;

/**
 * The firm's subscriptions by health band (ADR 019): a ring for the eye and a table with the
 * same counts that everyone reads, screen readers included.
 */
export function HealthBandChart({ counts }: { counts: FirmOverview['subscriptions'] }) {
  const { t } = useTranslation();
  const band = (name: (typeof BANDS)[number]) => t(`subscription_status.bands.${name}`);
  const data = BANDS.filter((name) => counts[name] > 0).map((name) => ({
    name: band(name),
    value: counts[name],
    color: `${BAND_COLORS[name]}.6`,
  }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="health-bands">
      <Title order={2} size="h4" id="health-bands" mb="xs">
        {t('firm.overview.health_title')}
      </Title>
      {counts.total === 0 ? (
        <Text c="dimmed">{t('firm.overview.health_empty')}</Text>
      ) : (
        <Box component="figure" m={0} data-testid="health-band-chart">
          <Text component="figcaption" size="sm" c="dimmed" mb="xs">
            {t('firm.overview.health_summary', counts)}
          </Text>
          <Group align="center" gap="xl">
            <Box aria-hidden w={160} h={160}>
              <Suspense fallback={<Skeleton circle h={160} />}>
                <HealthBandDonut data={data} total={counts.total} />
              </Suspense>
            </Box>
            <Table w="auto" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('firm.overview.band')}</Table.Th>
                  <Table.Th ta="right">{t('firm.overview.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {BANDS.map((name) => (
                  <Table.Tr key={name} data-testid={`band-${name}`}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Box
                          aria-hidden
                          w={10}
                          h={10}
                          style={{
                            borderRadius: 2,
                            background: `var(--mantine-color-${BAND_COLORS[name]}-6)`,
                          }}
                        />
                        {band(name)}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{counts[name]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Group>
        </Box>
      )}
    </Paper>
  );
}
