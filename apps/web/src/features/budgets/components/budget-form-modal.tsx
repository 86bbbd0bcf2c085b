import { Alert, Group, Modal, Stack, Textarea } from '@mantine/core';
import { BUDGET_TYPES, type Budget } from '@portal/contracts/schemas/budgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BudgetInput, useCreateBudget, usePatchBudget } from '../api/save-budget';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['name', 'year', 'type', 'description'] as const;

function formValues(budget: Budget | null): BudgetInput {
  return {
    name: budget?.name ?? '',
    year: String(budget?.year ?? new Date().getFullYear() + 1),
    type: budget?.type ?? 'monthly',
    description: budget?.description ?? '',
  };
}

/** SPEC §3 budget: name, year, type and description; a new one, or one to change. */
export function BudgetFormModal({
  company,
  opened,
  budget,
  onClose,
  onCreated,
}: {
  company: number;
  opened: boolean;
  budget: Budget | null;
  onClose: () => void;
  onCreated: (budget: Budget) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateBudget(company);
  const patch = usePatchBudget(company);
  const form = useZodForm(BudgetInput, formValues(budget));
  const descriptionError = useFieldError(form, 'description');
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(budget));
    setProblem(null);
  }, [opened, budget, reset]);

  const onError = (error: unknown) => setProblem(applyServerErrors(form, error, FIELDS));
  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    if (budget) {
      patch.mutate(
        { id: budget.id, patch: values },
        {
          onSuccess: () => {
            notifySuccess(t('planning.budgets.saved'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          notifySuccess(t('planning.budgets.created'));
          onCreated(created);
        },
        onError,
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={budget ? t('planning.budgets.form_title_edit') : t('planning.budgets.form_title_new')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            form={form}
            name="name"
            label={t('planning.budgets.name')}
            withAsterisk
            autoComplete="off"
          />
          <TextField
            form={form}
            name="year"
            label={t('planning.budgets.year')}
            description={t('planning.budgets.year_hint')}
            inputMode="numeric"
            withAsterisk
          />
          <SelectField
            form={form}
            name="type"
            label={t('planning.budgets.type')}
            description={t('planning.budgets.type_hint')}
            allowDeselect={false}
            withAsterisk
            data={BUDGET_TYPES.map((type) => ({
              value: type,
              label: t(`planning.budgets.types.${type}`),
            }))}
          />
          <Textarea
            {...form.register('description')}
            label={t('planning.budgets.description')}
            autosize
            minRows={2}
            error={descriptionError}
          />
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || patch.isPending}>
              {t('planning.budgets.save')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
