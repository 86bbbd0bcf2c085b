import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShipmentDraft } from '../api/get-draft';
import { useShipmentOptions } from '../api/get-options';
import { useShipmentSettings } from '../api/shipment-settings';
import { draftToForm, manualForm } from '../utils/draft';
import { NotConnected } from './not-connected';
import { ShipmentFormBody } from './shipment-form-body';

/**
 * Create a shipment: from a sales panel order (`order`, proposed by the draft) or by hand
 * (`order` null). A bought label opens the new shipment, where it is printed.
 */
export function CreateShipmentModal({
  opened,
  order,
  orderNumber,
  onClose,
}: {
  opened: boolean;
  order: number | null;
  orderNumber?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useShipmentDraft(opened ? order : null);
  const settings = useShipmentSettings(opened);
  const options = useShipmentOptions(opened);
  const waiting = (order !== null && draft.isPending) || settings.isPending || options.isPending;
  const failed = (order !== null && draft.isError) || settings.isError || options.isError;
  const retry = () => {
    if (draft.isError) void draft.refetch();
    if (settings.isError) void settings.refetch();
    if (options.isError) void options.refetch();
  };

  let body;
  if (failed)
    body = (
      <Group role="alert">
        <Text c="red">{t('shipments.create.load_failed')}</Text>
        <Button variant="default" size="xs" onClick={retry}>
          {t('common.try_again')}
        </Button>
      </Group>
    );
  else if (waiting)
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  else if (options.data && !options.data.connected) body = <NotConnected compact />;
  else
    body = (
      <ShipmentFormBody
        initial={
          order !== null && draft.data ? draftToForm(draft.data) : manualForm(settings.data ?? null)
        }
        draft={order !== null ? (draft.data ?? null) : null}
        options={options.data}
        settings={settings.data ?? null}
        onCreated={(shipment) => {
          onClose();
          void navigate(`/shipments/${shipment.id}`);
        }}
      />
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        orderNumber
          ? t('shipments.create.title_order', { order: orderNumber })
          : t('shipments.create.title')
      }
    >
      {body}
    </Modal>
  );
}
