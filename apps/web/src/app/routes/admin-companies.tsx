import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { CompaniesTable } from '@/features/admin-companies/components/companies-table';
import { useSwitch } from '@/features/switching/hooks/use-switch';

export function Component() {
  const { t } = useTranslation();
  const { switchToCompany, isPending } = useSwitch();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.admin-companies')}</PageTitle>
      <CompaniesTable onSwitch={switchToCompany} switching={isPending} />
    </Stack>
  );
}
