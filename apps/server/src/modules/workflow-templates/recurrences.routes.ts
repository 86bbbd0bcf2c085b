import { queryId } from '@portal/contracts/validation';
import {
  Recurrence,
  RecurrenceInput,
  RecurrencePatch,
  Recurrences,
} from '@portal/contracts/schemas/workflow-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createRecurrence,
  listTemplateRecurrences,
  patchRecurrence,
  removeRecurrence,
} from './recurrences.service';

const tags = ['workflow-templates'];
const permission = 'manage:workflow-templates';
const RecurrenceParams = IdParams.extend({ recurrenceId: queryId() });

/** /workflow-templates/{id}/recurrences/: a template repeated per client, monthly or quarterly. */
export const recurrencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/:id/recurrences/',
    {
      config: { permission },
      schema: { tags, params: IdParams, response: { 200: Recurrences, ...errorResponses } },
    },
    async (request) => listTemplateRecurrences(ctx, await scope(request), request.params.id),
  );

  app.post(
    '/:id/recurrences/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: RecurrenceInput,
        response: { 201: Recurrence, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createRecurrence(ctx, await scope(request), request.params.id, request.body)),
  );

  app.patch(
    '/:id/recurrences/:recurrenceId/',
    {
      config: { permission },
      schema: {
        tags,
        params: RecurrenceParams,
        body: RecurrencePatch,
        response: { 200: Recurrence, ...errorResponses },
      },
    },
    async (request) =>
      patchRecurrence(
        ctx,
        await scope(request),
        request.params.id,
        request.params.recurrenceId,
        request.body,
      ),
  );

  app.delete(
    '/:id/recurrences/:recurrenceId/',
    { config: { permission }, schema: { tags, params: RecurrenceParams } },
    async (request, reply) => {
      await removeRecurrence(
        ctx,
        await scope(request),
        request.params.id,
        request.params.recurrenceId,
      );
      return reply.code(204).send();
    },
  );
};
