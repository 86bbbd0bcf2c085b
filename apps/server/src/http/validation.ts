import { issueMessage } from '@portal/contracts/validation';
import type { ZodError } from 'zod';
import { HttpError } from './http-error';
import type { Message } from './http-error';

/** One schema issue as fastify-type-provider-zod reports it. */
export interface ReportedIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Body, query or params fields that are not a named field of a form. */
export const NON_FIELD = 'non_field_errors';

/**
 * Zod issues → `{field: [message]}`, keeping the first failing rule per field (SPEC §5), keyed by
 * the top-level field name so the web can show it beside its input.
 */
export function fieldMessages(issues: ReportedIssue[]): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      // a strict query: each parameter the endpoint does not know, by its own name
      for (const key of issue.params.keys as string[]) {
        errors[key] ??= [{ key: 'validation.unknown_param', params: { field: key } }];
      }
      continue;
    }
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? NON_FIELD;
    if (errors[field]) continue;
    const { key, params } = issueMessage({
      code: issue.keyword,
      message: issue.message ?? '',
      minimum: issue.params.minimum,
      maximum: issue.params.maximum,
    });
    errors[field] = [{ key, params: { ...params, field } }];
  }
  return errors;
}

/** A zod error from parsing in a service (not a route schema), as the same 400 a route gives. */
export function validationError(error: ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  }));
  return new HttpError(400, 'validation_error', { errors: fieldMessages(issues) });
}
