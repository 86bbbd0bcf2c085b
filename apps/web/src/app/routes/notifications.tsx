import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { NotificationList } from '@/features/notifications/components/notification-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={900}>
      <PageTitle>{t('routes.notifications')}</PageTitle>
      <NotificationList />
    </Stack>
  );
}
