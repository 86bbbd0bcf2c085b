import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SubscriptionStatusList } from '@/features/subscription-status/components/subscription-status-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.subscription-status')}</PageTitle>
      <SubscriptionStatusList />
    </Stack>
  );
}
