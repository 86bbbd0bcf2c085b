import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SystemNotificationsList } from '@/features/system-notifications/components/system-notifications-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.system-notifications')}</PageTitle>
      <SystemNotificationsList />
    </Stack>
  );
}
