import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelName, useFieldError } from '@/components/form/use-field-error';
import { fieldLabel } from '@/lib/i18n';

/**
 * A number input bound to a form field, with the decimal comma in Swedish; its error is the first
 * failing rule, in the interface's language, shown once the field is left (SPEC §5).
 */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: Omit<NumberInputProps, 'name' | 'form' | 'error' | 'value' | 'onChange'> & {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
}) {
  const { i18n } = useTranslation();
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          name={field.name}
          ref={field.ref}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label ?? fieldLabel(labelName(name))}
          error={error}
          decimalSeparator={i18n.language === 'en' ? '.' : ','}
          {...rest}
        />
      )}
    />
  );
}
