import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { VAT_FREQUENCIES, type ClientTaxSettings } from '@portal/contracts/schemas/tax-preparation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientTaxSettingsInput, useSaveTaxSettings } from '../api/get-tax-settings';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['vat_frequency', 'fiscal_year_end_month'] as const;

export function monthNames(language: string) {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 15))));
}

/** A client's VAT period and the month its fiscal year ends. */
export function TaxSettingsModal({
  settings,
  onClose,
}: {
  settings: ClientTaxSettings | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveTaxSettings();
  const values = {
    vat_frequency: settings?.vat_frequency ?? 'quarterly',
    fiscal_year_end_month: String(settings?.fiscal_year_end_month ?? 12),
  };
  const form = useZodForm(ClientTaxSettingsInput, values);
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!settings) return;
    reset({
      vat_frequency: settings.vat_frequency,
      fiscal_year_end_month: String(settings.fiscal_year_end_month),
    });
    setProblem(null);
  }, [settings, reset]);

  const onSubmit = form.handleSubmit((input) => {
    if (!settings) return;
    setProblem(null);
    save.mutate(
      { company: settings.company, input },
      {
        onSuccess: () => {
          notifySuccess(t('preparation.tax.settings.saved'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });
  const months = monthNames(i18n.language);
  return (
    <Modal
      opened={settings !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('preparation.tax.settings.title', { client: settings?.company_name ?? '' })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <SelectField
            form={form}
            name="vat_frequency"
            label={t('preparation.tax.settings.vat_frequency')}
            allowDeselect={false}
            data={VAT_FREQUENCIES.map((v) => ({
              value: v,
              label: t(`preparation.tax.settings.frequencies.${v}`),
            }))}
          />
          <SelectField
            form={form}
            name="fiscal_year_end_month"
            label={t('preparation.tax.settings.fiscal_year_end_month')}
            allowDeselect={false}
            data={months.map((name, i) => ({ value: String(i + 1), label: name }))}
          />
          <Text size="xs" c="dimmed">
            {t('preparation.tax.settings.hint')}
          </Text>
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {t('preparation.tax.settings.save')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
