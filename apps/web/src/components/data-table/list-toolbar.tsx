import { Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListQuery } from './use-list-query';
import { SearchInput } from '@/components/search-input';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** A select filter declared as data; clearing it puts the filter back to its starting value. */
export type SelectFilter<F> = {
  [K in keyof F]: {
    key: K;
    label: string;
    placeholder?: string;
    options: readonly FilterOption<F[K] & string>[];
    width?: number;
  };
}[keyof F];

/** A day filter (YYYY-MM-DD) declared as data: a date input; emptying it clears the filter. */
export type DateFilter<F> = {
  [K in keyof F]: F[K] extends string | null
    ? { key: K; label: string; min?: string; max?: string; width?: number }
    : never;
}[keyof F];

export interface ListToolbarProps<F> {
  /** `width` keeps a list's own search box width; without it the box sizes to its label */
  search?: { label: string; placeholder?: string; width?: number };
  filters?: readonly SelectFilter<F>[];
  /** day filters after the selects, e.g. a from/to range */
  dates?: readonly DateFilter<F>[];
  /** further controls beside the filters, e.g. a switch */
  children?: ReactNode;
  /** controls on the far right: actions, live status, later the export */
  end?: ReactNode;
}

/** The search box and filters above a list, all of them writing to the list's query state. */
export function ListToolbar<F>({
  list,
  search,
  filters = [],
  dates = [],
  children,
  end,
}: ListToolbarProps<F> & { list: ListQuery<F> }) {
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        {search && (
          <SearchInput
            label={search.label}
            placeholder={search.placeholder}
            value={list.search}
            onChange={list.setSearch}
            w={search.width}
          />
        )}
        {filters.map((filter) => (
          <Select
            key={String(filter.key)}
            label={filter.label}
            placeholder={filter.placeholder}
            data={filter.options}
            value={
              filter.options.find((option) => option.value === list.filters[filter.key])?.value ??
              null
            }
            onChange={(value) => {
              const option = filter.options.find((candidate) => candidate.value === value);
              if (option) list.setFilter(filter.key, option.value);
              else list.resetFilter(filter.key);
            }}
            clearable
            w={filter.width ?? 200}
          />
        ))}
        {dates.map((filter) => (
          <TextInput
            key={String(filter.key)}
            type="date"
            label={filter.label}
            min={filter.min}
            max={filter.max}
            value={(list.filters[filter.key] as string | null) ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value) list.setFilter(filter.key, value as F[keyof F]);
              else list.resetFilter(filter.key);
            }}
            w={filter.width ?? 170}
          />
        ))}
        {children}
      </Group>
      {end && <Group>{end}</Group>}
    </Group>
  );
}
