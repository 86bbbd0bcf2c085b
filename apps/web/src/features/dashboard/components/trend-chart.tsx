import { Box, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './stacked-bar-chart';

const StackedBarChart = lazy(() => import('./stacked-bar-chart'));
const AreaTrendChart = lazy(() => import('./area-trend-chart'));

const HEIGHT = 240;

export interface TrendPoint {
  at: string;
  [series: string]: string | number | null;
}

/** Bars stacked per bucket (the default), stacked areas, or one area for a rate. */
export type TrendKind = 'bars' | 'stacked-area' | 'area';

/**
 * A trend over the chosen range: a stacked bar per bucket for the eye, and the same figures in a
 * table for a screen reader. A range with nothing in it says so instead of drawing empty bars.
 */
export function TrendChart({
  title,
  summary,
  series,
  points,
  labels,
  testId,
  kind = 'bars',
  unit,
  formatValue = (value) => (value === null ? '' : String(value)),
}: {
  title: string;
  summary: string;
  series: ChartSeries[];
  points: TrendPoint[];
  labels: { short: (at: string) => string; long: (at: string) => string };
  testId: string;
  kind?: TrendKind;
  unit?: string;
  /** how a value is written in the table a screen reader reads */
  formatValue?: (value: string | number | null) => string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const empty = points.every((point) => series.every((s) => Number(point[s.name]) === 0));
  const data = points.map((point) => ({ ...point, label: labels.short(point.at) }));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" data-testid="chart-empty">
          {t('dashboard.no_data')}
        </Text>
      ) : (
        <Box component="figure" m={0}>
          <Text component="figcaption" size="sm" c="dimmed" mb="xs">
            {summary}
          </Text>
          <Box aria-hidden h={HEIGHT}>
            <Suspense fallback={<Skeleton h={HEIGHT} />}>
              {kind === 'bars' ? (
                <StackedBarChart data={data} series={series} height={HEIGHT} />
              ) : (
                <AreaTrendChart
                  data={data}
                  series={series}
                  height={HEIGHT}
                  stacked={kind === 'stacked-area'}
                  unit={unit}
                />
              )}
            </Suspense>
          </Box>
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.chart.time')}</Table.Th>
                  {series.map((s) => (
                    <Table.Th key={s.name}>{s.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point) => (
                  <Table.Tr key={point.at}>
                    <Table.Td>{labels.long(point.at)}</Table.Td>
                    {series.map((s) => (
                      <Table.Td key={s.name}>{formatValue(point[s.name] ?? null)}</Table.Td>
                    ))}
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
