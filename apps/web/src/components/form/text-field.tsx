import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from './use-field-error';
import { fieldLabel } from '@/lib/i18n';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'form' | 'error'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
}

/** A text input bound to a form field; its error is the first failing rule, in the UI language. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: TextFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <TextInput
      {...form.register(name)}
      label={label ?? fieldLabel(labelName(name))}
      error={error}
      {...rest}
    />
  );
}
