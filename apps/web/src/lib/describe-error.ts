import { isApiError } from './api-error';
import { i18n } from './i18n';

export type ErrorDescription =
  | { kind: 'text'; text: string }
  | { kind: 'fields'; fields: { field: string; messages: string[] }[] };

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function firstOf(list: unknown): string | undefined {
  return Array.isArray(list) ? nonEmptyString(list[0]) : undefined;
}

function fieldErrors(errors: unknown): { field: string; messages: string[] }[] {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.entries(errors as Record<string, unknown>)
    .map(([field, value]) => ({
      field,
      messages: (Array.isArray(value) ? value : [value]).filter(
        (m): m is string => typeof m === 'string' && m.trim() !== '',
      ),
    }))
    .filter((entry) => entry.messages.length > 0);
}

function describeResponse(data: unknown): ErrorDescription {
  const text = (value: string): ErrorDescription => ({ kind: 'text', text: value });
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    if (body.code === 'signin_error') return text(i18n.t('errors.signin_error'));
    const fields = fieldErrors(body.errors);
    if (fields.length > 0) return { kind: 'fields', fields };
  }
  const asString = nonEmptyString(data);
  if (asString) return text(asString);
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    const first =
      nonEmptyString(body.message) ??
      nonEmptyString(body.detail) ??
      nonEmptyString(body.error) ??
      firstOf(body.non_field_errors) ??
      firstOf(body.errors);
    if (first) return text(first);
  }
  return text(i18n.t('errors.generic'));
}

/**
 * The shared error handler's order (SPEC §8): silent → nothing; expired → generic; a server
 * response → its body; no response → network text; else the error's own message or generic.
 */
export function describeError(error: unknown): ErrorDescription | null {
  const generic = { kind: 'text', text: i18n.t('errors.generic') } as const;
  if (isApiError(error)) {
    if (error.silent) return null;
    if (error.expired) return generic;
    if (error.response) return describeResponse(error.response.data);
    if (error.noResponse) return { kind: 'text', text: i18n.t('errors.network') };
  }
  const own = error instanceof Error ? nonEmptyString(error.message) : nonEmptyString(error);
  return own ? { kind: 'text', text: own } : generic;
}
