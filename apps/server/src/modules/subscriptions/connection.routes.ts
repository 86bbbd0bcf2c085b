import {
  ConnectionSideParams,
  Connections,
  ConnectionTestResult,
  ConnectionView,
  SaveConnection,
} from '@portal/contracts/schemas/connections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { connectionViews, saveConnection, testConnection } from './connection.service';

const tags = ['subscriptions'];
const params = IdParams.extend(ConnectionSideParams.shape);

/** The App Connection tab: credentials per side (never returned in full) and the test. */
export const connectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/:id/connections/',
    {
      config: { permission: 'manage:apps' },
      schema: { tags, params: IdParams, response: { 200: Connections, ...errorResponses } },
    },
    async (request) =>
      connectionViews(ctx, await scopeOf(ctx.db, request), request.params.id, request.locale),
  );

  app.put(
    '/:id/connections/:side/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        params,
        body: SaveConnection,
        response: { 200: ConnectionView, ...errorResponses },
      },
    },
    async (request) =>
      saveConnection(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.params.side,
        request.body,
        request.locale,
      ),
  );

  app.post(
    '/:id/connections/:side/test/',
    {
      config: { permission: 'manage:apps' },
      schema: { tags, params, response: { 200: ConnectionTestResult, ...errorResponses } },
    },
    async (request) =>
      testConnection(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.params.side,
        request.locale,
      ),
  );
};
