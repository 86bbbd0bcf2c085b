import { Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import {
  AFFILIATE_TYPES,
  TIER_PLANS,
  type AccountingFirm,
} from '@portal/contracts/schemas/tenancy';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FirmInput, useCreateFirm } from '../api/create-firm';
import { useFirmAccountants } from '../api/get-firm-accountants';
import { useUpdateFirm } from '../api/update-firm';
import { NullableSelectField } from './nullable-select-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

function formValues(firm: AccountingFirm | null): FirmInput {
  return {
    name: firm?.name ?? '',
    firm_number: firm?.firm_number ?? '',
    affiliate_code: firm?.affiliate_code ?? '',
    affiliate_type: firm?.affiliate_type ?? null,
    bank: firm?.bank ?? '',
    bankgiro_number: firm?.bankgiro_number ?? '',
    primary_accountant_id: firm?.primary_accountant_id ?? null,
    tier_plan: firm?.tier_plan ?? 'silver',
    new_features: firm?.new_features ?? false,
  };
}

/** Create (firm null) or edit an accounting firm: POST accounting-firms/ or PATCH …/{id}/. */
export function FirmFormModal({
  opened,
  firm,
  onClose,
}: {
  opened: boolean;
  firm: AccountingFirm | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateFirm();
  const update = useUpdateFirm();
  const accountants = useFirmAccountants(opened && firm ? firm.id : null);
  const form = useZodForm(FirmInput, formValues(firm));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(formValues(firm));
  }, [opened, firm, reset]);

  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) => {
    if (firm)
      update.mutate({ id: firm.id, patch: values }, { onSuccess: done(t('admin.firms.saved')) });
    else create.mutate(values, { onSuccess: done(t('admin.firms.created')) });
  });
  const label = (name: keyof FirmInput) => t(`admin.firms.fields.${name}`);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={firm ? t('admin.firms.edit_title', { name: firm.name }) : t('admin.firms.create')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              form={form}
              name="name"
              label={label('name')}
              withAsterisk
              autoComplete="off"
            />
            <TextField
              form={form}
              name="firm_number"
              label={label('firm_number')}
              autoComplete="off"
            />
            <SelectField
              form={form}
              name="tier_plan"
              label={label('tier_plan')}
              allowDeselect={false}
              data={TIER_PLANS.map((plan) => ({
                value: plan,
                label: t(`admin.firms.tiers.${plan}`),
              }))}
            />
            <NullableSelectField
              form={form}
              name="affiliate_type"
              label={label('affiliate_type')}
              placeholder={t('admin.firms.affiliate_types.none')}
              data={AFFILIATE_TYPES.map((type) => ({
                value: type,
                label: t(`admin.firms.affiliate_types.${type}`),
              }))}
            />
            <TextField
              form={form}
              name="affiliate_code"
              label={label('affiliate_code')}
              autoComplete="off"
            />
            <TextField form={form} name="bank" label={label('bank')} autoComplete="off" />
            <TextField
              form={form}
              name="bankgiro_number"
              label={label('bankgiro_number')}
              placeholder="123-4567"
              autoComplete="off"
            />
            <NullableSelectField
              form={form}
              name="primary_accountant_id"
              numeric
              label={label('primary_accountant_id')}
              placeholder={t('admin.none')}
              description={firm ? undefined : t('admin.firms.primary_hint')}
              disabled={!firm}
              searchable
              data={(accountants.data ?? []).map((accountant) => ({
                value: String(accountant.id),
                label:
                  `${accountant.first_name} ${accountant.last_name}`.trim() || accountant.email,
              }))}
            />
          </SimpleGrid>
          <SwitchField form={form} name="new_features" label={label('new_features')} />
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || update.isPending}>
              {firm ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
