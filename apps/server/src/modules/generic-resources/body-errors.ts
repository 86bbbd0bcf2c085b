import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { ResourceDef } from '@portal/contracts/resources/define';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http/http-error';
import { fieldMessages } from '../../http/validation';
import { fieldLabel } from './generic-resources.service';

/**
 * A body the resource's schema refused, as the shared `{errors: {field: [message]}}` 400 — with
 * the resource's own field labels ("Fältet kod är obligatoriskt"), which the shared field list
 * does not have. A path id that is no id names nothing: 404.
 */
export function assertValidBody(request: FastifyRequest, def: ResourceDef): void {
  const error = request.validationError as
    (Error & { validation?: unknown; validationContext?: string }) | undefined;
  if (!error) return;
  if (error.validationContext === 'params') throw notFound();
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  throw new HttpError(400, 'validation_error', {
    errors: labelled(request.locale, def, fieldMessages(error.validation)),
  });
}

function labelled(
  locale: AppLocale,
  def: ResourceDef,
  errors: ReturnType<typeof fieldMessages>,
): ReturnType<typeof fieldMessages> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      field in def.fields
        ? messages.map((m) => ({
            ...m,
            params: { ...m.params, field: fieldLabel(locale, def, field) },
          }))
        : messages,
    ]),
  );
}
