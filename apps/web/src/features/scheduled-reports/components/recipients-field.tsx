import { TagsInput } from '@mantine/core';
import { MAX_RECIPIENTS } from '@portal/contracts/schemas/scheduled-reports';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScheduleFormValues } from '../hooks/use-schedule-form';
import { useFieldError } from '@/components/form/use-field-error';

/** Addresses are registered with Enter or Space (SPEC §5); a comma, semicolon or paste splits too. */
export const RECIPIENT_SPLIT_CHARS = [' ', ',', ';'];

export function RecipientsField({
  form,
  name,
  required = false,
}: {
  form: UseFormReturn<ScheduleFormValues, unknown, FieldValues>;
  name: 'to' | 'cc' | 'bcc';
  required?: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TagsInput
          ref={field.ref}
          name={field.name}
          label={t(`schedules.form.${name}`)}
          description={name === 'to' ? t('schedules.form.recipients_hint') : undefined}
          withAsterisk={required}
          value={field.value ?? []}
          onChange={(tags) => {
            field.onChange(tags.map((tag) => tag.trim()).filter(Boolean));
            // each address is checked as it is added (SPEC §5: on change)
            void form.trigger(name);
          }}
          onBlur={field.onBlur}
          splitChars={RECIPIENT_SPLIT_CHARS}
          maxTags={MAX_RECIPIENTS}
          acceptValueOnBlur
          clearable
          error={error}
          data-testid={`recipients-${name}`}
        />
      )}
    />
  );
}
