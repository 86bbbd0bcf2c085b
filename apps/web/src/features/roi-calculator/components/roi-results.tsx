import { Box, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoiResult } from '../utils/roi';

const RoiChart = lazy(() => import('./roi-chart'));
const HEIGHT = 240;
const DAYS_A_MONTH = 365 / 12;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** Hours and money saved a month and a year, the ROI and the payback, and the chart. */
export function RoiResults({ result, months }: { result: RoiResult | null; months: number }) {
  const { t, i18n } = useTranslation();
  const sek = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const one = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const key = (name: string) => `financials.roi.results.${name}`;
  const hours = (value: number) => t('financials.roi.hours', { hours: one.format(value) });
  if (!result) {
    return (
      <Text c="dimmed" role="status">
        {t('financials.roi.fix_inputs')}
      </Text>
    );
  }
  return (
    <Box aria-live="polite">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md">
        <Figure
          label={t(key('hours_month'))}
          value={hours(result.hoursPerMonth)}
          testId="roi-hours-month"
        />
        <Figure
          label={t(key('saved_month'))}
          value={sek.format(result.savedPerMonth)}
          testId="roi-saved-month"
        />
        <Figure
          label={t(key('net_month'))}
          value={sek.format(result.netPerMonth)}
          testId="roi-net-month"
        />
        <Figure
          label={t(key('roi'), { months })}
          value={result.roiPercent === null ? '–' : `${one.format(result.roiPercent)} %`}
          testId="roi-percent"
        />
        <Figure
          label={t(key('hours_year'))}
          value={hours(result.hoursPerYear)}
          testId="roi-hours-year"
        />
        <Figure
          label={t(key('saved_year'))}
          value={sek.format(result.savedPerYear)}
          testId="roi-saved-year"
        />
        <Figure
          label={t(key('net_year'))}
          value={sek.format(result.netPerYear)}
          testId="roi-net-year"
        />
        <Figure
          label={t(key('payback'))}
          value={
            result.paybackMonths === null
              ? t(key('never'), { months })
              : result.paybackMonths < 1
                ? t(key('payback_days'), {
                    count: Math.max(1, Math.ceil(result.paybackMonths * DAYS_A_MONTH)),
                  })
                : t(key('payback_months'), { months: one.format(result.paybackMonths) })
          }
          testId="roi-payback"
        />
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="roi-chart-title">
        <Title order={2} size="h4" id="roi-chart-title" mb="xs">
          {t('financials.roi.chart_title')}
        </Title>
        <Box component="figure" m={0}>
          <Text component="figcaption" size="sm" c="dimmed" mb="xs">
            {t('financials.roi.chart_summary', {
              months,
              saved: sek.format(result.totalSaved),
              cost: sek.format(result.totalCost),
            })}
          </Text>
          <Box aria-hidden h={HEIGHT}>
            <Suspense fallback={<Skeleton h={HEIGHT} />}>
              <RoiChart
                height={HEIGHT}
                data={result.series.map((p) => ({
                  label: t('financials.roi.month_n', { month: p.month }),
                  saved: Math.round(p.saved),
                  cost: Math.round(p.cost),
                }))}
                labels={{
                  saved: t('financials.roi.chart_saved'),
                  cost: t('financials.roi.chart_cost'),
                }}
                formatValue={(value) => sek.format(value)}
              />
            </Suspense>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
