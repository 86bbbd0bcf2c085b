import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ActivateRequest, useActivateAccount } from '../api/activate-account';
import { useResendCode } from '../api/resend-code';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

/** Activation with the 6-digit code from the e-mail, and a resend button. */
export function ActivateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activate = useActivateAccount();
  const resend = useResendCode();
  const form = useZodForm(ActivateRequest, { email: params.get('email') ?? '', code: '' });

  const onSubmit = form.handleSubmit((values) =>
    activate.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('auth.activate.activated'));
        void navigate('/', { replace: true });
      },
    }),
  );

  const onResend = async () => {
    if (!(await form.trigger('email'))) return;
    resend.mutate(
      { email: form.getValues('email') },
      { onSuccess: () => notifySuccess(t('auth.activate.resent')) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextField form={form} name="email" type="email" withAsterisk autoComplete="email" />
        <TextField
          form={form}
          name="code"
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void onResend()} loading={resend.isPending}>
            {t('auth.activate.resend')}
          </Button>
          <SubmitButton loading={activate.isPending}>{t('auth.activate.submit')}</SubmitButton>
        </Group>
        <Anchor component={Link} to="/" size="sm">
          {t('auth.forgot.back_to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
