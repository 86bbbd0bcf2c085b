import { Alert, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { FirmPayout, FirmPayoutInput } from '@portal/contracts/schemas/firm-payouts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirmOptions } from '../api/get-firm-payouts';
import { FirmPayoutInput as Schema, useSaveFirmPayout } from '../api/save-firm-payout';
import { RemoteSelectField } from '@/components/form/remote-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['firm', 'invoice_number', 'amount', 'date', 'note'] as const;

const today = () => new Date().toISOString().slice(0, 10);

function formValues(payout: FirmPayout | null): FirmPayoutInput {
  return {
    firm: payout?.firm ?? (undefined as unknown as number),
    invoice_number: payout?.invoice_number ?? '',
    amount: payout?.amount ?? '',
    date: payout?.date ?? today(),
    note: payout?.note ?? '',
  };
}

/** Record (payout null) or change a pending payout to an accounting firm. */
export function FirmPayoutFormModal({
  opened,
  payout,
  onClose,
}: {
  opened: boolean;
  payout: FirmPayout | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFirmPayout();
  const form = useZodForm(Schema, formValues(payout));
  const noteError = useFieldError(form, 'note');
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(payout));
    setProblem(null);
  }, [opened, payout, reset]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: payout?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(payout ? t('payouts.updated') : t('payouts.created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={payout ? t('payouts.edit') : t('payouts.add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <RemoteSelectField
            form={form}
            name="firm"
            withAsterisk
            nothingFoundMessage={t('payouts.no_firms')}
            useOptions={useFirmOptions}
            initial={payout && { id: payout.firm, label: payout.firm_name }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              form={form}
              name="amount"
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              description={t('payouts.amount_hint')}
            />
            <TextField form={form} name="date" type="date" withAsterisk />
          </SimpleGrid>
          <TextField form={form} name="invoice_number" autoComplete="off" />
          <Textarea
            {...form.register('note')}
            label={t('fields.note')}
            autosize
            minRows={2}
            error={noteError}
          />
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {payout ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
