import { stockholmDay } from '@portal/contracts/dates';
import {
  KickbackLinePage,
  KickbackLineQuery,
  KickbackMonthPage,
  KickbackMonthQuery,
  KickbackRunInput,
  KickbackRunResult,
  KickbackSummary,
  KickbackSummaryQuery,
} from '@portal/contracts/schemas/kickbacks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { fieldError } from '../../http/http-error';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { activeFirmOf, firmScopeOf } from '../firm-work/firm-scope';
import { scopeOf } from '../tenancy/scope';
import { kickbackSummary, listKickbackLines, listKickbackMonths } from './kickback-views.service';
import { computeKickbacks } from './kickbacks.service';

const tags = ['kickbacks'];
const permission = 'view:kickback-payouts';

/** /kickback-payouts: the firm's affiliate agreement, its months, lines and payouts (ADR 035). */
export const kickbacksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const firmOf = async (request: Parameters<typeof scopeOf>[1]) => {
    const scope = await scopeOf(ctx.db, request);
    return activeFirmOf(scope);
  };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: KickbackSummaryQuery,
        response: { 200: KickbackSummary, ...errorResponses },
      },
    },
    async (request) =>
      kickbackSummary(ctx.db, await firmOf(request), request.query.year, ctx.clock.now()),
  );

  app.get(
    '/months/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: KickbackMonthQuery,
        response: { 200: KickbackMonthPage, ...errorResponses },
      },
    },
    async (request) => {
      const { count, results } = await listKickbackMonths(
        ctx.db,
        await firmOf(request),
        request.query,
      );
      return toPage(request.url, request.query, count, results);
    },
  );

  app.get(
    '/lines/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: KickbackLineQuery,
        response: { 200: KickbackLinePage, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const firm = await firmScopeOf(ctx.db, scope);
      const { count, results } = await listKickbackLines(
        ctx.db,
        { ...firm, allClients: scope.role === 'MasterAccountant' },
        request.query,
      );
      return toPage(request.url, request.query, count, results);
    },
  );

  // In-house staff compute an ended month again, e.g. after recording a late payment.
  app.post(
    '/runs/',
    {
      config: { permission: 'manage:payouts' },
      schema: {
        tags,
        body: KickbackRunInput,
        response: { 200: KickbackRunResult, ...errorResponses },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      if (request.body.period >= stockholmDay(now).slice(0, 7))
        throw fieldError('validation_error', 'period', 'firm.kickbacks.month_not_over');
      return computeKickbacks(ctx, request.body.period, now);
    },
  );
};
