import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkCreateModal } from './bulk-create-modal';
import { CreateShipmentModal } from './create-shipment-modal';

/** "Skapa försändelse" on a sales panel order: the create form with the order's proposal. */
export function CreateShipmentButton({
  order,
  orderNumber,
}: {
  order: number;
  orderNumber: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTruckDelivery size={14} aria-hidden />}
        aria-label={t('shipments.create.for_order', { order: orderNumber })}
        onClick={() => setOpened(true)}
        data-testid="create-shipment"
      >
        {t('shipments.create.button')}
      </Button>
      <CreateShipmentModal
        opened={opened}
        order={order}
        orderNumber={orderNumber}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/** "Skapa försändelser" for the chosen sales panel orders. */
export function BulkCreateShipmentsButton({
  orders,
  onFinished,
}: {
  orders: number[];
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconTruckDelivery size={16} aria-hidden />}
        disabled={orders.length === 0}
        onClick={() => setOpened(true)}
        data-testid="bulk-create-shipments"
      >
        {t('shipments.bulk.button', { n: orders.length })}
      </Button>
      <BulkCreateModal
        opened={opened}
        orders={orders}
        onClose={() => setOpened(false)}
        onFinished={onFinished}
      />
    </>
  );
}
