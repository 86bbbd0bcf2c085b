import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ShipmentsNav } from '@/features/shipments/components/shipments-nav';
import { ShipmentsScreen } from '@/features/shipments/components/shipments-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.shipments-list')}</PageTitle>
      <ShipmentsNav />
      <ShipmentsScreen />
    </Stack>
  );
}
