import { Dashboard, DashboardQuery } from '@portal/contracts/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { dashboardFor } from './dashboard.service';

/** /dashboard: the figures of the caller's role and scope over a SPEC §9 chart range. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: {
        tags: ['dashboard'],
        querystring: DashboardQuery,
        response: { 200: Dashboard, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      return dashboardFor(ctx, scope, request.query.range);
    },
  );
};
