import { toNestErrors } from '@hookform/resolvers';
import { issueMessage } from '@portal/contracts/validation';
import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** An error message carries its i18n key and params; it is worded at render time, in the current language. */
interface EncodedMessage {
  key: string;
  params: Record<string, string | number>;
}

export function encodeMessage(message: EncodedMessage): string {
  return JSON.stringify(message);
}

function decodeMessage(message: string): EncodedMessage | null {
  if (!message.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(message) as Partial<EncodedMessage>;
    return typeof parsed.key === 'string' ? { key: parsed.key, params: parsed.params ?? {} } : null;
  } catch {
    return null;
  }
}

/** zod → react-hook-form, keeping only the first failing rule per field (SPEC §5). */
export function zodI18nResolver<S extends Schema>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (flat[path]) continue;
      const { key, params } = issueMessage(issue as Parameters<typeof issueMessage>[0]);
      flat[path] = { type: issue.code, message: encodeMessage({ key, params }) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * A form validated by a contracts schema: on blur, not on each keystroke (SPEC §5). Selects,
 * checkboxes and programmatic updates validate on change through the field components.
 */
export function useZodForm<S extends Schema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  /** picks the schema at each validation, for forms whose rules depend on what was entered */
  pickSchema?: () => Schema,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = pickSchema
    ? (values, context, options) => zodI18nResolver(pickSchema() as S)(values, context, options)
    : zodI18nResolver(schema);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues,
  });
}

/** A programmatic value update, validated like a user's change (SPEC §5: on model update). */
export function setFieldValue<T extends FieldValues, N extends Path<T>>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: N,
  value: PathValue<T, N>,
): void {
  form.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
}

/**
 * Words a field error: `validation.<key>` with `field` = the field's label (`fields.<name>`, or
 * `label` for forms whose fields have their own, such as the generic resources').
 */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: { message?: string } | undefined, name: string, label?: string): string | undefined => {
      if (!error?.message) return undefined;
      const decoded = decodeMessage(error.message);
      if (!decoded) return error.message;
      const field = label ?? t(`fields.${name.split('.').pop() ?? name}`);
      return t(decoded.key, { ...decoded.params, field });
    },
    [t],
  );
}
