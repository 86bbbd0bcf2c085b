import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DetailResponse } from '@portal/contracts/schemas/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteUserRequest } from '../api/invite-user';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { currentLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';

interface InviteFormProps {
  title: string;
  intro: string;
  submitLabel: string;
  mutation: UseMutationResult<DetailResponse, Error, InviteUserRequest>;
}

/** E-mail and language of an invitation; the mutation decides what kind it is. */
export function InviteForm({ title, intro, submitLabel, mutation }: InviteFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useZodForm(InviteUserRequest, { email: '', locale: currentLocale() });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('invite.sent', { email: values.email }));
        form.reset({ email: '', locale: values.locale });
      },
    }),
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
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
            <SubmitButton loading={mutation.isPending}>{submitLabel}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
