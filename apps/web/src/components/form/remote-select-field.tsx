import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from './use-field-error';
import { fieldLabel } from '@/lib/i18n';

export interface RemoteOption {
  id: number;
  label: string;
}

export interface RemoteSelectFieldProps<T extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'form' | 'error' | 'value' | 'onChange' | 'data' | 'searchable'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  /** the options for what is typed, searched on the server (debounced 300 ms) */
  useOptions: (search: string) => RemoteOption[];
  /** the saved choice, shown before any search has run */
  initial: RemoteOption | null;
  /** after the value changed (e.g. to clear a field that depends on it) */
  onPicked?: (id: number | undefined) => void;
}

/** A select of an id (company, firm…) searched on the server as one types (SPEC §5 on change). */
export function RemoteSelectField<T extends FieldValues>({
  form,
  name,
  label,
  useOptions,
  initial,
  onPicked,
  ...rest
}: RemoteSelectFieldProps<T>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useOptions(debounced);
  const error = useFieldError(form, name);
  const data = options.map((o) => ({ value: String(o.id), label: o.label }));
  if (initial && !data.some((d) => d.value === String(initial.id)))
    data.unshift({ value: String(initial.id), label: initial.label });
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...rest}
          ref={field.ref}
          name={field.name}
          label={label ?? fieldLabel(labelName(name))}
          searchable
          filter={({ options: all }) => all}
          data={data}
          value={field.value ? String(field.value) : null}
          onSearchChange={setSearch}
          onChange={(value) => {
            const picked = value ? Number(value) : undefined;
            field.onChange(picked);
            onPicked?.(picked);
            void form.trigger(name);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
