import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ShipmentSettingsScreen } from '@/features/shipments/components/shipment-settings-form';
import { ShipmentsNav } from '@/features/shipments/components/shipments-nav';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.shipments-settings')}</PageTitle>
      <ShipmentsNav />
      <ShipmentSettingsScreen />
    </Stack>
  );
}
