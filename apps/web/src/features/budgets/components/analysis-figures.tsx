import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { BudgetAnalysis } from '@portal/contracts/schemas/budgets';
import { useTranslation } from 'react-i18next';
import type { BudgetFormat } from '../utils/format';

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Accuracy (SPEC §9: items within 10 %), the items over the threshold, and the year's result. */
export function AnalysisFigures({ analysis, f }: { analysis: BudgetAnalysis; f: BudgetFormat }) {
  const { t } = useTranslation();
  const { accuracy, result } = analysis;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      aria-label={t('planning.analysis.tab')}
      component="section"
    >
      <Figure
        label={t('planning.analysis.accuracy')}
        value={f.share(accuracy.percent)}
        hint={
          accuracy.items
            ? t('planning.analysis.accuracy_text', {
                within: accuracy.within,
                items: accuracy.items,
              })
            : t('planning.analysis.accuracy_none')
        }
        testId="budget-accuracy"
      />
      <Figure
        label={t('planning.analysis.flagged')}
        value={String(accuracy.flagged)}
        testId="budget-flagged"
      />
      <Figure label={t('planning.analysis.result_budget')} value={f.kr(result.budget)} />
      <Figure label={t('planning.analysis.result_actual')} value={f.kr(result.actual)} />
      <Figure
        label={t('planning.analysis.result_projection')}
        value={f.kr(result.projection)}
        hint={t('planning.analysis.projection_hint')}
      />
    </SimpleGrid>
  );
}
