import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Budgets } from '@/features/budgets/components/budgets';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.budgets')}</PageTitle>
      <Budgets />
    </Stack>
  );
}
