import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBudgetAccounts } from '../api/get-budget-accounts';

/** Adds a row for a result account of the company's chart, found by number or name. */
export function AddAccountSelect({
  company,
  taken,
  onAdd,
}: {
  company: number;
  taken: readonly number[];
  onAdd: (account: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const accounts = useBudgetAccounts(company, debounced);
  const options = (accounts.data?.results ?? [])
    .filter((a) => !taken.includes(a.account))
    .map((a) => ({ value: String(a.account), label: `${a.account} ${a.name}` }));
  return (
    <Select
      label={t('planning.grid.add_account')}
      placeholder={t('planning.grid.add_placeholder')}
      searchable
      filter={({ options: all }) => all}
      data={options}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('planning.grid.no_accounts')}
      onChange={(value) => {
        const chosen = accounts.data?.results.find((a) => String(a.account) === value);
        if (chosen) onAdd(chosen.account, chosen.name);
        setSearch('');
      }}
      w={{ base: '100%', sm: 320 }}
      data-testid="add-account"
    />
  );
}
