import { Button, Group } from '@mantine/core';
import type { Shipment } from '@portal/contracts/schemas/shipments';
import { IconMail, IconPencil, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelShipment, useNotifyCustomer, useRefreshTracking } from '../api/shipment-actions';
import { UpdateShipmentModal } from './update-shipment-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Cancel (asked first), change, read the tracking again, e-mail the customer the tracking link. */
export function ShipmentActionsBar({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'cancel' | 'update' | null>(null);
  const cancel = useCancelShipment(shipment.id);
  const refresh = useRefreshTracking(shipment.id);
  const notifyCustomer = useNotifyCustomer(shipment.id);
  const tracking = shipment.tracking_number ?? String(shipment.id);
  const cancelled = shipment.status === 'Cancelled';

  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={refresh.isPending}
        disabled={cancelled || !shipment.tracking_number}
        onClick={() =>
          refresh.mutate(undefined, {
            onSuccess: () => notifySuccess(t('shipments.detail.refreshed')),
          })
        }
      >
        {t('shipments.detail.refresh')}
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={notifyCustomer.isPending}
        disabled={cancelled || !shipment.receiver.email || !shipment.tracking_number}
        onClick={() =>
          notifyCustomer.mutate(undefined, {
            onSuccess: () =>
              notifySuccess(t('shipments.detail.notified', { email: shipment.receiver.email })),
          })
        }
      >
        {t('shipments.detail.notify')}
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPencil size={16} aria-hidden />}
        disabled={cancelled}
        onClick={() => setOpen('update')}
      >
        {t('shipments.detail.update')}
      </Button>
      {shipment.can_cancel && (
        <Button
          variant="light"
          color="red"
          size="sm"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setOpen('cancel')}
        >
          {t('shipments.detail.cancel')}
        </Button>
      )}
      <UpdateShipmentModal
        shipment={shipment}
        opened={open === 'update'}
        onClose={() => setOpen(null)}
      />
      <ConfirmModal
        opened={open === 'cancel'}
        title={t('shipments.cancel.title')}
        message={t('shipments.cancel.text', { tracking })}
        confirmLabel={t('shipments.detail.cancel')}
        loading={cancel.isPending}
        onClose={() => setOpen(null)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setOpen(null);
              notifySuccess(t('shipments.cancel.one_done', { tracking }));
            },
          })
        }
      />
    </Group>
  );
}
