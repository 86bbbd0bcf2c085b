import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ReconciliationReport } from '@/features/reconciliation/components/reconciliation-report';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.report')}</PageTitle>
      <ReconciliationReport />
    </Stack>
  );
}
