import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResetInitRequest, useRequestReset } from '../api/request-reset';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

/** Step 1 of the reset: the e-mail address the code goes to. */
export function ResetEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestReset();
  const form = useZodForm(ResetInitRequest, { email: '' });
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('auth.forgot.code_sent'));
        onSent(values.email);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.forgot.email_intro')}</Text>
        <TextField form={form} name="email" type="email" withAsterisk autoComplete="email" />
        <Group justify="flex-end">
          <SubmitButton loading={request.isPending}>{t('auth.forgot.send_code')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
