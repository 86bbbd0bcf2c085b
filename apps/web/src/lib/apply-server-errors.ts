import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts a `{code, errors: {field: [msg]}}` answer on the form's fields. Returns the text to show
 * otherwise (a `detail`, or errors of fields the form does not have), or null when all landed.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  fields: readonly Path<T>[],
): string | null {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  if (!data || typeof data !== 'object') return null;
  const body = data as { errors?: Record<string, unknown>; detail?: unknown };
  const rest: string[] = [];
  for (const [field, value] of Object.entries(body.errors ?? {})) {
    const message = (Array.isArray(value) ? value : [value]).find((m) => typeof m === 'string');
    if (typeof message !== 'string') continue;
    const known = fields.find((name) => name === field);
    if (known) form.setError(known, { type: 'server', message }, { shouldFocus: true });
    else rest.push(message);
  }
  if (typeof body.detail === 'string') rest.push(body.detail);
  return rest.length > 0 ? rest.join(' ') : null;
}
