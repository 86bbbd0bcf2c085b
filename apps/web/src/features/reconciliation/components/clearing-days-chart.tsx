import {
  Box,
  ColorSwatch,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ClearingDay } from '@portal/contracts/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { daysOf, type Month } from '../utils/month';
import { moneyFormatter } from '../utils/money';

type Day = z.infer<typeof ClearingDay>;

const SERIES = [
  { key: 'sold', color: 'blue' },
  { key: 'refunded', color: 'orange' },
  { key: 'settled', color: 'teal' },
] as const;
type Series = (typeof SERIES)[number]['key'];
const HEIGHT = 160;
/** Day numbers under the bars: enough to find a date without crowding. */
const TICKS = new Set([1, 5, 10, 15, 20, 25, 30]);

const barColor = (color: string) => `var(--mantine-color-${color}-filled)`;

/**
 * Per day, what orders put on the clearing accounts (sold), what refunds took back (refunded)
 * and what payouts settled. The bars are for the eye; a hidden table says the same to a screen reader.
 */
export function ClearingDaysChart({ month, days }: { month: Month; days: readonly Day[] }) {
  const { t, i18n } = useTranslation();
  const money = moneyFormatter(i18n.language);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const amount = (day: string, key: Series) => Number(byDay.get(day)?.[key] ?? 0);
  const largest = Math.max(1, ...days.flatMap((d) => SERIES.map(({ key }) => Number(d[key]))));
  const total = (key: Series) => money(String(days.reduce((sum, d) => sum + Number(d[key]), 0)));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayLabel = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-days">
      <Title order={2} size="h4" id="report-days">
        {t('reconciliation.days.title')}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed">{t('reconciliation.days.empty')}</Text>
      ) : (
        <Box component="figure" m={0} data-testid="clearing-days-chart">
          <Text component="figcaption" size="sm" c="dimmed" mb="xs">
            {t('reconciliation.days.summary', {
              sold: total('sold'),
              refunded: total('refunded'),
              settled: total('settled'),
              days: days.length,
            })}
          </Text>
          <Box aria-hidden>
            <Group
              gap={2}
              align="flex-end"
              wrap="nowrap"
              h={HEIGHT}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              {daysOf(month).map((day) => (
                <Tooltip
                  key={day}
                  label={`${dayLabel(day)}: ${SERIES.map(({ key }) => money(String(amount(day, key)))).join(' / ')}`}
                  disabled={!byDay.has(day)}
                >
                  <Group gap={1} align="flex-end" wrap="nowrap" h="100%" style={{ flex: 1 }}>
                    {SERIES.map(({ key, color }) => (
                      <Box
                        key={key}
                        style={{
                          flex: 1,
                          height: `${(amount(day, key) / largest) * 100}%`,
                          minHeight: amount(day, key) > 0 ? 2 : 0,
                          background: barColor(color),
                          borderRadius: '2px 2px 0 0',
                        }}
                      />
                    ))}
                  </Group>
                </Tooltip>
              ))}
            </Group>
            <Group gap={2} wrap="nowrap" mt={4}>
              {daysOf(month).map((day, index) => (
                <Text key={day} size="xs" c="dimmed" ta="center" style={{ flex: 1 }}>
                  {TICKS.has(index + 1) ? index + 1 : ''}
                </Text>
              ))}
            </Group>
            <Group gap="md" mt="xs">
              {SERIES.map(({ key, color }) => (
                <Group key={key} gap={6} wrap="nowrap">
                  <ColorSwatch size={12} color={barColor(color)} withShadow={false} />
                  <Text size="sm">{t(`reconciliation.days.${key}`)}</Text>
                </Group>
              ))}
            </Group>
          </Box>
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reconciliation.days.day')}</Table.Th>
                  {SERIES.map(({ key }) => (
                    <Table.Th key={key}>{t(`reconciliation.days.${key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.day}>
                    <Table.Td>{dayLabel(d.day)}</Table.Td>
                    {SERIES.map(({ key }) => (
                      <Table.Td key={key}>{money(d[key])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </Box>
      )}
    </Stack>
  );
}
