import { SubscriptionTechnical } from '@portal/contracts/schemas/technical';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { technicalDetails } from './technical.service';

/** The Technical details tab of a subscription. */
export const technicalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:id/technical/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags: ['subscriptions'],
        params: IdParams,
        response: { 200: SubscriptionTechnical, ...errorResponses },
      },
    },
    async (request) => technicalDetails(ctx, await scopeOf(ctx.db, request), request.params.id),
  );
};
