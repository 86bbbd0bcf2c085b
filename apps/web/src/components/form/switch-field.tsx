import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from './use-field-error';
import { fieldLabel } from '@/lib/i18n';

export interface SwitchFieldProps<T extends FieldValues> extends Omit<
  SwitchProps,
  'name' | 'form' | 'error' | 'checked' | 'onChange'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
}

/** A switch (checkbox) bound to a form field; it validates when toggled (SPEC §5). */
export function SwitchField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: SwitchFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          {...rest}
          ref={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
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
