import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@portal/contracts/errors';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { missingReference } from '../db/errors';
import { HttpError, notFound } from '../http/http-error';
import type { Message } from '../http/http-error';
import { fieldMessages } from '../http/validation';
import { translateMessage } from './locale';

function render(request: FastifyRequest, error: HttpError): ErrorBody {
  const body: ErrorBody = { code: error.code };
  const { detail, errors, nonField } = error.init;
  if (detail) body.detail = translateMessage(request.locale, detail);
  if (nonField && body.detail) body.non_field_errors = [body.detail];
  if (errors) {
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        messages.map((m: Message) => translateMessage(request.locale, m)),
      ]),
    );
  }
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  if (error.init.headers) reply.headers(error.init.headers);
  return reply.code(error.statusCode).send(render(request, error));
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
};

/** Fastify's own client errors (bad JSON, wrong content type, body too large) as ADR 004 bodies. */
function fromFastifyError(error: FastifyError): HttpError {
  const status = error.statusCode!;
  const code = STATUS_CODES[status] ?? 'validation_error';
  const key = code === 'validation_error' ? 'errors.validation_error' : `errors.${code}`;
  return new HttpError(status, code, { detail: { key } });
}

/** Every error leaves as `{code, …}` JSON in the caller's language; internals never leave. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed path parameter (/users/abc/) names nothing that exists.
      if (error.validationContext === 'params') return sendError(request, reply, notFound());
      const validation = new HttpError(400, 'validation_error', {
        errors: fieldMessages(error.validation),
      });
      return sendError(request, reply, validation);
    }
    if (error instanceof HttpError) return sendError(request, reply, error);
    // An id in the body that names nothing: one place for every foreign key the API writes.
    const field = missingReference(error);
    if (field) {
      const missing = new HttpError(400, 'validation_error', {
        errors: { [field]: [{ key: 'validation.no_such', params: { field } }] },
      });
      return sendError(request, reply, missing);
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      return sendError(request, reply, fromFastifyError(error));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(
      request,
      reply,
      new HttpError(500, 'server_error', { detail: { key: 'errors.server_error' } }),
    );
  });
}
