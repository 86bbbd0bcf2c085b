import {
  PreviewRequest,
  PreviewResponse,
  Subscription,
  SubscriptionListQuery,
} from '@portal/contracts/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDate } from '@portal/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { sieExport } from '../sync/sie-export';
import { listSubscriptions, previewBooking, visibleSubscription } from './subscriptions.service';

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

  // GET subscriptions/{id}/sie/?from=&to=: the booked vouchers of a period as a SIE 4 file
  app.get(
    '/:id/sie/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        params: IdParams,
        querystring: z.object({ from: isoDate().optional(), to: isoDate().optional() }),
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const found = await visibleSubscription(ctx, scope, request.params.id);
      const year = ctx.clock.now().toISOString().slice(0, 4);
      const range = {
        from: request.query.from ?? `${year}-01-01`,
        to: request.query.to ?? `${year}-12-31`,
      };
      const file = await sieExport(
        ctx,
        {
          id: found.subscription.id,
          company: found.company,
          organizationNumber: found.organizationNumber,
        },
        range,
      );
      const name = `${found.company.replace(/[^\w.-]+/g, '_')}_${range.from}_${range.to}.se`;
      return reply
        .header('content-type', 'text/plain; charset=IBM437')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );
};
