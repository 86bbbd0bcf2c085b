import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { FirmPayoutsList } from '@/features/firm-payouts/components/firm-payouts-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.payouts')}</PageTitle>
      <FirmPayoutsList />
    </Stack>
  );
}
