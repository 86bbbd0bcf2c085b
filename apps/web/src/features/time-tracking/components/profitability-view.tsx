import { Box, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ProfitabilityRow } from '@portal/contracts/schemas/time-tracking';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getProfitability,
  useProfitability,
  type ProfitabilityFilters,
} from '../api/get-profitability';
import { useTimeFormat } from '../hooks/use-time-format';
import { Figure } from './figure';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { useListQuery } from '@/components/data-table/use-list-query';

const ProfitabilityChart = lazy(() => import('./profitability-chart'));
const HEIGHT = 260;

/** Client profitability for a period: fees against the value of the time spent (ADR 032). */
export function ProfitabilityView() {
  const { t } = useTranslation();
  const f = useTimeFormat();
  const list = useListQuery<ProfitabilityFilters>({
    filters: { date_from: null, date_to: null },
    ordering: '-billable_value',
  });
  const query = useProfitability(list.params);
  const data = query.data;
  const rate = (value: string | null) => (value === null ? '–' : f.kr(value));

  const columns: DataTableColumn<ProfitabilityRow>[] = [
    { key: 'client', header: t('fields.client'), sortKey: 'client', cell: (r) => r.client_name },
    {
      key: 'hours',
      header: t('time.profitability.hours'),
      sortKey: 'minutes',
      align: 'right',
      cell: (r) => f.hours(r.minutes),
    },
    {
      key: 'billable_hours',
      header: t('time.profitability.billable_hours'),
      align: 'right',
      cell: (r) => f.hours(r.billable_minutes),
    },
    {
      key: 'fees',
      header: t('time.profitability.billable_value'),
      sortKey: 'billable_value',
      align: 'right',
      nowrap: true,
      cell: (r) => f.kr(r.billable_value),
    },
    {
      key: 'worth',
      header: t('time.profitability.time_value'),
      sortKey: 'time_value',
      align: 'right',
      nowrap: true,
      cell: (r) => f.kr(r.time_value),
    },
    {
      key: 'write_off',
      header: t('time.profitability.write_off'),
      align: 'right',
      nowrap: true,
      cell: (r) => f.kr(r.write_off),
    },
    {
      key: 'effective',
      header: t('time.profitability.effective_rate'),
      sortKey: 'effective_rate',
      align: 'right',
      nowrap: true,
      cell: (r) => rate(r.effective_rate),
    },
    {
      key: 'rate',
      header: t('time.profitability.rate'),
      align: 'right',
      nowrap: true,
      cell: (r) => f.kr(r.hourly_rate),
    },
    {
      key: 'realisation',
      header: t('time.profitability.realisation'),
      sortKey: 'realisation',
      align: 'right',
      cell: (r) => f.percent(r.realisation),
    },
  ];

  const rows = data?.results ?? [];
  const withTime = rows.filter((r) => r.minutes > 0);
  const period = data ? { from: f.day(data.date_from), to: f.day(data.date_to) } : null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('time.profitability.intro')}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => String(r.client)}
        emptyText={t('time.profitability.empty')}
        rowProps={() => ({ 'data-testid': 'profitability-row' })}
        toolbar={{
          dates: [
            {
              key: 'date_from',
              label: t('fields.date_from'),
              max: list.filters.date_to ?? undefined,
            },
            {
              key: 'date_to',
              label: t('fields.date_to'),
              min: list.filters.date_from ?? undefined,
            },
          ],
        }}
        aboveTable={
          data &&
          period && (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 4 }} aria-label={t('time.profitability.totals')}>
                <Figure
                  label={t('time.profitability.billable_value')}
                  value={f.kr(data.totals.billable_value)}
                  testId="profitability-fees"
                />
                <Figure
                  label={t('time.profitability.time_value')}
                  value={f.kr(data.totals.time_value)}
                />
                <Figure
                  label={t('time.profitability.effective_rate')}
                  value={rate(data.totals.effective_rate)}
                />
                <Figure
                  label={t('time.profitability.realisation')}
                  value={f.percent(data.totals.realisation)}
                />
              </SimpleGrid>
              <Paper
                withBorder
                p="md"
                component="section"
                aria-labelledby="profitability-chart-title"
              >
                <Title order={2} size="h4" id="profitability-chart-title" mb="xs">
                  {t('time.profitability.chart_title')}
                </Title>
                {withTime.length === 0 ? (
                  <Text c="dimmed">{t('time.profitability.no_time')}</Text>
                ) : (
                  <Box component="figure" m={0}>
                    <Text component="figcaption" size="sm" c="dimmed" mb="xs">
                      {t('time.profitability.chart_summary', {
                        ...period,
                        fees: f.kr(data.totals.billable_value),
                        worth: f.kr(data.totals.time_value),
                      })}
                    </Text>
                    {/* the table below holds the same figures for a screen reader */}
                    <Box aria-hidden h={HEIGHT}>
                      <Suspense fallback={<Skeleton h={HEIGHT} />}>
                        <ProfitabilityChart
                          height={HEIGHT}
                          data={withTime.map((r) => ({
                            label: r.client_name,
                            fees: Number(r.billable_value),
                            worth: Number(r.time_value),
                          }))}
                          labels={{
                            fees: t('time.profitability.billable_value'),
                            worth: t('time.profitability.time_value'),
                          }}
                          formatValue={f.kr}
                        />
                      </Suspense>
                    </Box>
                  </Box>
                )}
              </Paper>
            </Stack>
          )
        }
        toolbarEnd={
          <ExportButton<ProfitabilityRow>
            fileName={t('time.tabs.profitability')}
            fetchPage={(offset, limit) => getProfitability(list.params, offset, limit)}
            headers={() => [
              t('fields.client'),
              t('time.profitability.hours'),
              t('time.profitability.billable_hours'),
              t('time.profitability.billable_value'),
              t('time.profitability.time_value'),
              t('time.profitability.write_off'),
              t('time.profitability.effective_rate'),
              t('time.profitability.realisation'),
            ]}
            toCells={(r) => [
              r.client_name,
              Number((r.minutes / 60).toFixed(2)),
              Number((r.billable_minutes / 60).toFixed(2)),
              Number(r.billable_value),
              Number(r.time_value),
              Number(r.write_off),
              r.effective_rate === null ? '' : Number(r.effective_rate),
              r.realisation ?? '',
            ]}
          />
        }
        minWidth={1100}
      />
    </Stack>
  );
}
