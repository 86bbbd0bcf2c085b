import { ActionIcon, Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import type { ShipmentOptions, ShipmentSettingsInput } from '@portal/contracts/schemas/shipments';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledSelectField, useLabelledError } from './labelled-fields';
import { servicesOf } from './service-fields';

type SettingsForm = UseFormReturn<
  ShipmentSettingsInput,
  unknown,
  z.output<typeof ShipmentSettingsInput>
>;

/**
 * Shop shipping method → carrier service: the draft of an order whose method is mapped gets
 * that service. The methods the shop's orders name are offered; another may be typed.
 */
export function ServiceMappingsField({
  form,
  options,
}: {
  form: SettingsForm;
  options: ShipmentOptions | undefined;
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'service_mappings' });
  const mappings = form.watch('service_mappings');
  return (
    <Stack gap="xs" data-testid="service-mappings">
      <Text size="sm" fw={500}>
        {t('shipments.settings.mappings')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('shipments.settings.mappings_hint')}
      </Text>
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shipments.settings.no_mappings')}
        </Text>
      )}
      {rows.fields.map((field, index) => {
        const carrier = mappings[index]?.carrier ?? '';
        const n = index + 1;
        return (
          <Group key={field.id} align="flex-start" wrap="wrap" gap="xs" data-testid="mapping-row">
            <MethodField form={form} index={index} methods={options?.shop_methods ?? []} />
            <LabelledSelectField
              form={form}
              name={`service_mappings.${index}.carrier`}
              label={t('shipments.fields.carrier')}
              withAsterisk
              allowDeselect={false}
              data={(options?.carriers ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onPicked={() => form.setValue(`service_mappings.${index}.service`, '')}
              w={180}
            />
            <LabelledSelectField
              form={form}
              name={`service_mappings.${index}.service`}
              label={t('shipments.fields.service')}
              withAsterisk
              allowDeselect={false}
              data={servicesOf(options, carrier).map((s) => ({ value: s.id, label: s.name }))}
              w={220}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('shipments.settings.remove_mapping', { n })}
              onClick={() => rows.remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => rows.append({ shipping_method: '', carrier: '', service: '' })}
        >
          {t('shipments.settings.add_mapping')}
        </Button>
      </Group>
    </Stack>
  );
}

function MethodField({
  form,
  index,
  methods,
}: {
  form: SettingsForm;
  index: number;
  methods: string[];
}) {
  const { t } = useTranslation();
  const name = `service_mappings.${index}.shipping_method` as const;
  const label = t('shipments.settings.shipping_method');
  const error = useLabelledError(form, name, label);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          ref={field.ref}
          name={field.name}
          label={label}
          withAsterisk
          error={error}
          data={methods}
          value={field.value ?? ''}
          onChange={field.onChange}
          onOptionSubmit={() => void form.trigger(name)}
          onBlur={field.onBlur}
          w={240}
        />
      )}
    />
  );
}
