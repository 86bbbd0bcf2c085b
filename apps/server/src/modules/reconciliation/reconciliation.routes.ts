import { paginated, PageQuery } from '@portal/contracts/pagination';
import {
  Reconciliation,
  ReconciliationIssue,
  ReconciliationQuery,
} from '@portal/contracts/schemas/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { toPage } from '../../http/pagination';
import { scopeOf } from '../tenancy/scope';
import { reconcile, reconciliationIssues } from './reconciliation.service';

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

  app.get(
    '/issues/',
    {
      config: { permission: 'view:report' },
      schema: {
        tags: ['reconciliation'],
        querystring: PageQuery.extend(ReconciliationQuery.shape),
        response: { 200: paginated(ReconciliationIssue), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const { count, results } = await reconciliationIssues(ctx, scope, request.query);
      return toPage(request.url, request.query, count, results);
    },
  );
};
