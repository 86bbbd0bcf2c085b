import { DetailResponse } from '@portal/contracts/schemas/auth';
import {
  UnprocessedSubscriptionPage,
  UnprocessedSubscriptionQuery,
} from '@portal/contracts/schemas/sync-health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { restartConnector, retrySync, unprocessedSubscriptions } from './sync-health.service';

const tags = ['unprocessed-subscriptions'];
const permission = 'manage:unprocessed-subscriptions';

/**
 * /unprocessed-subscription (in-house staff): subscriptions whose sync is stuck, failing, never
 * run or behind, and the two actions taken here (the others are a switch and an e-mail).
 */
export const syncHealthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: UnprocessedSubscriptionQuery,
        response: { 200: UnprocessedSubscriptionPage, ...errorResponses },
      },
    },
    async (request) => {
      const { count, counts, results } = await unprocessedSubscriptions(ctx, request.query);
      return { ...toPage(request.url, request.query, count, results), counts };
    },
  );

  app.post(
    '/:id/retry/',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Queues a sync run of an Active subscription now (409 unless Active).',
        params: IdParams,
        response: { 200: DetailResponse, ...errorResponses },
      },
    },
    async (request) =>
      retrySync(ctx, await scopeOf(ctx.db, request), request.params.id, request.locale),
  );

  app.post(
    '/:id/restart/',
    {
      config: { permission },
      schema: {
        tags,
        description:
          'The lifecycle action "restart connector" (ADR 016), then the runs in flight are closed.',
        params: IdParams,
        response: { 200: DetailResponse, ...errorResponses },
      },
    },
    async (request) =>
      restartConnector(ctx, await scopeOf(ctx.db, request), request.params.id, request.locale),
  );
};
