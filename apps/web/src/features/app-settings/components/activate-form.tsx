import { stockholmDay } from '@portal/contracts/dates';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ActivationState } from '@portal/contracts/schemas/activation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivate } from '../api/activation';
import { ActivationCheckPanel } from './activation-check';
import { ImportEstimateText } from './import-estimate';
import { SubmitButton } from '@/components/form/submit-button';
import { useStartCheckout } from '@/components/checkout/api/start-checkout';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

interface Values {
  start_date: string;
  accept_terms: boolean;
}

/**
 * Choose how far back to import (a week is free; further back is paid by card first) with an
 * estimate of how long it takes, run the check before activating, confirm the FAQ and the
 * terms, and activate: the server tests both connections once more and refuses a ledger of
 * another company or without the mapped accounts (ADR 021).
 */
export function ActivateForm({ id, state }: { id: number; state: ActivationState }) {
  const { t } = useTranslation();
  const activate = useActivate(id);
  const pay = useStartCheckout({ errorHandled: true });
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { start_date: state.paid_from ?? state.free_from, accept_terms: false },
  });
  const start = form.watch('start_date');
  const covered = start >= state.free_from || (!!state.paid_from && start >= state.paid_from);
  const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'SEK' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    activate.mutate(
      { ...values, accept_terms: true, terms_version: state.terms_version ?? '' },
      {
        onSuccess: () => notifySuccess(t('activation.activated')),
        onError: (error) =>
          setProblem(applyServerErrors(form, error, ['start_date', 'accept_terms'])),
      },
    );
  });
  const startPayment = () => {
    setProblem(null);
    pay.mutate(
      { purpose: 'history_import', subscription_id: id, start_date: start },
      { onError: (error) => setProblem(applyServerErrors(form, error, ['start_date'])) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={560}>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {!state.connections_ready && (
          <Alert color="yellow" variant="light">
            {t('activation.not_ready')}
          </Alert>
        )}
        <TextInput
          {...form.register('start_date', {
            validate: (value) =>
              value !== '' || t('validation.required', { field: t('activation.start_date') }),
          })}
          type="date"
          max={stockholmDay()}
          label={t('activation.start_date')}
          withAsterisk
          error={errors.start_date?.message}
          description={t('activation.start_hint', {
            date: state.free_from,
            price: money.format(Number(state.monthly_price)),
          })}
        />
        {state.connections_ready && <ImportEstimateText id={id} startDate={start} />}
        {state.paid_from && (
          <Text size="sm">{t('activation.paid_from', { date: state.paid_from })}</Text>
        )}
        {covered ? (
          <Text size="sm" c="dimmed">
            {t('activation.free')}
          </Text>
        ) : (
          <Group>
            <Button variant="light" onClick={startPayment} loading={pay.isPending}>
              {t('activation.pay')}
            </Button>
          </Group>
        )}
        <Checkbox
          {...form.register('accept_terms', {
            validate: (value) => value || t('validation.accept_terms'),
          })}
          label={t('activation.accept', { version: state.terms_version ?? '' })}
          error={errors.accept_terms?.message}
        />
        <Anchor component={Link} to="/terms-and-conditions" size="sm">
          {t('activation.terms_link')}
        </Anchor>
        {state.connections_ready && <ActivationCheckPanel id={id} startDate={start} />}
        <Group justify="flex-end">
          <SubmitButton
            loading={activate.isPending}
            disabled={!state.connections_ready || !covered}
          >
            {t('activation.activate')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
