import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '@/components/form/use-field-error';

interface NullableSelectFieldProps<T extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'form' | 'error' | 'value' | 'onChange'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  /** the form value is a numeric id rather than the option's string */
  numeric?: boolean;
}

/** A clearable select whose form value is null when nothing is chosen. */
export function NullableSelectField<T extends FieldValues>({
  form,
  name,
  numeric = false,
  ...rest
}: NullableSelectFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          clearable
          {...rest}
          ref={field.ref}
          name={field.name}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) =>
            field.onChange(value === null ? null : numeric ? Number(value) : value)
          }
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
