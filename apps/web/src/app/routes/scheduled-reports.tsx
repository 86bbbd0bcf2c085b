import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ScheduledReports } from '@/features/scheduled-reports/components/scheduled-reports';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.scheduled-reports')}</PageTitle>
      <ScheduledReports />
    </Stack>
  );
}
