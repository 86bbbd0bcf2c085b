import {
  PreviewRequest,
  PreviewResponse,
  Subscription,
  SubscriptionListQuery,
} from '@portal/contracts/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { listSubscriptions, previewBooking } from './subscriptions.service';

const tags = ['subscriptions'];

/** A company's subscriptions and the booking preview, within the caller's tenancy. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        querystring: SubscriptionListQuery,
        response: { 200: z.array(Subscription), ...errorResponses },
      },
    },
    async (request) =>
      listSubscriptions(ctx, await scopeOf(ctx.db, request), request.query.company_id),
  );

  app.post(
    '/:id/preview/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        params: IdParams,
        body: PreviewRequest,
        response: { 200: PreviewResponse, ...errorResponses },
      },
    },
    async (request) =>
      previewBooking(ctx, await scopeOf(ctx.db, request), request.params.id, request.body),
  );
};
