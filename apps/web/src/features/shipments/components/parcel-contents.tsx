import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShipmentFormApi } from './shipment-form';
import { LabelledNumberField, LabelledTextField, useLabelledError } from './labelled-fields';

/** What a parcel holds: description, quantity and the value of one (for customs and insurance). */
export function ParcelContents({ form, parcel }: { form: ShipmentFormApi; parcel: number }) {
  const { t } = useTranslation();
  const items = useFieldArray({ control: form.control, name: `parcels.${parcel}.contents` });
  const n = parcel + 1;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('shipments.form.contents', { n })}
      </Text>
      {items.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shipments.form.no_contents')}
        </Text>
      )}
      {items.fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap" data-testid="content-row">
          <LabelledTextField
            form={form}
            name={`parcels.${parcel}.contents.${index}.description`}
            label={t('shipments.fields.content_description')}
            withAsterisk
            style={{ flex: 2 }}
          />
          <LabelledNumberField
            form={form}
            name={`parcels.${parcel}.contents.${index}.quantity`}
            label={t('shipments.fields.quantity')}
            withAsterisk
            min={1}
            w={90}
          />
          <MoneyField form={form} name={`parcels.${parcel}.contents.${index}.value`} />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t('shipments.form.remove_content', { n: index + 1, parcel: n })}
            onClick={() => items.remove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => items.append({ description: '', sku: '', quantity: 1, value: 0 })}
        >
          {t('shipments.form.add_content', { n })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The value of one item, typed in kronor and kept in öre as the contract counts. */
function MoneyField({
  form,
  name,
}: {
  form: ShipmentFormApi;
  name: `parcels.${number}.contents.${number}.value`;
}) {
  const { t } = useTranslation();
  const label = t('shipments.fields.value');
  const error = useLabelledError(form, name, label);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          w={130}
          min={0}
          decimalScale={2}
          allowNegative={false}
          value={typeof field.value === 'number' ? field.value / 100 : ''}
          onChange={(value) =>
            field.onChange(typeof value === 'number' ? Math.round(value * 100) : null)
          }
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
