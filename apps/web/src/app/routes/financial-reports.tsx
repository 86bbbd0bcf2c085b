import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { FinancialReports } from '@/features/financial-reports/components/financial-reports';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.financial-reports')}</PageTitle>
      <FinancialReports />
    </Stack>
  );
}
