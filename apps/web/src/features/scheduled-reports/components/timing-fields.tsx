import { SimpleGrid, TextInput } from '@mantine/core';
import { SCHEDULE_FREQUENCIES } from '@portal/contracts/schemas/scheduled-reports';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAY_OF_MONTH_OPTIONS, type ScheduleFormValues } from '../hooks/use-schedule-form';
import { ChoiceField } from './choice-field';
import { useFieldError } from '@/components/form/use-field-error';

/** How often, on which weekday or day of the month, and at what time (Stockholm's clock). */
export function TimingFields({
  form,
}: {
  form: UseFormReturn<ScheduleFormValues, unknown, FieldValues>;
}) {
  const { t } = useTranslation();
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const timeError = useFieldError(form, 'time');
  const option = (value: (typeof SCHEDULE_FREQUENCIES)[number]) => ({
    value,
    label: t(`schedules.frequencies.${value}`),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <ChoiceField
        form={form}
        name="frequency"
        label={t('schedules.form.frequency')}
        options={SCHEDULE_FREQUENCIES.map(option)}
      />
      {frequency === 'weekly' && (
        <ChoiceField
          form={form}
          name="day_of_week"
          label={t('schedules.form.day_of_week')}
          options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
            value: day,
            label: t(`schedules.weekdays.${day}`),
          }))}
        />
      )}
      {frequency !== 'daily' && frequency !== 'weekly' && (
        <ChoiceField
          form={form}
          name="day_of_month"
          label={t('schedules.form.day_of_month')}
          description={frequency === 'monthly' ? undefined : t('schedules.form.day_of_month_hint')}
          options={DAY_OF_MONTH_OPTIONS.map((day) => ({
            value: day,
            label: day === 'last' ? t('schedules.form.last_day') : String(day),
          }))}
        />
      )}
      <TextInput
        {...form.register('time')}
        type="time"
        label={t('schedules.form.time')}
        description={t('schedules.form.time_hint')}
        error={timeError}
        withAsterisk
      />
    </SimpleGrid>
  );
}
