import { Box, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementFormat } from '../utils/format';

const StatementChart = lazy(() => import('./statement-chart'));
const HEIGHT = 260;

/** The period month by month: the result of each month and the cash at its end. */
export function StatementFigure({
  statement,
  format,
}: {
  statement: Statement;
  format: StatementFormat;
}) {
  const { t } = useTranslation();
  const months = statement.months;
  if (months.length < 2) return null;
  const last = months[months.length - 1]!;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="statement-chart-title">
      <Title order={2} size="h4" id="statement-chart-title" mb="xs">
        {t('financials.reports.chart_title')}
      </Title>
      <Box component="figure" m={0}>
        <Text component="figcaption" size="sm" c="dimmed" mb="xs">
          {t('financials.reports.chart_summary', {
            from: format.month(months[0]!.month),
            to: format.month(last.month),
            cash: format.amount(last.cash),
          })}
        </Text>
        <Box aria-hidden h={HEIGHT}>
          <Suspense fallback={<Skeleton h={HEIGHT} />}>
            <StatementChart
              height={HEIGHT}
              data={months.map((m) => ({
                label: format.month(m.month),
                result: Number(m.result),
                cash: Number(m.cash),
              }))}
              labels={{
                result: t('financials.reports.chart_result'),
                cash: t('financials.reports.chart_cash'),
              }}
              formatValue={format.kr}
            />
          </Suspense>
        </Box>
      </Box>
    </Paper>
  );
}
