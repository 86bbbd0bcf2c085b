import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ClientRatesList } from '@/features/client-rates/components/client-rates-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.client-rates')}</PageTitle>
      <ClientRatesList />
    </Stack>
  );
}
