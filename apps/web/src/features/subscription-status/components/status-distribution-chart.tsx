import { Box, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { StatusDistribution } from '@portal/contracts/schemas/subscription-status';
import { SUBSCRIPTION_STATUSES } from '@portal/contracts/schemas/subscriptions';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './status-colors';

const HEIGHT = 120;

/**
 * How many subscriptions are in each of the nine statuses: a bar per status for the eye, a
 * hidden table saying the same to a screen reader.
 */
export function StatusDistributionChart({ distribution }: { distribution: StatusDistribution }) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...Object.values(distribution));
  const total = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const label = (status: string) => t(`subscriptions.statuses.${status}`);

  return (
    <Stack gap="xs" component="section" aria-labelledby="status-distribution">
      <Title order={2} size="h4" id="status-distribution">
        {t('subscription_status.chart.title')}
      </Title>
      <Box component="figure" m={0} data-testid="status-distribution-chart">
        <Text component="figcaption" size="sm" c="dimmed" mb="xs">
          {t('subscription_status.chart.summary', {
            count: total,
            statuses: Object.values(distribution).filter((n) => n > 0).length,
          })}
        </Text>
        <Box aria-hidden maw={720}>
          <Group
            gap="xs"
            align="flex-end"
            wrap="nowrap"
            h={HEIGHT + 20}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            {SUBSCRIPTION_STATUSES.map((status) => (
              <Stack key={status} gap={2} justify="flex-end" h="100%" style={{ flex: 1 }}>
                <Text size="xs" ta="center" fw={500}>
                  {distribution[status]}
                </Text>
                <Box
                  data-testid={`bar-${status}`}
                  style={{
                    height: (distribution[status] / largest) * HEIGHT,
                    minHeight: distribution[status] > 0 ? 2 : 0,
                    background: `var(--mantine-color-${STATUS_COLORS[status]}-filled)`,
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              </Stack>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap" mt={4} align="flex-start">
            {SUBSCRIPTION_STATUSES.map((status) => (
              <Text key={status} size="xs" c="dimmed" ta="center" style={{ flex: 1 }}>
                {label(status)}
              </Text>
            ))}
          </Group>
        </Box>
        <VisuallyHidden>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('subscription_status.chart.status')}</Table.Th>
                <Table.Th>{t('subscription_status.chart.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SUBSCRIPTION_STATUSES.map((status) => (
                <Table.Tr key={status}>
                  <Table.Td>{label(status)}</Table.Td>
                  <Table.Td>{distribution[status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Box>
    </Stack>
  );
}
