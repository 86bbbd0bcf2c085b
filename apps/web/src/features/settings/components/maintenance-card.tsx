import { Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/get-public-settings';
import { MaintenanceUpdate, useUpdateMaintenance } from '../api/update-maintenance';
import { SwitchField } from '@/components/form/switch-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useZodForm } from '@/lib/form';
import { fieldLabel } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';

/** In-house: switch the login maintenance warning on or off, with its Swedish and English texts. */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const { data } = usePublicSettings();
  const update = useUpdateMaintenance();
  const form = useZodForm(MaintenanceUpdate, { enabled: false, message_sv: '', message_en: '' });
  const svError = useFieldError(form, 'message_sv');
  const enError = useFieldError(form, 'message_en');
  const { reset } = form;
  const { isDirty } = form.formState;
  const loaded = data !== undefined;

  // the saved setting fills the form, but never over what the user has started to change
  useEffect(() => {
    if (data && !isDirty) reset(data.maintenance);
  }, [data, isDirty, reset]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => notifySuccess(t('common.settings_saved')) }),
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="maintenance-title">
      <Title order={2} size="h4" id="maintenance-title">
        {t('dashboard.maintenance.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('dashboard.maintenance.intro')}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SwitchField
            form={form}
            name="enabled"
            label={t('dashboard.maintenance.enabled')}
            disabled={!loaded}
          />
          <Textarea
            {...form.register('message_sv')}
            label={fieldLabel('message_sv')}
            error={svError}
            disabled={!loaded}
            autosize
            minRows={2}
          />
          <Textarea
            {...form.register('message_en')}
            label={fieldLabel('message_en')}
            error={enError}
            disabled={!loaded}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending} disabled={!loaded}>
              {t('dashboard.maintenance.save')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
