import { Alert, Fieldset, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CUSTOM_ACCOUNT_RANGES,
  CUSTOM_ACCOUNT_TYPES,
  MAPPING_EVENT_TYPES,
  MAPPING_ROWS,
  MAPPING_VAT_RATES,
  MATCH_TYPES,
  outsideTypeRange,
  type CustomAccountMapping,
  type CustomAccountMappingInput,
} from '@portal/contracts/schemas/custom-accounts';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanySubscriptions } from '../api/get-company-options';
import { useSaveCustomAccount } from '../api/save-custom-account';
import { CompanyField } from './company-field';
import { formValues, useCustomAccountForm } from './custom-account-form';
import { ConfirmModal } from '@/components/confirm-modal';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

const FIELDS = [
  'company',
  'subscription',
  'account_type',
  'account_number',
  'match_type',
  'match_code',
  'vat_rate',
  'event_type',
  'accounting_number',
  ...MAPPING_ROWS,
] as const;

/**
 * Create (mapping null) or edit a custom account mapping. An account outside its type's BAS range
 * is saved only after the user confirms it, with the range shown (SPEC §5).
 */
export function CustomAccountFormModal({
  opened,
  mapping,
  onClose,
}: {
  opened: boolean;
  mapping: CustomAccountMapping | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCustomAccount();
  const form = useCustomAccountForm(mapping);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CustomAccountMappingInput | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(mapping));
    setProblem(null);
  }, [opened, mapping, reset]);

  const company = useWatch({ control: form.control, name: 'company' });
  const matchType = useWatch({ control: form.control, name: 'match_type' });
  const subscriptions = useCompanySubscriptions(company ? Number(company) : null);

  const send = (input: CustomAccountMappingInput) => {
    setProblem(null);
    save.mutate(
      { id: mapping?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(mapping ? t('custom_accounts.updated') : t('custom_accounts.created'));
          setConfirming(null);
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          setProblem(applyServerErrors(form, error, FIELDS));
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((input) => {
    const unchanged =
      mapping?.account_number === input.account_number &&
      mapping.account_type === input.account_type;
    if (!unchanged && outsideTypeRange(input.account_type, input.account_number))
      setConfirming(input);
    else send(input);
  });

  const range = confirming ? CUSTOM_ACCOUNT_RANGES[confirming.account_type] : null;
  return (
    <>
      <Modal
        opened={opened && confirming === null}
        onClose={onClose}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={mapping ? t('custom_accounts.edit') : t('custom_accounts.add')}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <CompanyField
              form={form}
              initial={mapping ? { id: mapping.company, name: mapping.company_name } : null}
            />
            <NullableSelectField
              form={form}
              name="subscription"
              noneLabel={t('custom_accounts.all_subscriptions')}
              disabled={!company}
              options={(subscriptions.data ?? []).map((s) => ({
                value: s.id,
                label: `${s.application_name} → ${s.accounting_name}`,
              }))}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <SelectField
                form={form}
                name="account_type"
                withAsterisk
                allowDeselect={false}
                data={CUSTOM_ACCOUNT_TYPES.map((v) => ({
                  value: v,
                  label: t(`custom_accounts.account_types.${v}`),
                }))}
              />
              <TextField
                form={form}
                name="account_number"
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
              />
              <SelectField
                form={form}
                name="match_type"
                withAsterisk
                allowDeselect={false}
                data={MATCH_TYPES.map((v) => ({
                  value: v,
                  label: t(`custom_accounts.match_types.${v}`),
                }))}
              />
              <TextField
                form={form}
                name="match_code"
                disabled={matchType === 'any'}
                withAsterisk={matchType !== 'any'}
                description={
                  matchType && matchType !== 'any'
                    ? t(`custom_accounts.match_code_hint.${matchType}`)
                    : undefined
                }
                autoComplete="off"
              />
              <NullableSelectField
                form={form}
                name="vat_rate"
                noneLabel={t('custom_accounts.any')}
                options={MAPPING_VAT_RATES.map((v) => ({ value: v, label: `${v} %` }))}
              />
              <NullableSelectField
                form={form}
                name="event_type"
                noneLabel={t('custom_accounts.any')}
                options={MAPPING_EVENT_TYPES.map((v) => ({
                  value: v,
                  label: t(`custom_accounts.event_types.${v}`),
                }))}
              />
            </SimpleGrid>
            <TextField form={form} name="accounting_number" autoComplete="off" />
            <Fieldset legend={t('custom_accounts.rows')} variant="unstyled">
              <Text size="xs" c="dimmed" mb="xs">
                {t('custom_accounts.rows_hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {MAPPING_ROWS.map((row) => (
                  <SwitchField
                    key={row}
                    form={form}
                    name={row}
                    label={t(`custom_accounts.row_kinds.${row}`)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Group justify="flex-end">
              <SubmitButton loading={save.isPending}>
                {mapping ? t('common.save') : t('admin.create')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmModal
        opened={confirming !== null}
        title={t('custom_accounts.confirm_title')}
        message={
          confirming && range
            ? t('custom_accounts.confirm_text', {
                account: confirming.account_number,
                min: range.min,
                max: range.max,
                type: t(`custom_accounts.account_types.${confirming.account_type}`),
              })
            : ''
        }
        confirmLabel={t('custom_accounts.confirm')}
        color="orange"
        loading={save.isPending}
        onConfirm={() => confirming && send({ ...confirming, confirmed: true })}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
