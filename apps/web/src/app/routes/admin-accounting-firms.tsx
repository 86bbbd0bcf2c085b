import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { FirmsTable } from '@/features/admin-firms/components/firms-table';
import { useSwitch } from '@/features/switching/hooks/use-switch';

export function Component() {
  const { t } = useTranslation();
  const { switchToFirm, isPending } = useSwitch();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.admin-accounting-firms')}</PageTitle>
      <FirmsTable onSwitch={switchToFirm} switching={isPending} />
    </Stack>
  );
}
