import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useErrorText } from '@/lib/form';

type Node = { message?: string } | (Node | undefined)[] | undefined;

/** The first message in an error, or in the errors of a list's items. */
function firstError(node: Node): { message?: string } | undefined {
  if (!node) return undefined;
  if (Array.isArray(node)) return node.map(firstError).find((error) => error?.message);
  return node.message ? node : undefined;
}

/**
 * The worded error of a list field (tags, checklist): the list's own rule or its first failing
 * item, named by `label`.
 */
export function useListError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: Path<T>,
  label: string,
): string | undefined {
  const { errors } = useFormState({ control: form.control, name });
  return useErrorText()(firstError(get(errors, name) as Node), name, label);
}
