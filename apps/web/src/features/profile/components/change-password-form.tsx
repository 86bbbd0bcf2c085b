import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChangeRequest, useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';
import { PasswordField } from '@/components/form/password-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(PasswordChangeRequest, {
    old_password: '',
    password: '',
    password_confirm: '',
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('profile.password.changed'));
        form.reset();
      },
    }),
  );
  return (
    <ProfileSection id="password-title" title={t('profile.password.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordField
            form={form}
            name="old_password"
            withAsterisk
            autoComplete="current-password"
          />
          <PasswordField
            form={form}
            name="password"
            label={t('profile.password.new_password')}
            withAsterisk
            autoComplete="new-password"
            description={t('auth.password_hint')}
          />
          <PasswordField
            form={form}
            name="password_confirm"
            withAsterisk
            autoComplete="new-password"
          />
          <Group justify="flex-end">
            <SubmitButton loading={change.isPending}>{t('profile.password.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
