import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../api/get-company-options';
import type { CustomAccountForm } from './custom-account-form';
import { RemoteSelectField } from '@/components/form/remote-select-field';
import { setFieldValue } from '@/lib/form';

/** The company, searched by name or organisation number on the server as one types. */
export function CompanyField({
  form,
  initial,
}: {
  form: CustomAccountForm;
  initial: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <RemoteSelectField
      form={form}
      name="company"
      withAsterisk
      nothingFoundMessage={t('custom_accounts.no_companies')}
      useOptions={useCompanyOptions}
      initial={initial && { id: initial.id, label: initial.name }}
      onPicked={() => setFieldValue(form, 'subscription', null)}
    />
  );
}
