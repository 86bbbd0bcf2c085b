import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { TaxPreparation } from '@/features/tax-preparation/components/tax-preparation';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.tax-preparation')}</PageTitle>
      <TaxPreparation />
    </Stack>
  );
}
