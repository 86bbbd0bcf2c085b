import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http/http-error';
import type { Message } from '../../http/http-error';
import { fieldMessages } from '../../http/validation';
import type { ReportedIssue } from '../../http/validation';

const TASK_FIELD = /^\/tasks\/(\d+)\/(\w+)/;

/**
 * A template body's errors, a task's keyed by its place (`tasks.2.title`) and worded with that
 * field's label, so the form puts each beside the input it belongs to. Route schemas report a
 * nested error under `tasks` alone, which names no field a person can find.
 */
export function assertValidTemplateBody(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: unknown; validationContext?: string }) | undefined;
  if (!error) return;
  if (error.validationContext === 'params') throw notFound();
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const issues = error.validation as ReportedIssue[];
  const nested = issues.filter((issue) => TASK_FIELD.test(issue.instancePath));
  const errors: Record<string, Message[]> = fieldMessages(
    issues.filter((issue) => !nested.includes(issue)),
  );
  for (const issue of nested) {
    const [, index, field] = TASK_FIELD.exec(issue.instancePath)!;
    const key = `tasks.${index}.${field}`;
    errors[key] ??= fieldMessages([{ ...issue, instancePath: `/${field}` }])[field!]!;
  }
  throw new HttpError(400, 'validation_error', { errors });
}
