import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { BillingPage } from '@/features/billing/components/billing-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.billing')}</PageTitle>
      <BillingPage />
    </Stack>
  );
}
