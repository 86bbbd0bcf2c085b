import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { labelName, useFieldError } from '../form/use-field-error';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { fieldLabel } from '@/lib/i18n';

/** A rich text input bound to a form field, validated like the others (SPEC §5: on blur and change). */
export function RichTextField<T extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label?: string;
} & Omit<RichTextEditorProps, 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id'>) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          id={`rich-${name.replace(/\W/g, '-')}`}
          label={label ?? fieldLabel(labelName(name))}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          {...rest}
        />
      )}
    />
  );
}
