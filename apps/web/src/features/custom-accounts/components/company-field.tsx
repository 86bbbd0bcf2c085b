import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '../api/get-company-options';
import type { CustomAccountForm } from './custom-account-form';
import { useFieldError } from '@/components/form/use-field-error';
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useCompanyOptions(debounced);
  const error = useFieldError(form, 'company');
  const data = (options.data?.results ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.company_id})`,
  }));
  if (initial && !data.some((d) => d.value === String(initial.id)))
    data.unshift({ value: String(initial.id), label: initial.name });
  return (
    <Controller
      control={form.control}
      name="company"
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={t('fields.company')}
          withAsterisk
          searchable
          filter={({ options: all }) => all}
          nothingFoundMessage={t('custom_accounts.no_companies')}
          data={data}
          value={field.value ? String(field.value) : null}
          onSearchChange={setSearch}
          onChange={(value) => {
            field.onChange(value ? Number(value) : undefined);
            setFieldValue(form, 'subscription', null);
            void form.trigger('company');
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
