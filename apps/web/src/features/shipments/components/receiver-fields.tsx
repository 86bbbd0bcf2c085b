import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShipmentFormApi } from './shipment-form';
import { LabelledTextField } from './labelled-fields';

const FIELDS = [
  ['name', 'name', true],
  ['company', 'off', false],
  ['address1', 'address-line1', true],
  ['address2', 'address-line2', false],
  ['postal_code', 'postal-code', true],
  ['city', 'address-level2', true],
  ['country', 'country', true],
  ['email', 'email', false],
  ['phone', 'tel', false],
] as const;

/** Who receives the parcel and where. */
export function ReceiverFields({ form }: { form: ShipmentFormApi }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('shipments.form.receiver')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map(([name, autoComplete, required]) => (
          <LabelledTextField
            key={name}
            form={form}
            name={`receiver.${name}`}
            label={t(`shipments.fields.${name}`)}
            withAsterisk={required}
            autoComplete={autoComplete}
            maxLength={name === 'country' ? 2 : undefined}
            description={name === 'country' ? t('shipments.form.country_hint') : undefined}
            type={name === 'email' ? 'email' : 'text'}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
