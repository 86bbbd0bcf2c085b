import { Alert, Group, Modal, Stack } from '@mantine/core';
import { ShipmentPatch, type Shipment } from '@portal/contracts/schemas/shipments';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateShipment } from '../api/shipment-actions';
import { LabelledTextField } from './labelled-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['reference', 'email', 'phone'] as const;

/** After buying, only the reference and the receiver's e-mail and phone can change. */
export function UpdateShipmentModal({
  shipment,
  opened,
  onClose,
}: {
  shipment: Shipment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateShipment(shipment.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(ShipmentPatch, {
    reference: shipment.reference,
    email: shipment.receiver.email,
    phone: shipment.receiver.phone,
  });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset({
      reference: shipment.reference,
      email: shipment.receiver.email,
      phone: shipment.receiver.phone,
    });
    setProblem(null);
  }, [opened, shipment, reset]);

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('shipments.detail.updated'));
        onClose();
      },
      onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shipments.detail.update_title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <LabelledTextField
            form={form}
            name="reference"
            label={t('shipments.fields.reference')}
            data-autofocus
          />
          <LabelledTextField
            form={form}
            name="email"
            type="email"
            label={t('shipments.fields.email')}
          />
          <LabelledTextField
            form={form}
            name="phone"
            type="tel"
            label={t('shipments.fields.phone')}
          />
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending}>{t('common.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
