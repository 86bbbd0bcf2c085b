import {
  NumberInput,
  Select,
  TextInput,
  type NumberInputProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import {
  Controller,
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useErrorText } from '@/lib/form';

type Form<T extends FieldValues> = UseFormReturn<T, unknown, FieldValues>;

/** A field's worded error with the field's own label in it (these fields have no shared label). */
export function useLabelledError<T extends FieldValues>(
  form: Form<T>,
  name: Path<T>,
  label: string,
) {
  const { errors } = useFormState({ control: form.control, name });
  return useErrorText()(get(errors, name) as { message?: string } | undefined, name, label);
}

/** A text input validated on blur, its error naming `label`. */
export function LabelledTextField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: Omit<TextInputProps, 'name' | 'form' | 'error' | 'label'> & {
  form: Form<T>;
  name: Path<T>;
  label: string;
}) {
  const error = useLabelledError(form, name, label);
  return <TextInput {...form.register(name)} label={label} error={error} {...rest} />;
}

/** A whole-number input; empty is null. Validated on blur like a text field. */
export function LabelledNumberField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: Omit<NumberInputProps, 'name' | 'form' | 'error' | 'label' | 'value' | 'onChange'> & {
  form: Form<T>;
  name: Path<T>;
  label: string;
}) {
  const error = useLabelledError(form, name, label);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          allowDecimal={false}
          allowNegative={false}
          {...rest}
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A select validated when it changes (SPEC §5); `onPicked` lets the form follow up. */
export function LabelledSelectField<T extends FieldValues>({
  form,
  name,
  label,
  onPicked,
  ...rest
}: Omit<SelectProps, 'name' | 'form' | 'error' | 'label' | 'value' | 'onChange'> & {
  form: Form<T>;
  name: Path<T>;
  label: string;
  onPicked?: (value: string) => void;
}) {
  const error = useLabelledError(form, name, label);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...rest}
          ref={field.ref}
          name={field.name}
          label={label}
          error={error}
          value={(field.value as string | null | undefined) || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onPicked?.(value ?? '');
            void form.trigger(name);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
