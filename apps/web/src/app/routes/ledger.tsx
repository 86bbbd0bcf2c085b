import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { LedgerScreen } from '@/features/ledger/components/ledger-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.ledger')}</PageTitle>
      <LedgerScreen />
    </Stack>
  );
}
