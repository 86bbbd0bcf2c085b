import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { DuplicateTransactions } from '@/features/duplicate-transactions/components/duplicate-transactions';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.duplicate-transactions')}</PageTitle>
      <DuplicateTransactions />
    </Stack>
  );
}
