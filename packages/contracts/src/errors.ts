import { z } from 'zod';

/** Machine-readable error codes carried in the `code` field of error bodies (SPEC §8, ADR 004). */
export const ERROR_CODES = [
  'signin_error',
  'inactive_account',
  'validation_error',
  'not_authenticated',
  'token_expired',
  'permission_denied',
  'not_found',
  'throttled',
  'invalid_code',
  'code_expired',
  'invitation_invalid',
  'email_taken',
  'no_active_company',
  'no_active_firm',
  'unsupported_media',
  'file_too_large',
  'already_switched',
  'owner_only',
  'cannot_remove_self',
  'user_type_locked',
  'user_without_company',
  'conflict',
  'cannot_switch_to_self',
  'server_error',
  'invalid_signature',
  'subscription_not_active',
  'payments_unavailable',
  'export_empty',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Error bodies the client's shared handler reads, in its order (SPEC §8):
 * `{errors: {field: [messages]}}`, `{detail}`, `{non_field_errors: [...]}`, each with `code` where one applies.
 */
export const ErrorBody = z.object({
  code: z.enum(ERROR_CODES).optional(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  non_field_errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
