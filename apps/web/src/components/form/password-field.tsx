import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { labelName, useFieldError } from './use-field-error';
import { fieldLabel } from '@/lib/i18n';

export interface PasswordFieldProps<T extends FieldValues> extends Omit<
  PasswordInputProps,
  'name' | 'form' | 'error'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
}

/** A password input with a keyboard-reachable show/hide toggle. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const error = useFieldError(form, name);
  return (
    <PasswordInput
      {...form.register(name)}
      label={label ?? fieldLabel(labelName(name))}
      error={error}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('common.hide_password') : t('common.show_password'),
      }}
      {...rest}
    />
  );
}
