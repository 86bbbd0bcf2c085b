import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { TimeTrackingTabs } from '@/features/time-tracking/components/time-tracking-tabs';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.time-tracking')}</PageTitle>
      <TimeTrackingTabs />
    </Stack>
  );
}
