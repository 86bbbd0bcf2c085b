import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ConsolidatedReports } from '@/features/consolidated-reports/components/consolidated-reports';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.consolidated-reports')}</PageTitle>
      <ConsolidatedReports />
    </Stack>
  );
}
