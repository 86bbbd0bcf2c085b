import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { RoiForm } from '@portal/contracts/schemas/kpi';
import { Controller, get, useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/form';

/**
 * A figure of the calculator, with the decimal comma in Swedish; its error is the first failing
 * rule, worded with the field's own label once the field is left (SPEC §5).
 */
export function RoiNumberField({
  form,
  name,
  ...rest
}: Omit<NumberInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'label'> & {
  form: UseFormReturn<RoiForm>;
  name: keyof RoiForm;
}) {
  const { t, i18n } = useTranslation();
  const label = t(`financials.roi.fields.${name}`);
  const { errors } = useFormState({ control: form.control, name });
  const error = useErrorText()(get(errors, name) as { message?: string } | undefined, name, label);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? null : value)}
          onBlur={field.onBlur}
          label={label}
          error={error}
          decimalSeparator={i18n.language === 'en' ? '.' : ','}
          thousandSeparator={i18n.language === 'en' ? ',' : ' '}
          allowNegative={false}
          {...rest}
        />
      )}
    />
  );
}
