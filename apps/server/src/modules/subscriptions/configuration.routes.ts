import { Configuration, SaveConfiguration } from '@portal/contracts/schemas/configuration';
import { PreviewResponse } from '@portal/contracts/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { getConfiguration, previewRecent, saveConfiguration } from './configuration.service';

const tags = ['subscriptions'];

/** The Configure tab: posting model, the account mapping, and the preview of a real order. */
export const configurationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/:id/configuration/',
    {
      config: { permission: 'manage:apps' },
      schema: { tags, params: IdParams, response: { 200: Configuration, ...errorResponses } },
    },
    async (request) => getConfiguration(ctx, await scopeOf(ctx.db, request), request.params.id),
  );

  app.put(
    '/:id/configuration/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        params: IdParams,
        body: SaveConfiguration,
        response: { 200: Configuration, ...errorResponses },
      },
    },
    async (request) =>
      saveConfiguration(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.body,
        request.locale,
      ),
  );

  app.post(
    '/:id/preview/recent/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        params: IdParams,
        response: { 200: PreviewResponse.extend({ found: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => previewRecent(ctx, await scopeOf(ctx.db, request), request.params.id),
  );
};
