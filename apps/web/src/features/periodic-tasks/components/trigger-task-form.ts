import { TASK_KWARGS, TASK_NAMES, type TriggerTaskRequest } from '@portal/contracts/schemas/sync';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

export type TaskName = (typeof TASK_NAMES)[number];

/** The trigger form: the task, its required keywords, and any parameters added by hand. */
export interface TriggerTaskForm {
  name: TaskName | '';
  kwargs: Record<string, string>;
  extra: { key: string; value: string }[];
}

/** A client-side rule failed: worded at render time with the field's label. */
export const REQUIRED = 'required';

export function isTaskName(value: string | null): value is TaskName {
  return (TASK_NAMES as readonly (string | null)[]).includes(value);
}

export function requiredKeywords(name: TaskName | ''): readonly string[] {
  return name ? TASK_KWARGS[name] : [];
}

export function filled(value: unknown): true | typeof REQUIRED {
  return typeof value === 'string' && value.trim() !== '' ? true : REQUIRED;
}

/**
 * The request the form's values stand for. The form unregisters fields it no longer shows, so a
 * task without keywords, or without parameters added by hand, has no `kwargs` or `extra` at all.
 */
export function toRequest(values: Partial<TriggerTaskForm>): TriggerTaskRequest {
  const kwargs: Record<string, string> = {};
  for (const { key, value } of values.extra ?? []) kwargs[key.trim()] = value.trim();
  // the task's own keywords win over a parameter added under the same name
  const name = values.name ?? '';
  for (const key of requiredKeywords(name)) kwargs[key] = (values.kwargs?.[key] ?? '').trim();
  return { name: name as TaskName, kwargs };
}

/** A field error in words: our 'required' with the field's label, or the server's own text. */
export function errorText(
  t: TFunction,
  error: Pick<FieldError, 'message'> | undefined,
  label: string,
): string | undefined {
  if (!error?.message) return undefined;
  return error.message === REQUIRED ? t('validation.required', { field: label }) : error.message;
}
