import { NumberInput, Select } from '@mantine/core';
import {
  LEAD_DAYS_MAX,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
} from '@portal/contracts/schemas/workflow-templates';
import {
  Controller,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTemplateClients } from '../api/get-workflow-templates';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { fieldLabel } from '@/lib/i18n';

interface RecurrenceValues extends FieldValues {
  client: number;
  frequency: RecurrenceFrequency;
  lead_days: number;
  active: boolean;
}

/** Client, frequency, lead days, a period start and active: the fields both recurrence forms share. */
export function RecurrenceFields<T extends RecurrenceValues>({
  form,
  periodField,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  periodField: 'first_period_start' | 'next_period_start';
}) {
  const { t, i18n } = useTranslation();
  const clients = useTemplateClients();
  const clientError = useFieldError(form, 'client' as Path<T>);
  const leadError = useFieldError(form, 'lead_days' as Path<T>);
  const frequency = useWatch({ control: form.control, name: 'frequency' as Path<T> }) as
    RecurrenceFrequency | undefined;
  const period = periodField as Path<T>;

  return (
    <>
      <Controller
        control={form.control}
        name={'client' as Path<T>}
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label={t('workflows.recurrences.client')}
            withAsterisk
            allowDeselect={false}
            data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => {
              field.onChange(value ? Number(value) : undefined);
              void form.trigger(field.name);
            }}
            onBlur={field.onBlur}
            error={clientError}
          />
        )}
      />
      <SelectField
        form={form}
        name={'frequency' as Path<T>}
        label={t('workflows.recurrences.frequency')}
        withAsterisk
        allowDeselect={false}
        data={RECURRENCE_FREQUENCIES.map((value) => ({
          value,
          label: t(`workflows.recurrences.frequencies.${value}`),
        }))}
      />
      <TextField
        form={form}
        name={period}
        type="date"
        withAsterisk
        description={
          periodField === 'next_period_start'
            ? `${t(`workflows.recurrences.period_hint_${frequency ?? 'monthly'}`)} ${t('workflows.recurrences.next_hint')}`
            : t(`workflows.recurrences.period_hint_${frequency ?? 'monthly'}`)
        }
      />
      <Controller
        control={form.control}
        name={'lead_days' as Path<T>}
        render={({ field }) => (
          <NumberInput
            ref={field.ref}
            name={field.name}
            value={field.value as number | string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={fieldLabel('lead_days')}
            description={t('workflows.recurrences.lead_hint', { max: LEAD_DAYS_MAX })}
            withAsterisk
            min={0}
            max={LEAD_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            decimalSeparator={i18n.language === 'en' ? '.' : ','}
            error={leadError}
          />
        )}
      />
      <SwitchField
        form={form}
        name={'active' as Path<T>}
        label={t('workflows.recurrences.active')}
      />
    </>
  );
}
