import { Reconciliation, ReconciliationQuery } from '@portal/contracts/schemas/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { reconcile } from './reconciliation.service';

/** The discrepancy report of a company's month (the /report screen). */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission: 'view:report' },
      schema: {
        tags: ['reconciliation'],
        querystring: ReconciliationQuery,
        response: { 200: Reconciliation, ...errorResponses },
      },
    },
    async (request) => reconcile(ctx, await scopeOf(ctx.db, request), request.query),
  );
};
