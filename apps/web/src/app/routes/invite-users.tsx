import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { InviteUserForm } from '@/features/invite-users/components/invite-user-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.invite-users')}</PageTitle>
      <InviteUserForm />
    </Stack>
  );
}
