import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonalDetails, useUpdateUser } from '../api/update-user';
import { ProfileSection } from './profile-section';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { fieldLabel } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { SubmitButton } from '@/components/form/submit-button';

export function PersonalDetailsForm() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userFullData);
  const update = useUpdateUser();
  const form = useZodForm(PersonalDetails, {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    username: user?.username ?? '',
    phone: user?.phone ?? '',
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          first_name: saved.first_name,
          last_name: saved.last_name,
          username: saved.username,
          phone: saved.phone,
        });
        notifySuccess(t('profile.personal.saved'));
      },
    }),
  );
  return (
    <ProfileSection id="personal-title" title={t('profile.personal.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField form={form} name="first_name" withAsterisk autoComplete="given-name" />
            <TextField form={form} name="last_name" withAsterisk autoComplete="family-name" />
            <TextField form={form} name="username" withAsterisk autoComplete="username" />
            <TextField form={form} name="phone" type="tel" autoComplete="tel" />
            <TextInput label={fieldLabel('email')} value={user?.email ?? ''} readOnly disabled />
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending}>{t('profile.personal.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
