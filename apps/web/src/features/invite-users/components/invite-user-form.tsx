import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InviteUserRequest, useInviteUser } from '../api/invite-user';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { currentLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

/** E-mail and language of the invitation; POST users/invite-user/. */
export function InviteUserForm() {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const form = useZodForm(InviteUserRequest, { email: '', locale: currentLocale() });
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('invite.sent', { email: values.email }));
        form.reset({ email: '', locale: values.locale });
      },
    }),
  );
  return (
    <Card withBorder padding="lg" maw={520}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invite.intro')}
          </Text>
          <TextField form={form} name="email" type="email" withAsterisk autoComplete="off" />
          <SelectField
            form={form}
            name="locale"
            label={t('invite.language')}
            allowDeselect={false}
            data={[
              { value: 'sv', label: t('common.languages.sv') },
              { value: 'en', label: t('common.languages.en') },
            ]}
          />
          <Group justify="flex-end">
            <SubmitButton loading={invite.isPending}>{t('invite.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
