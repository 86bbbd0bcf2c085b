import {
  ClientRate,
  ClientRateInput,
  ClientRatePage,
  ClientRateQuery,
} from '@portal/contracts/schemas/client-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  getClientRate,
  listClientRates,
  resetClientRate,
  setClientRate,
} from './client-rates.service';

const tags = ['client-rates'];
const permission = 'manage:client-rates';

/**
 * The firm's hourly rate per client (SPEC §2 /client-rates, §3 client rate); `:id` is the client
 * company's id. A client without a rate is charged the consultation rate (SPEC §9).
 */
export const clientRatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: ClientRate, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ClientRateQuery,
        response: { 200: ClientRatePage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, ordering } = request.query;
      const { count, results, default_rate } = await listClientRates(ctx, await scope(request), {
        limit,
        offset,
        search,
        ordering,
      });
      return { ...toPage(request.url, { limit, offset }, count, results), default_rate };
    },
  );

  app.get(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => getClientRate(ctx, await scope(request), request.params.id),
  );

  app.put(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: ClientRateInput, response: one },
    },
    async (request) =>
      setClientRate(ctx, await scope(request), request.params.id, request.body.hourly_rate),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => resetClientRate(ctx, await scope(request), request.params.id),
  );
};
