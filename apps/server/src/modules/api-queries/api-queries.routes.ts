import { PageQuery, paginated } from '@portal/contracts/pagination';
import {
  API_QUERY_MAX_REQUEST_BYTES,
  ApiQueryBaseUrl,
  ApiQueryBaseUrlRequest,
  ApiQueryResult,
  ApiQueryRetrieveRequest,
  ApiQueryRetrieveUrlRequest,
  ApiQuerySubscription,
  ApiQuerySubscriptionsQuery,
  ApiQueryTarget,
} from '@portal/contracts/schemas/api-queries';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { withDetail } from '../../http/http-error';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import {
  baseUrlOf,
  consoleTarget,
  listConsoleSubscriptions,
  retrieve,
  retrieveUrl,
} from './api-queries.service';

const config = { permission: 'manage:api-queries' } as const;
const tags = ['api-queries'];

/**
 * /api-queries: in-house staff's API console (SPEC §7 retrieve, retrieve-url, get-base-url).
 * Requests are small: a body past 16 KiB is refused before it is read.
 */
export const apiQueriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // a body too large says so in the caller's language; everything else goes to the app's handler
  app.setErrorHandler((error: FastifyError) => {
    if (error.statusCode === 413)
      throw withDetail(413, 'validation_error', 'api_queries.errors.too_large', {
        kib: API_QUERY_MAX_REQUEST_BYTES / 1024,
      });
    throw error;
  });

  app.get(
    '/subscriptions/',
    {
      config,
      schema: {
        tags,
        querystring: PageQuery.extend(ApiQuerySubscriptionsQuery.shape),
        response: { 200: paginated(ApiQuerySubscription), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search } = request.query;
      const { count, rows } = await listConsoleSubscriptions(ctx, { search, limit, offset });
      return toPage(request.url, { limit, offset }, count, rows);
    },
  );

  app.get(
    '/subscriptions/:id/',
    {
      config,
      schema: { tags, params: IdParams, response: { 200: ApiQueryTarget, ...errorResponses } },
    },
    async (request) => consoleTarget(ctx, request.params.id),
  );

  const post = { config, bodyLimit: API_QUERY_MAX_REQUEST_BYTES };

  app.post(
    '/retrieve/',
    {
      ...post,
      schema: {
        tags,
        body: ApiQueryRetrieveRequest,
        response: { 200: ApiQueryResult, ...errorResponses },
      },
    },
    async (request) => retrieve(ctx, request.body),
  );

  app.post(
    '/retrieve-url/',
    {
      ...post,
      schema: {
        tags,
        body: ApiQueryRetrieveUrlRequest,
        response: { 200: ApiQueryResult, ...errorResponses },
      },
    },
    async (request) => retrieveUrl(ctx, request.body),
  );

  app.post(
    '/get-base-url/',
    {
      ...post,
      schema: {
        tags,
        body: ApiQueryBaseUrlRequest,
        response: { 200: ApiQueryBaseUrl, ...errorResponses },
      },
    },
    async (request) => baseUrlOf(ctx, request.body),
  );
};
