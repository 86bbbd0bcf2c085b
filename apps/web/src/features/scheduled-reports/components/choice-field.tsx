import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from '@/components/form/use-field-error';
import { fieldLabel } from '@/lib/i18n';

/** A select of typed choices (numbers, "last", enums); it validates when it changes (SPEC §5). */
export function ChoiceField<T extends FieldValues, V extends string | number>({
  form,
  name,
  label,
  options,
  ...rest
}: Omit<SelectProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'data'> & {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  options: readonly { value: V; label: string }[];
}) {
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
          label={label ?? fieldLabel(labelName(name))}
          allowDeselect={false}
          data={options.map((o) => ({ value: String(o.value), label: o.label }))}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => {
            field.onChange(options.find((o) => String(o.value) === value)?.value ?? null);
            void form.trigger(name);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
