import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { ADJUST_PERCENT, type Budget } from '@portal/contracts/schemas/budgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBudgetFromActuals } from '../api/budget-lines';
import { errorText } from '../utils/error-text';
import { notifySuccess, notifyInfo } from '@/lib/toast';

/** Last year's actuals, up or down by a percentage, become the budget's figures. */
export function FromActualsModal({
  budget,
  opened,
  onClose,
}: {
  budget: Budget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const fill = useBudgetFromActuals(budget.company, budget.id);
  const [percent, setPercent] = useState<number | string>(0);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setPercent(0);
    setProblem(null);
  }, [opened]);

  const submit = () => {
    setProblem(null);
    fill.mutate(Number(percent) || 0, {
      onSuccess: (lines) => {
        notifySuccess(t('planning.from_actuals.done'));
        if (lines.spread_evenly) notifyInfo(t('planning.from_actuals.spread'));
        onClose();
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('planning.from_actuals.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('planning.from_actuals.text', { year: budget.year - 1 })}</Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <NumberInput
          label={t('planning.from_actuals.percent')}
          description={t('planning.from_actuals.percent_hint')}
          value={percent}
          onChange={setPercent}
          min={ADJUST_PERCENT.min}
          max={ADJUST_PERCENT.max}
          decimalScale={1}
          decimalSeparator={i18n.language.startsWith('sv') ? ',' : '.'}
          suffix=" %"
          allowNegative
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('planning.budgets.cancel')}
          </Button>
          <Button onClick={submit} loading={fill.isPending}>
            {t('planning.from_actuals.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
