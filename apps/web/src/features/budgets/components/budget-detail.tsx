import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBudget } from '../api/get-budgets';
import { budgetFormat } from '../utils/format';
import { BudgetAnalysisView } from './budget-analysis';
import { BudgetGrid } from './budget-grid';
import { ListState } from '@/components/list-state';

const TABS = ['lines', 'analysis'] as const;

/** One budget: its figures to enter, and budget vs actual. */
export function BudgetDetail({
  company,
  id,
  onClose,
}: {
  company: number;
  id: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const f = budgetFormat(i18n.language);
  const query = useBudget(company, id);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((v) => v === asked) ?? 'lines';
  const choose = (next: string | null) =>
    setParams(
      (old) => {
        const updated = new URLSearchParams(old);
        updated.set('tab', next ?? 'lines');
        return updated;
      },
      { replace: true },
    );
  const budget = query.data;
  return (
    <ListState
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={false}
      emptyText=""
    >
      {budget && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} size="h3" data-testid="budget-title">
                {budget.name} · {budget.year}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`planning.budgets.types.${budget.type}`)} ·{' '}
                {t('planning.budgets.span', { start: f.day(budget.start), end: f.day(budget.end) })}
              </Text>
              {budget.description && <Text size="sm">{budget.description}</Text>}
            </Stack>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={onClose}
            >
              {t('planning.budgets.close')}
            </Button>
          </Group>
          <Tabs value={tab} onChange={choose} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="lines">{t('planning.grid.tab')}</Tabs.Tab>
              <Tabs.Tab value="analysis">{t('planning.analysis.tab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="lines">
              <BudgetGrid budget={budget} />
            </Tabs.Panel>
            <Tabs.Panel value="analysis">
              <BudgetAnalysisView budget={budget} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </ListState>
  );
}
