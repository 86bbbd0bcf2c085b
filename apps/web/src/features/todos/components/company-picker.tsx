import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Page } from '@portal/contracts/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

interface CompanyRef {
  id: number;
  name: string;
}

/** Companies found by name (in-house staff see them all), 50 at a time. */
export function useCompanySearch(search: string) {
  return useQuery({
    queryKey: ['companies', 'todo-picker', search],
    queryFn: () =>
      api.get<Page<CompanyRef>>('companies/', {
        params: { search: search.trim() || undefined, limit: 50 },
      }),
    placeholderData: keepPreviousData,
    select: (page) => page.results.map(({ id, name }) => ({ id, name })),
  });
}

/** In-house staff's choice of a to-do's company; empty is their own, internal to-do. */
export function CompanyPicker({
  value,
  onChange,
}: {
  value: CompanyRef | null;
  onChange: (company: CompanyRef | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useCompanySearch(debounced).data ?? [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={t('todos.form.company')}
      description={t('todos.form.company_hint')}
      placeholder={t('todos.form.company_search')}
      searchable
      clearable
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      data={options.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(options.find((c) => String(c.id) === id) ?? null)}
    />
  );
}
