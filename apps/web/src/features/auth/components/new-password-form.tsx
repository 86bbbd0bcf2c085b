import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResetRequest, useResetPassword } from '../api/reset-password';
import { PasswordField } from '@/components/form/password-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

/** Last step of the reset: a new password and its confirmation; then back to login. */
export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(ResetRequest, { email, code, password: '', password_confirm: '' });

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('auth.forgot.updated'));
        void navigate('/', { replace: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.forgot.password_intro')}</Text>
        <PasswordField
          form={form}
          name="password"
          withAsterisk
          autoComplete="new-password"
          description={t('auth.password_hint')}
          data-autofocus
        />
        <PasswordField
          form={form}
          name="password_confirm"
          withAsterisk
          autoComplete="new-password"
        />
        <Group justify="flex-end">
          <SubmitButton loading={reset.isPending}>{t('auth.forgot.save_password')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
