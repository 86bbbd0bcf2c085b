import {
  EntryDecision,
  RetryEntriesRequest,
  RetryEntriesResult,
} from '@portal/contracts/schemas/sync-decisions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { t } from '../../plugins/locale';
import { scopeOf } from '../tenancy/scope';
import { decideEntry, retryEntries } from './sync-entries.service';

const tags = ['sync-entries'];
const permission = 'view:sync-report';

/** In-house actions on the sync entry report: sync many again, decide an Ambiguous one. */
export const syncEntryActionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/retry/',
    {
      config: { permission },
      schema: {
        tags,
        body: RetryEntriesRequest,
        response: { 202: RetryEntriesResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const result = await retryEntries(ctx, scope, request.body.ids, request.session!.actor.id);
      return reply.code(202).send(result);
    },
  );

  app.post(
    '/:id/decision/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: EntryDecision,
        response: { 200: z.object({ detail: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await decideEntry(ctx, await scopeOf(ctx.db, request), request.params.id, request.body);
      return { detail: t(request.locale, 'sync.decided') };
    },
  );
};
