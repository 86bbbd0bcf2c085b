import { Stack, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SystemNotificationForm } from './system-notification-form';
import { useFieldError } from '@/components/form/use-field-error';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone ("2026-12-01T09:00"). */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value (local time) as an instant; empty stays empty (required). */
export function fromLocalInput(value: string): string {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
}

/**
 * The schedule date in the reader's local time, or "send now": the date is then the moment of
 * saving (the parent sets it on submit).
 */
export function ScheduleField({
  form,
  sendNow,
  onSendNowChange,
}: {
  form: SystemNotificationForm;
  sendNow: boolean;
  onSendNowChange: (sendNow: boolean) => void;
}) {
  const { t } = useTranslation();
  const error = useFieldError(form, 'scheduled_at');
  return (
    <Stack gap={6}>
      <Switch
        label={t('system_notifications.form.send_now')}
        checked={sendNow}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onSendNowChange(on);
          if (on) form.setValue('scheduled_at', new Date().toISOString(), { shouldValidate: true });
        }}
      />
      <Controller
        control={form.control}
        name="scheduled_at"
        render={({ field }) => (
          <TextInput
            type="datetime-local"
            ref={field.ref}
            name={field.name}
            label={t('system_notifications.form.scheduled_at')}
            description={t('system_notifications.form.scheduled_hint')}
            withAsterisk
            disabled={sendNow}
            min={toLocalInput(new Date().toISOString())}
            value={toLocalInput(field.value)}
            onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
    </Stack>
  );
}
