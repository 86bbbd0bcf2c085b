import {
  ConnectionSideParams,
  Connections,
  ConnectionTestResult,
  ConnectionView,
  OAuthCallback,
  OAuthConnected,
  OAuthStart,
  SaveConnection,
  StartOAuth,
} from '@portal/contracts/schemas/connections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { connectionViews, saveConnection, testConnection } from './connection.service';
import { finishOAuth, startOAuth } from './oauth-connect.service';

const tags = ['subscriptions'];
const params = IdParams.extend(ConnectionSideParams.shape);

/**
 * The App Connection tab: credentials per side (never returned in full), the test, and
 * "Connect with …" through the provider's OAuth2 authorize flow (ADR 020).
 */
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

  app.post(
    '/:id/connections/:side/oauth/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        params,
        body: StartOAuth,
        response: { 200: OAuthStart, ...errorResponses },
      },
    },
    async (request) =>
      startOAuth(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.params.side,
        request.body,
      ),
  );

  app.post(
    '/:id/connections/:side/oauth/callback/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        params,
        body: OAuthCallback,
        response: { 200: OAuthConnected, ...errorResponses },
      },
    },
    async (request) =>
      finishOAuth(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.params.side,
        request.body,
        request.locale,
      ),
  );
};
