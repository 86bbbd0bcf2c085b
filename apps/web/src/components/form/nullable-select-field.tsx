import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from './use-field-error';
import { fieldLabel } from '@/lib/i18n';

const NONE = '__none__';

export interface NullableSelectFieldProps<
  T extends FieldValues,
  V extends string | number,
> extends Omit<SelectProps, 'name' | 'form' | 'error' | 'value' | 'onChange' | 'data'> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  /** what null is called: "all", "any", "none" */
  noneLabel: string;
  options: readonly { value: V; label: string }[];
  /** told the value a person picked, after the form has it (e.g. to clear a field depending on it) */
  onPicked?: (value: V | null) => void;
}

/**
 * A select whose first choice is null ("all apps", "any VAT rate"), for string or number values;
 * it validates when its value changes (SPEC §5).
 */
export function NullableSelectField<T extends FieldValues, V extends string | number>({
  form,
  name,
  label,
  noneLabel,
  options,
  onPicked,
  ...rest
}: NullableSelectFieldProps<T, V>) {
  const error = useFieldError(form, name);
  const data = [
    { value: NONE, label: noneLabel },
    ...options.map((o) => ({ value: String(o.value), label: o.label })),
  ];
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
          data={data}
          value={field.value === null || field.value === undefined ? NONE : String(field.value)}
          onChange={(value) => {
            const option = options.find((o) => String(o.value) === value);
            field.onChange(option ? option.value : null);
            void form.trigger(name);
            onPicked?.(option ? option.value : null);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
