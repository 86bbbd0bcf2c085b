import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from './use-field-error';
import { fieldLabel } from '@/lib/i18n';

export interface SelectFieldProps<T extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'form' | 'error' | 'value' | 'onChange'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
}

/** A select bound to a form field; it validates when its value changes (SPEC §5). */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: SelectFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...rest}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(value) => {
            field.onChange(value ?? '');
            void form.trigger(name);
          }}
          onBlur={field.onBlur}
          label={label ?? fieldLabel(labelName(name))}
          error={error}
        />
      )}
    />
  );
}
