import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ShipmentDetailView } from '@/features/shipments/components/shipment-detail-view';
import { ShipmentsNav } from '@/features/shipments/components/shipments-nav';

export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.shipment-detail')}</PageTitle>
      <ShipmentsNav />
      <ShipmentDetailView key={id} id={id} />
    </Stack>
  );
}
