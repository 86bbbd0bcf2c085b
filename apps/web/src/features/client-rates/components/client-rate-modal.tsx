import { Alert, Group, Modal, Stack } from '@mantine/core';
import type { ClientRate } from '@portal/contracts/schemas/client-rates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientRateInput, useSetClientRate } from '../api/save-client-rate';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['hourly_rate'] as const;

/** Sets a client's hourly rate (SEK excluding VAT). */
export function ClientRateModal({
  rate,
  onClose,
}: {
  rate: ClientRate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetClientRate();
  const form = useZodForm(ClientRateInput, { hourly_rate: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!rate) return;
    reset({ hourly_rate: rate.hourly_rate.replace(/\.00$/, '') });
    setProblem(null);
  }, [rate, reset]);

  const onSubmit = form.handleSubmit((input) => {
    if (!rate) return;
    setProblem(null);
    save.mutate(
      { client: rate.client, input },
      {
        onSuccess: () => {
          notifySuccess(t('time.rates.saved'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <Modal
      opened={rate !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={rate ? t('time.rates.edit_title', { client: rate.client_name }) : ''}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            form={form}
            name="hourly_rate"
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            description={t('time.rates.rate_hint')}
            data-autofocus
          />
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>{t('common.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
