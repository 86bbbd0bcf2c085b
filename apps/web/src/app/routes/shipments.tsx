import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ShipmentsDashboard } from '@/features/shipments/components/shipments-dashboard';
import { ShipmentsNav } from '@/features/shipments/components/shipments-nav';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.shipments')}</PageTitle>
      <ShipmentsNav />
      <ShipmentsDashboard />
    </Stack>
  );
}
