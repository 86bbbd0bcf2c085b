import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { AlertsForm } from '@/features/profile/components/alerts-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { LanguageForm } from '@/features/profile/components/language-form';
import { NotificationSettingsForm } from '@/features/profile/components/notification-settings-form';
import { PersonalDetailsForm } from '@/features/profile/components/personal-details-form';
import { ProfilePhoto } from '@/features/profile/components/profile-photo';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle>{t('routes.profile')}</PageTitle>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ProfilePhoto />
        <PersonalDetailsForm />
        <NotificationSettingsForm />
        <AlertsForm />
        <LanguageForm />
        <ChangePasswordForm />
      </SimpleGrid>
    </Stack>
  );
}
