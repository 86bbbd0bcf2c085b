import { Alert, Checkbox, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import {
  DATA_PERIODS,
  needsBudget,
  REPORT_FORMATS,
  REPORT_SECTIONS,
  REPORT_TEMPLATES,
  type Schedule,
} from '@portal/contracts/schemas/scheduled-reports';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useScheduleBudgets } from '../api/get-schedules';
import { useSaveSchedule } from '../api/save-schedule';
import { scheduleFormValues, useScheduleForm } from '../hooks/use-schedule-form';
import { ChoiceField } from './choice-field';
import { RecipientsField } from './recipients-field';
import { TimingFields } from './timing-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { currentLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

const FIELDS = [
  'name',
  'template',
  'sections',
  'budget',
  'format',
  'data_period',
  'frequency',
  'time',
  'day_of_week',
  'day_of_month',
  'to',
  'cc',
  'bcc',
  'locale',
] as const;

/** Create (schedule null) or change a schedule of the company. */
export function ScheduleFormModal({
  opened,
  companyId,
  schedule,
  onClose,
}: {
  opened: boolean;
  companyId: number;
  schedule: Schedule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule(companyId);
  const form = useScheduleForm(schedule, currentLocale());
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(scheduleFormValues(schedule, currentLocale()));
    setProblem(null);
  }, [opened, schedule, reset]);

  const [template, sections] = useWatch({ control: form.control, name: ['template', 'sections'] });
  const withBudget = needsBudget(template, sections ?? []);
  const budgets = useScheduleBudgets(companyId, opened && withBudget);
  const sectionsError = useFieldError(form, 'sections');
  const option =
    <V extends string>(prefix: string) =>
    (value: V) => ({
      value,
      label: t(`schedules.${prefix}.${value as string}`),
    });

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: schedule?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(schedule ? t('schedules.updated') : t('schedules.created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={schedule ? t('schedules.edit') : t('schedules.add')}
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
            label={t('schedules.form.name')}
            withAsterisk
            autoComplete="off"
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ChoiceField
              form={form}
              name="template"
              label={t('schedules.form.template')}
              options={REPORT_TEMPLATES.map(option('templates'))}
            />
            <ChoiceField
              form={form}
              name="format"
              label={t('schedules.form.format')}
              options={REPORT_FORMATS.map(option('formats'))}
            />
          </SimpleGrid>
          {template === 'custom' && (
            <Controller
              control={form.control}
              name="sections"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('schedules.form.sections')}
                  description={t('schedules.form.sections_hint')}
                  value={field.value ?? []}
                  onChange={(value) => {
                    field.onChange(value);
                    void form.trigger('sections');
                  }}
                  error={sectionsError}
                  withAsterisk
                >
                  <Stack gap={6} mt={6}>
                    {REPORT_SECTIONS.map((section) => (
                      <Checkbox
                        key={section}
                        value={section}
                        label={t(`schedules.sections.${section}`)}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          )}
          {withBudget &&
            (budgets.data && budgets.data.length === 0 ? (
              <Alert color="yellow" variant="light">
                {t('schedules.form.budget_none')}
              </Alert>
            ) : (
              <ChoiceField
                form={form}
                name="budget"
                label={t('schedules.form.budget')}
                withAsterisk
                options={(budgets.data ?? []).map((b) => ({
                  value: b.id,
                  label: `${b.name} (${b.year})`,
                }))}
              />
            ))}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ChoiceField
              form={form}
              name="data_period"
              label={t('schedules.form.data_period')}
              description={t('schedules.form.data_period_hint')}
              options={DATA_PERIODS.map(option('data_periods'))}
            />
            <ChoiceField
              form={form}
              name="locale"
              label={t('schedules.form.locale')}
              description={t('schedules.form.locale_hint')}
              options={(['sv', 'en'] as const).map(option('locales'))}
            />
          </SimpleGrid>
          <TimingFields form={form} />
          <RecipientsField form={form} name="to" required />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <RecipientsField form={form} name="cc" />
            <RecipientsField form={form} name="bcc" />
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {schedule ? t('common.save') : t('schedules.add')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
