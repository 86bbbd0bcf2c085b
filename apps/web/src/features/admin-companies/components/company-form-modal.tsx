import { Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyInput, useCreateCompany } from '../api/create-company';
import { useFirmOptions } from '../api/get-firm-options';
import { useUpdateCompany } from '../api/update-company';
import { IdSelectField } from './id-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const TEXT_FIELDS = [
  'billing_email',
  'mobile_phone',
  'office_phone',
  'address_line1',
  'address_line2',
  'address_co',
  'zip_code',
  'city',
  'country',
] as const;

function formValues(company: Company | null): CompanyInput {
  return {
    name: company?.name ?? '',
    company_id: company?.company_id ?? '',
    billing_email: company?.billing_email ?? '',
    mobile_phone: company?.mobile_phone ?? '',
    office_phone: company?.office_phone ?? '',
    country: company?.country ?? 'SE',
    city: company?.city ?? '',
    zip_code: company?.zip_code ?? '',
    address_line1: company?.address_line1 ?? '',
    address_line2: company?.address_line2 ?? '',
    address_co: company?.address_co ?? '',
    is_active: company?.is_active ?? true,
    accept_sms: company?.accept_sms ?? false,
    accounting_firm_id: company?.accounting_firm?.id ?? null,
  };
}

/** Create (company null) or edit a company: POST companies/ or PATCH companies/{id}/. */
export function CompanyFormModal({
  opened,
  company,
  onClose,
}: {
  opened: boolean;
  company: Company | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const firms = useFirmOptions(opened);
  const form = useZodForm(CompanyInput, formValues(company));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(formValues(company));
  }, [opened, company, reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (company)
      update.mutate(
        { id: company.id, patch: values },
        {
          onSuccess: () => {
            notifySuccess(t('admin.companies.saved'));
            onClose();
          },
        },
      );
    else
      create.mutate(values, {
        onSuccess: () => {
          notifySuccess(t('admin.companies.created'));
          onClose();
        },
      });
  });
  const label = (name: keyof CompanyInput) => t(`admin.companies.fields.${name}`);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        company
          ? t('admin.companies.edit_title', { name: company.name })
          : t('admin.companies.create')
      }
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
              name="company_id"
              label={label('company_id')}
              withAsterisk
              placeholder="556677-8899"
              autoComplete="off"
            />
            {TEXT_FIELDS.map((name) => (
              <TextField
                key={name}
                form={form}
                name={name}
                label={label(name)}
                autoComplete="off"
              />
            ))}
            <IdSelectField
              form={form}
              name="accounting_firm_id"
              label={label('accounting_firm_id')}
              placeholder={t('admin.none')}
              data={firms.data ?? []}
              searchable
              clearable
            />
          </SimpleGrid>
          <Group>
            <SwitchField form={form} name="is_active" label={label('is_active')} />
            <SwitchField form={form} name="accept_sms" label={label('accept_sms')} />
          </Group>
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || update.isPending}>
              {company ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
