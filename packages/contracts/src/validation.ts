import { z } from 'zod';

/**
 * Shared field rules (SPEC §5). Each issue's message is an i18n key under `validation.`;
 * `issueMessageKey` turns a zod issue into key + params so web and server word it alike.
 */
export const requiredString = (max = 255) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'max' });

export const email = () => requiredString(254).pipe(z.email({ error: 'email' }));

export const PASSWORD_MIN = 8;
/** At least 8 characters, one uppercase, one lowercase, one number. */
export const password = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .min(PASSWORD_MIN, { error: 'password_short' })
    .max(128, { error: 'max' })
    .regex(/[A-ZÅÄÖ]/, { error: 'password_uppercase' })
    .regex(/[a-zåäö]/, { error: 'password_lowercase' })
    .regex(/[0-9]/, { error: 'password_number' });

/** Six-digit verification and reset codes. */
export const sixDigitCode = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{6}$/, { error: 'code_format' });

/** PostgreSQL's `integer`: every id the database keeps fits in it. */
export const MAX_ID = 2_147_483_647;

/** The id of something the database keeps, in a JSON body; anything else names nothing. */
export const id = () =>
  z
    .number({ error: 'required' })
    .int({ error: 'no_such' })
    .positive({ error: 'no_such' })
    .max(MAX_ID, { error: 'no_such' });

/** The same id in a query string or a path. */
export const queryId = () =>
  z.coerce
    .number({ error: 'no_such' })
    .int({ error: 'no_such' })
    .positive({ error: 'no_such' })
    .max(MAX_ID, { error: 'no_such' });

/** A day that exists, YYYY-MM-DD, from year 1 (2026-02-30 and 0000-01-01 do not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isoDate = () => z.string().refine(isRealDate, { error: 'date' });

/** A month that exists, YYYY-MM, from year 1. */
export const isoMonth = () => z.string().refine((v) => isRealDate(`${v}-01`), { error: 'month' });

/** A PATCH body: at least one known field, or there is nothing to do. */
export const patchOf = <T extends z.ZodObject>(fields: T) =>
  fields.refine((value) => Object.keys(value).length > 0, { error: 'nothing_to_change' });

export interface IssueMessage {
  key: string;
  params: Record<string, string | number>;
}

/** Maps a zod issue to `validation.<key>` with interpolation params (field is added by the caller). */
export function issueMessage(issue: {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}): IssueMessage {
  const known = [
    'required',
    'email',
    'max',
    'min',
    'format',
    'password_short',
    'password_uppercase',
    'password_lowercase',
    'password_number',
    'password_mismatch',
    'code_format',
    'image_required',
    'org_number',
    'bankgiro',
    'plugin_path',
    'url',
    'no_such',
    'date',
    'month',
    'text_control',
    'too_deep',
    'nothing_to_change',
    'accept_terms',
    'mandatory_account',
    'account_number',
    'ordering',
    'unknown_param',
    'not_negative',
    'date_time',
    'not_in_past',
    'no_target',
    'number_min',
    'number_max',
    'integer',
    'max_items',
    'mapping_rows',
    'mapping_vat_rate',
    'amount',
    'digits',
    'order_id_digits',
    'duplicate',
  ];
  if (known.includes(issue.message)) {
    const params: Record<string, string | number> = {};
    if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
      params.max = Number(issue.maximum);
    if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
      params.min = Number(issue.minimum);
    return { key: `validation.${issue.message}`, params };
  }
  if (issue.code === 'invalid_type') return { key: 'validation.required', params: {} };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number')
    return { key: 'validation.min', params: { min: issue.minimum } };
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return { key: 'validation.max', params: { max: issue.maximum } };
  if (issue.code === 'invalid_format') return { key: 'validation.format', params: {} };
  return { key: 'validation.invalid', params: {} };
}
