import {
  FirmPayout,
  FirmPayoutInput,
  FirmPayoutPage,
  FirmPayoutPatch,
  FirmPayoutQuery,
  MarkPayoutPaid,
} from '@portal/contracts/schemas/firm-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createFirmPayout,
  deleteFirmPayout,
  getFirmPayout,
  listFirmPayouts,
  patchFirmPayout,
  payFirmPayout,
} from './firm-payouts.service';

const tags = ['payouts'];
const permission = 'manage:payouts';

/** In-house staff keep the payouts to accounting firms (SPEC §2 /payouts, §3 Payout). */
export const firmPayoutsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: FirmPayout, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: FirmPayoutQuery,
        response: { 200: FirmPayoutPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, firm, status, ordering } = request.query;
      const { count, totals, results } = await listFirmPayouts(ctx, {
        limit,
        offset,
        search,
        firmId: firm,
        status,
        ordering,
      });
      return { ...toPage(request.url, { limit, offset }, count, results), totals };
    },
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: { tags, body: FirmPayoutInput, response: { 201: FirmPayout, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createFirmPayout(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => getFirmPayout(ctx, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: FirmPayoutPatch, response: one },
    },
    async (request) => patchFirmPayout(ctx, await scope(request), request.params.id, request.body),
  );

  app.post(
    '/:id/paid/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: MarkPayoutPaid, response: one },
    },
    async (request) =>
      payFirmPayout(ctx, await scope(request), request.params.id, request.body.paid_date),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteFirmPayout(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
