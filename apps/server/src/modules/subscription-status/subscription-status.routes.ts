import {
  SubscriptionStatusPage,
  SubscriptionStatusQuery,
} from '@portal/contracts/schemas/subscription-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { subscriptionStatus } from './subscription-status.service';

/** /subscription-status: client subscriptions with their health score and status distribution. */
export const subscriptionStatusRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission: 'view:subscription-status' },
      schema: {
        tags: ['subscription-status'],
        querystring: SubscriptionStatusQuery,
        response: { 200: SubscriptionStatusPage, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const { count, distribution, results } = await subscriptionStatus(ctx, scope, request.query);
      return { ...toPage(request.url, request.query, count, results), distribution };
    },
  );
};
