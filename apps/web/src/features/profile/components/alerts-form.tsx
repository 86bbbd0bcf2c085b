import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertSettings, useUpdateUser } from '../api/update-user';
import { ProfileSection } from './profile-section';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { SubmitButton } from '@/components/form/submit-button';

/** Receive alerts, and the address they go to. */
export function AlertsForm() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userFullData);
  const update = useUpdateUser();
  const form = useZodForm(AlertSettings, {
    receive_alerts: user?.receive_alerts ?? false,
    admin_alert_email: user?.admin_alert_email ?? '',
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => notifySuccess(t('common.settings_saved')) }),
  );
  return (
    <ProfileSection
      id="alerts-title"
      title={t('profile.alerts.title')}
      hint={t('profile.alerts.hint')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SwitchField form={form} name="receive_alerts" />
          <TextField form={form} name="admin_alert_email" type="email" autoComplete="email" />
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending}>{t('profile.alerts.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
