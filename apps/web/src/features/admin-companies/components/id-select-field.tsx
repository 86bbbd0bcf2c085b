import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '@/components/form/use-field-error';

interface IdSelectFieldProps<T extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'form' | 'error' | 'value' | 'onChange'
> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
}

/** A select of records whose form value is the numeric id, or null when cleared. */
export function IdSelectField<T extends FieldValues>({
  form,
  name,
  ...rest
}: IdSelectFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...rest}
          ref={field.ref}
          name={field.name}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
