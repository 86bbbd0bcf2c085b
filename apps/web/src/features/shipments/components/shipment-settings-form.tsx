import {
  Alert,
  Button,
  Center,
  CopyButton,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  LABEL_FORMATS,
  PACKAGE_TYPES,
  ShipmentSettingsInput,
  type ShipmentOptions,
  type ShipmentSettings,
} from '@portal/contracts/schemas/shipments';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipmentOptions } from '../api/get-options';
import { useSaveShipmentSettings, useShipmentSettings } from '../api/shipment-settings';
import { LabelledNumberField, LabelledSelectField, LabelledTextField } from './labelled-fields';
import { servicesOf } from './service-fields';
import { ServiceMappingsField } from './service-mappings-field';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

/** The settings as the form edits them (the webhook URL is shown, not sent). */
export function settingsFormValues(settings: ShipmentSettings): ShipmentSettingsInput {
  const { webhook_url: _webhook, ...values } = settings;
  return { ...values, service_mappings: settings.service_mappings.map((m) => ({ ...m })) };
}

/** /shipments/settings: loaded, then the form; a failed load offers Try again (SPEC §8). */
export function ShipmentSettingsScreen() {
  const { t } = useTranslation();
  const settings = useShipmentSettings();
  const options = useShipmentOptions();
  if (settings.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (settings.isError)
    return (
      <Group role="alert">
        <Text c="red">{t('shipments.settings.load_failed')}</Text>
        <Button variant="default" size="xs" onClick={() => void settings.refetch()}>
          {t('common.try_again')}
        </Button>
      </Group>
    );
  return <SettingsForm settings={settings.data} options={options.data} />;
}

const FIELDS = [
  'default_carrier',
  'default_service',
  'default_weight_grams',
  'package_type',
  'default_length_cm',
  'default_width_cm',
  'default_height_cm',
  'label_format',
  'book_freight',
  'freight_account',
  'notify_customer',
] as const;

function SettingsForm({
  settings,
  options,
}: {
  settings: ShipmentSettings;
  options: ShipmentOptions | undefined;
}) {
  const { t } = useTranslation();
  const save = useSaveShipmentSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(ShipmentSettingsInput, settingsFormValues(settings));
  const [carrier, bookFreight] = form.watch(['default_carrier', 'book_freight']);

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(settingsFormValues(saved));
        notifySuccess(t('common.settings_saved'));
      },
      onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="shipment-settings">
      <Stack gap="md" maw={880}>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NullableSelectField
                form={form}
                name="default_carrier"
                label={t('shipments.settings.default_carrier')}
                noneLabel={t('shipments.settings.none')}
                options={(options?.carriers ?? []).map((c) => ({ value: c.code, label: c.name }))}
                // another carrier's services are not this one's: its default service is let go
                onPicked={() => form.setValue('default_service', null, { shouldDirty: true })}
              />
              <NullableSelectField
                form={form}
                name="default_service"
                label={t('shipments.settings.default_service')}
                noneLabel={t('shipments.settings.none')}
                options={servicesOf(options, carrier ?? '').map((s) => ({
                  value: s.id,
                  label: s.name,
                }))}
              />
              <LabelledNumberField
                form={form}
                name="default_weight_grams"
                label={t('shipments.settings.default_weight')}
                withAsterisk
                min={1}
              />
              <LabelledSelectField
                form={form}
                name="package_type"
                label={t('shipments.settings.package_type')}
                allowDeselect={false}
                data={PACKAGE_TYPES.map((p) => ({
                  value: p,
                  label: t(`shipments.package_types.${p}`),
                }))}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {(['default_length_cm', 'default_width_cm', 'default_height_cm'] as const).map(
                (name) => (
                  <LabelledNumberField
                    key={name}
                    form={form}
                    name={name}
                    label={t(`shipments.settings.${name}`)}
                    min={1}
                  />
                ),
              )}
            </SimpleGrid>
            <LabelledSelectField
              form={form}
              name="label_format"
              label={t('shipments.settings.label_format')}
              allowDeselect={false}
              data={LABEL_FORMATS.map((f) => ({ value: f, label: t(`shipments.formats.${f}`) }))}
              maw={320}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <ServiceMappingsField form={form} options={options} />
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SwitchField
              form={form}
              name="book_freight"
              label={t('shipments.settings.book_freight')}
            />
            <LabelledTextField
              form={form}
              name="freight_account"
              label={t('shipments.settings.freight_account')}
              description={t('shipments.settings.freight_account_hint')}
              disabled={!bookFreight}
              inputMode="numeric"
              maxLength={4}
              maw={240}
            />
            <Divider />
            <SwitchField
              form={form}
              name="notify_customer"
              label={t('shipments.settings.notify_customer')}
            />
          </Stack>
        </Paper>
        <WebhookUrl url={settings.webhook_url} />
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>{t('common.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Where the aggregator sends status webhooks: read-only, with a copy button. */
function WebhookUrl({ url }: { url: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      {url ? (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('shipments.settings.webhook_url')}
            description={t('shipments.settings.webhook_hint')}
            value={url}
            readOnly
            style={{ flex: 1 }}
            data-testid="webhook-url"
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? t('shipments.settings.copied') : t('shipments.settings.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('shipments.settings.no_webhook')}
        </Text>
      )}
    </Paper>
  );
}
