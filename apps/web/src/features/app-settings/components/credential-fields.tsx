import { PasswordInput, TextInput } from '@mantine/core';
import type { ConnectionView } from '@portal/contracts/schemas/connections';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface ConnectionValues {
  base_url: string;
  credentials: Record<string, string>;
}

export const REQUIRED = 'required';

/**
 * Every field the connector declares, each required; a secret already saved shows only its last
 * characters and is kept when left empty.
 */
export function CredentialFields({
  form,
  view,
}: {
  form: UseFormReturn<ConnectionValues>;
  view: ConnectionView;
}) {
  const { t } = useTranslation();
  const errorOf = (key: string, label: string) =>
    form.formState.errors.credentials?.[key]?.message === REQUIRED
      ? t('validation.required', { field: label })
      : form.formState.errors.credentials?.[key]?.message;

  return view.fields.map((field) => {
    const rules = {
      validate: (value: string) =>
        value.trim() !== '' || (field.secret && field.filled) || REQUIRED,
    };
    const shared = {
      ...form.register(`credentials.${field.key}`, rules),
      label: field.label,
      withAsterisk: true,
      error: errorOf(field.key, field.label),
      autoComplete: 'off',
    };
    return field.secret ? (
      <PasswordInput
        key={field.key}
        {...shared}
        description={
          field.filled ? t('connections.secret_kept', { value: field.value }) : undefined
        }
      />
    ) : (
      <TextInput key={field.key} {...shared} />
    );
  });
}
