import { FirmOverview } from '@portal/contracts/schemas/firm-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { firmOverview } from './firm-overview.service';

/** /overview: the firm at a glance for its master accountant. */
export const firmOverviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission: 'view:overview' },
      schema: { tags: ['overview'], response: { 200: FirmOverview, ...errorResponses } },
    },
    async (request) => firmOverview(ctx, await scopeOf(ctx.db, request)),
  );
};
