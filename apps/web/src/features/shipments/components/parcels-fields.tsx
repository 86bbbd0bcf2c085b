import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { SHIPMENT_PARCELS_MAX } from '@portal/contracts/schemas/shipments';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShipmentFormApi } from './shipment-form';
import { LabelledNumberField, LabelledTextField } from './labelled-fields';
import { ParcelContents } from './parcel-contents';
import type { ShipmentFormValues } from '../utils/draft';

/** The parcels: weight, dimensions (required by some services), description and contents. */
export function ParcelsFields({
  form,
  needsDimensions,
  newParcel,
}: {
  form: ShipmentFormApi;
  needsDimensions: boolean;
  newParcel: () => ShipmentFormValues['parcels'][number];
}) {
  const { t } = useTranslation();
  const parcels = useFieldArray({ control: form.control, name: 'parcels' });
  const error =
    form.formState.errors.parcels?.root?.message ?? form.formState.errors.parcels?.message;

  return (
    <Stack gap="sm">
      {parcels.fields.map((field, index) => {
        const n = index + 1;
        return (
          <Fieldset key={field.id} legend={t('shipments.form.parcel', { n })} data-testid="parcel">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <LabelledNumberField
                  form={form}
                  name={`parcels.${index}.weight_grams`}
                  label={t('shipments.fields.weight_grams')}
                  withAsterisk
                  min={1}
                />
                {(['length_cm', 'width_cm', 'height_cm'] as const).map((name) => (
                  <LabelledNumberField
                    key={name}
                    form={form}
                    name={`parcels.${index}.${name}`}
                    label={t(`shipments.fields.${name}`)}
                    withAsterisk={needsDimensions}
                    min={1}
                  />
                ))}
              </SimpleGrid>
              <LabelledTextField
                form={form}
                name={`parcels.${index}.description`}
                label={t('shipments.fields.parcel_description')}
                autoComplete="off"
              />
              <ParcelContents form={form} parcel={index} />
              {parcels.fields.length > 1 && (
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => parcels.remove(index)}
                  >
                    {t('shipments.form.remove_parcel', { n })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {t('shipments.form.parcels_required')}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={parcels.fields.length >= SHIPMENT_PARCELS_MAX}
          onClick={() => parcels.append(newParcel())}
        >
          {t('shipments.form.add_parcel')}
        </Button>
      </Group>
    </Stack>
  );
}
