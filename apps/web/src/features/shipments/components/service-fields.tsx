import { SimpleGrid } from '@mantine/core';
import { LABEL_FORMATS, type ShipmentOptions } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import type { ShipmentFormApi } from './shipment-form';
import { LabelledSelectField, LabelledTextField } from './labelled-fields';
import { formatMinor } from '../utils/format';

type Service = ShipmentOptions['services'][number];

/** The services a carrier offers, for its select. */
export function servicesOf(options: ShipmentOptions | undefined, carrier: string): Service[] {
  return (options?.services ?? []).filter((service) => service.carrier === carrier);
}

/** Carrier, its service, the label's format and the shipment's reference. */
export function ServiceFields({
  form,
  options,
}: {
  form: ShipmentFormApi;
  options: ShipmentOptions | undefined;
}) {
  const { t, i18n } = useTranslation();
  const carrier = form.watch('carrier');
  const services = servicesOf(options, carrier);
  const serviceLabel = (service: Service) =>
    service.price === null
      ? service.name
      : `${service.name} (${formatMinor(service.price, 'SEK', i18n.language)})`;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LabelledSelectField
        form={form}
        name="carrier"
        label={t('shipments.fields.carrier')}
        withAsterisk
        allowDeselect={false}
        data={(options?.carriers ?? []).map((c) => ({ value: c.code, label: c.name }))}
        onPicked={(picked) => {
          if (!servicesOf(options, picked).some((s) => s.id === form.getValues('service')))
            form.setValue('service', '');
          form.setValue('service_point', null);
        }}
      />
      <LabelledSelectField
        form={form}
        name="service"
        label={t('shipments.fields.service')}
        withAsterisk
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('shipments.form.no_services')}
        data={services.map((s) => ({ value: s.id, label: serviceLabel(s) }))}
        onPicked={(picked) => {
          const service = services.find((s) => s.id === picked);
          if (service?.service_point === 'none') form.setValue('service_point', null);
        }}
      />
      <LabelledSelectField
        form={form}
        name="label_format"
        label={t('shipments.fields.label_format')}
        allowDeselect={false}
        data={LABEL_FORMATS.map((f) => ({ value: f, label: t(`shipments.formats.${f}`) }))}
      />
      <LabelledTextField
        form={form}
        name="reference"
        label={t('shipments.fields.reference')}
        autoComplete="off"
      />
    </SimpleGrid>
  );
}
