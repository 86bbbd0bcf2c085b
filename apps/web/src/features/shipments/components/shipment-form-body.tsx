import { Alert, Anchor, Divider, Group, List, Stack, Text } from '@mantine/core';
import type {
  Shipment,
  ShipmentDraft,
  ShipmentOptions,
  ShipmentProblem,
  ShipmentSettings,
} from '@portal/contracts/schemas/shipments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkShipment, useCreateShipment } from '../api/create-shipment';
import { emptyParcel, type ShipmentFormValues } from '../utils/draft';
import { isFormField, placeProblems, problemsOf } from '../utils/problems';
import { LabelledTextField, useLabelledError } from './labelled-fields';
import { ParcelsFields } from './parcels-fields';
import { ReceiverFields } from './receiver-fields';
import { ServiceFields } from './service-fields';
import { ServicePointPicker } from './service-point-picker';
import { useShipmentForm, type ShipmentFormApi } from './shipment-form';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { isApiError } from '@/lib/api-error';
import { handleError } from '@/lib/error-handler';
import { setFieldValue } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

/** Puts each problem under its field and returns the ones that belong to none. */
function showProblems(form: ShipmentFormApi, problems: ShipmentProblem[]): string[] {
  const placed = placeProblems(problems);
  const paths = Object.keys(placed.fields);
  paths.forEach((path, i) =>
    form.setError(
      path as never,
      { type: 'server', message: placed.fields[path] },
      { shouldFocus: i === 0 },
    ),
  );
  return placed.general;
}

/**
 * The shipment to buy: receiver, carrier and service, a service point when the service takes
 * one, parcels, reference and label format. Buying first asks the server what would stop it
 * (nothing is bought then) and shows each problem under its field.
 */
export function ShipmentFormBody({
  initial,
  draft,
  options,
  settings,
  onCreated,
}: {
  initial: ShipmentFormValues;
  draft: ShipmentDraft | null;
  options: ShipmentOptions | undefined;
  settings: ShipmentSettings | null;
  onCreated: (shipment: Shipment) => void;
}) {
  const { t } = useTranslation();
  const form = useShipmentForm(initial);
  const create = useCreateShipment();
  const [checking, setChecking] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);

  const [carrier, serviceId, country, postalCode, servicePoint] = form.watch([
    'carrier',
    'service',
    'receiver.country',
    'receiver.postal_code',
    'service_point',
  ]);
  const service = options?.services.find((s) => s.id === serviceId && s.carrier === carrier);
  const pointRule = service?.service_point ?? 'none';
  const pointError = useLabelledError(form, 'service_point', t('shipments.form.service_point'));

  const refused = (error: unknown) => {
    const problems = problemsOf(error);
    if (problems) return setGeneral(showProblems(form, problems));
    const data = isApiError(error) ? error.response?.data : undefined;
    const errors = (data as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
    const fields = Object.keys(errors).filter(isFormField);
    const rest = applyServerErrors(form, error, fields as never[]);
    if (rest) setGeneral([rest]);
    else if (fields.length === 0) handleError(error);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    setChecking(true);
    try {
      const { problems } = await checkShipment(values);
      if (problems.length > 0) return void setGeneral(showProblems(form, problems));
    } catch (error) {
      return void refused(error);
    } finally {
      setChecking(false);
    }
    create.mutate(values, {
      onSuccess: (shipment) => {
        notifySuccess(
          shipment.tracking_number
            ? t('shipments.create.bought', { tracking: shipment.tracking_number })
            : t('shipments.create.bought_no_tracking'),
        );
        onCreated(shipment);
      },
      onError: refused,
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="shipment-form">
      <Stack gap="md">
        {draft && <DraftNotes draft={draft} />}
        {general.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('shipments.create.refused')}>
            <List size="sm">
              {general.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {initial.order === null && (
          <LabelledTextField
            form={form}
            name="order_id"
            label={t('shipments.fields.order_id')}
            description={t('shipments.form.order_id_hint')}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
          />
        )}
        <ReceiverFields form={form} />
        <Divider label={t('shipments.form.service_heading')} labelPosition="left" />
        <ServiceFields form={form} options={options} />
        {pointRule !== 'none' && (
          <ServicePointPicker
            search={{ country: country ?? '', postal_code: postalCode ?? '', carrier }}
            value={servicePoint}
            required={pointRule === 'required'}
            error={pointError}
            onChange={(id) => setFieldValue(form, 'service_point', id)}
          />
        )}
        <Divider label={t('shipments.form.parcels')} labelPosition="left" />
        <ParcelsFields
          form={form}
          needsDimensions={service?.needs_dimensions ?? false}
          newParcel={() => emptyParcel(settings)}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('shipments.create.check_first')}
          </Text>
          <SubmitButton loading={checking || create.isPending} data-testid="buy-label">
            {t('shipments.create.buy')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** What the proposal says about itself: the mapping that chose the service, earlier shipments. */
function DraftNotes({ draft }: { draft: ShipmentDraft }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm">
        {draft.mapped && draft.shipping_method
          ? t('shipments.create.mapped', { method: draft.shipping_method })
          : draft.shipping_method
            ? t('shipments.create.not_mapped', { method: draft.shipping_method })
            : t('shipments.create.defaults')}
      </Text>
      {draft.existing.length > 0 && (
        <Alert color="yellow" variant="light" title={t('shipments.create.existing_title')}>
          <Text size="sm">
            {t('shipments.create.existing', { count: draft.existing.length })}{' '}
            {draft.existing.map((s, i) => (
              <span key={s.id}>
                {i > 0 && ', '}
                <Anchor component={Link} to={`/shipments/${s.id}`} size="sm">
                  {s.tracking_number ?? t('shipments.create.shipment_n', { id: s.id })}
                </Anchor>
              </span>
            ))}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
