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
