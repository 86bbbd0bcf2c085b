import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SalesPanelTabs } from '@/features/sales-panel/components/sales-panel-tabs';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.sales-panel')}</PageTitle>
      <SalesPanelTabs />
    </Stack>
  );
}
