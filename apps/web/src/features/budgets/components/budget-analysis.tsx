import { Alert, Box, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  VARIANCE_THRESHOLDS,
  type Budget,
  type VarianceThreshold,
} from '@portal/contracts/schemas/budgets';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBudgetAnalysis } from '../api/get-budget-analysis';
import { budgetFormat, periodLabel } from '../utils/format';
import { AnalysisExport } from './analysis-export';
import { AnalysisFigures } from './analysis-figures';
import { AnalysisTable } from './analysis-table';
import { ListState } from '@/components/list-state';

const AnalysisChart = lazy(() => import('./analysis-chart'));
const HEIGHT = 280;
const num = (value: string | null) => (value === null ? null : Number(value));

/** Budget vs actual: the figures, the chart per period and the table at a variance threshold. */
export function BudgetAnalysisView({ budget }: { budget: Budget }) {
  const { t, i18n } = useTranslation();
  const f = budgetFormat(i18n.language);
  const [threshold, setThreshold] = useState<VarianceThreshold>('10');
  const query = useBudgetAnalysis(budget.company, budget.id, threshold);
  const analysis = query.data;
  const labels = Array.from({ length: budget.periods }, (_, i) =>
    periodLabel(t, i18n.language, budget.type, i + 1, budget.start),
  );
  return (
    <ListState
      loading={query.isPending}
      failed={query.isError && !analysis}
      onRetry={() => void query.refetch()}
      empty={false}
      emptyText=""
    >
      {analysis && (
        <Stack gap="md">
          {analysis.actual_detail !== 'vouchers' && (
            <Alert color="blue" variant="light">
              {t(`planning.analysis.detail_${analysis.actual_detail}`)}
            </Alert>
          )}
          <AnalysisFigures analysis={analysis} f={f} />
          <Paper withBorder p="md" component="section" aria-labelledby="analysis-chart-title">
            <Title order={2} size="h4" id="analysis-chart-title" mb="xs">
              {t('planning.analysis.chart_title')}
            </Title>
            <Box component="figure" m={0}>
              <Text component="figcaption" size="sm" c="dimmed" mb="xs">
                {t('planning.analysis.chart_summary', {
                  budget: f.kr(analysis.result.budget),
                  actual: f.kr(analysis.result.actual),
                })}
              </Text>
              {/* the table below holds the same figures for a screen reader */}
              <Box aria-hidden h={HEIGHT}>
                <Suspense fallback={<Skeleton h={HEIGHT} />}>
                  <AnalysisChart
                    height={HEIGHT}
                    data={analysis.chart.map((c, i) => ({
                      label: labels[i]!,
                      revenue_budget: Number(c.revenue_budget),
                      revenue_actual: num(c.revenue_actual),
                      cost_budget: Number(c.cost_budget),
                      cost_actual: num(c.cost_actual),
                    }))}
                    labels={{
                      revenue_budget: t('planning.analysis.revenue_budget'),
                      revenue_actual: t('planning.analysis.revenue_actual'),
                      cost_budget: t('planning.analysis.cost_budget'),
                      cost_actual: t('planning.analysis.cost_actual'),
                    }}
                    formatValue={(v) => f.kr(String(v))}
                  />
                </Suspense>
              </Box>
            </Box>
          </Paper>
          <Group justify="space-between" align="flex-end">
            <Select
              label={t('planning.analysis.threshold')}
              data={VARIANCE_THRESHOLDS.map((v) => ({
                value: v,
                label: t(`planning.analysis.thresholds.${v}`),
              }))}
              value={threshold}
              onChange={(v) => v && setThreshold(v as VarianceThreshold)}
              allowDeselect={false}
              w={200}
              data-testid="variance-threshold"
            />
            <AnalysisExport analysis={analysis} labels={labels} />
          </Group>
          {analysis.rows.length === 0 ? (
            <Text c="dimmed">
              {analysis.budget.account_count
                ? t('planning.analysis.empty')
                : t('planning.analysis.no_lines')}
            </Text>
          ) : (
            <AnalysisTable analysis={analysis} labels={labels} f={f} />
          )}
        </Stack>
      )}
    </ListState>
  );
}
