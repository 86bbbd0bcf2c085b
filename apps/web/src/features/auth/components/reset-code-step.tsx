import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResetCheckcodeRequest, useCheckResetCode } from '../api/check-reset-code';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { SubmitButton } from '@/components/form/submit-button';

/** Step 2 of the reset: the 6-digit code, checked before the new password is asked for. */
export function ResetCodeStep({
  email,
  onVerified,
  onBack,
}: {
  email: string;
  onVerified: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const check = useCheckResetCode();
  const form = useZodForm(ResetCheckcodeRequest, { email, code: '' });
  const onSubmit = form.handleSubmit((values) =>
    check.mutate(values, { onSuccess: () => onVerified(values.code) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.forgot.code_intro', { email })}</Text>
        <TextField
          form={form}
          name="code"
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('common.back')}
          </Button>
          <SubmitButton loading={check.isPending}>{t('auth.forgot.verify')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
