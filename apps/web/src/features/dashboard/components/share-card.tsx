import { Box, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { SubscriptionShare } from '@portal/contracts/schemas/dashboard';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../utils/format';

const ShareDonutChart = lazy(() => import('./share-donut-chart'));

const SIZE = 150;
/** One colour per system, in the order the server lists them (the most first). */
const COLORS: MantineColor[] = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6'];
const colorOf = (index: number) => COLORS[index % COLORS.length]!;

/** How the active subscriptions divide among systems: a ring for the eye, a table for everyone. */
export function ShareCard({
  title,
  shares,
  testId,
}: {
  title: string;
  shares: SubscriptionShare[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const key = (name: string) => `dashboard.inhouse.${name}`;
  const total = shares.reduce((sum, share) => sum + share.active, 0);
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Title order={4} size="h5" id={titleId} mb="xs">
        {title}
      </Title>
      {total === 0 ? (
        <Text c="dimmed">{t(key('shares_none'))}</Text>
      ) : (
        <Group align="center" gap="lg" wrap="wrap">
          <Box aria-hidden w={SIZE} h={SIZE}>
            <Suspense fallback={<Skeleton circle h={SIZE} w={SIZE} />}>
              <ShareDonutChart
                size={SIZE}
                total={total}
                data={shares.map((share, i) => ({
                  name: share.name,
                  value: share.active,
                  color: colorOf(i),
                }))}
              />
            </Suspense>
          </Box>
          <Table verticalSpacing={4} style={{ flex: '1 1 220px' }}>
            <Table.Caption ta="left">
              {t(key('shares_summary'), { total, count: shares.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(key('share_columns.name'))}</Table.Th>
                <Table.Th ta="right">{t(key('share_columns.active'))}</Table.Th>
                <Table.Th ta="right">{t(key('share_columns.share'))}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((share, i) => (
                <Table.Tr key={share.slug} data-testid="share-row">
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Box
                        aria-hidden
                        w={10}
                        h={10}
                        bg={colorOf(i)}
                        style={{ borderRadius: 2, flex: 'none' }}
                      />
                      {share.name}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{share.active}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t(key('share_value'), {
                      percent: percent.format((share.active / total) * 100),
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      )}
    </Paper>
  );
}
