import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SalesPanelTabs } from '@/features/sales-panel/components/sales-panel-tabs';
import {
  BulkCreateShipmentsButton,
  CreateShipmentButton,
} from '@/features/shipments/components/order-shipping-actions';
import { useCan } from '@/stores/session-store';

export function Component() {
  const { t } = useTranslation();
  // shipments are the owner's (SPEC §2): others see the sales panel without them
  const ships = useCan('manage:shipments');
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.sales-panel')}</PageTitle>
      <SalesPanelTabs
        orderShipping={
          ships
            ? {
                header: t('shipments.create.column'),
                row: (order) => (
                  <CreateShipmentButton order={order.id} orderNumber={order.order_number} />
                ),
                bulk: (orders, clear) => (
                  <BulkCreateShipmentsButton orders={orders} onFinished={clear} />
                ),
              }
            : undefined
        }
      />
    </Stack>
  );
}
