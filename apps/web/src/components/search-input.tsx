import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps extends Omit<TextInputProps, 'label' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The labelled search box above a list; other TextInput props (e.g. `w`) pass through. */
export function SearchInput({ label, value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
      type="search"
      {...props}
    />
  );
}
