import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { CustomAccountsList } from '@/features/custom-accounts/components/custom-accounts-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.custom-account')}</PageTitle>
      <CustomAccountsList />
    </Stack>
  );
}
