import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useErrorText } from '@/lib/form';

/** The worded error of one form field, or undefined; re-renders only for that field. */
export function useFieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  return useErrorText()(get(errors, name) as { message?: string } | undefined, name);
}

export function labelName(name: string): string {
  return name.split('.').pop() ?? name;
}
