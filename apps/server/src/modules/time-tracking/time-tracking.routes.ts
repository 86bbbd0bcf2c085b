import {
  InvoiceBasisPage,
  InvoiceBasisQuery,
  ProfitabilityPage,
  ProfitabilityQuery,
  TimeEntry,
  TimeEntryInput,
  TimeEntryPage,
  TimeEntryPatch,
  TimeEntryQuery,
  TimeOptions,
  TimerStart,
  TimerStarted,
  TimerState,
  TimeWeek,
  WeekQuery,
} from '@portal/contracts/schemas/time-tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createTimeEntry,
  deleteTimeEntry,
  getTimeEntry,
  listTimeEntries,
  patchTimeEntry,
} from './time-entries.service';
import { invoiceBasisPage, profitabilityPage, timeOptions, timeWeek } from './time-reports.service';
import { startTimer, stopTimer, timerState } from './timer.service';

const tags = ['time-tracking'];
const permission = 'manage:time-tracking';

/**
 * Time tracking (SPEC §2 /time-tracking): the running timer, manual entries, the week, the
 * invoice basis per client and month, and client profitability (ADR 032).
 */
export const timeTrackingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: TimeEntry, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: TimeEntryQuery,
        response: { 200: TimeEntryPage, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, totals, results } = await listTimeEntries(ctx, await scope(request), {
        limit: q.limit,
        offset: q.offset,
        search: q.search,
        userId: q.user,
        companyId: q.client,
        projectId: q.project,
        billable: q.billable === undefined ? undefined : q.billable === 'true',
        dateFrom: q.date_from,
        dateTo: q.date_to,
        ordering: q.ordering,
      });
      return { ...toPage(request.url, q, count, results), totals };
    },
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: { tags, body: TimeEntryInput, response: { 201: TimeEntry, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createTimeEntry(ctx, await scope(request), request.body)),
  );

  app.get(
    '/timer/',
    { config: { permission }, schema: { tags, response: { 200: TimerState, ...errorResponses } } },
    async (request) => timerState(ctx, await scope(request)),
  );

  app.post(
    '/timer/',
    {
      config: { permission },
      schema: { tags, body: TimerStart, response: { 201: TimerStarted, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await startTimer(ctx, await scope(request), request.body)),
  );

  app.post(
    '/timer/stop/',
    { config: { permission }, schema: { tags, response: one } },
    async (request) => stopTimer(ctx, await scope(request)),
  );

  app.get(
    '/week/',
    {
      config: { permission },
      schema: { tags, querystring: WeekQuery, response: { 200: TimeWeek, ...errorResponses } },
    },
    async (request) => timeWeek(ctx, await scope(request), request.query),
  );

  app.get(
    '/options/',
    { config: { permission }, schema: { tags, response: { 200: TimeOptions, ...errorResponses } } },
    async (request) => timeOptions(ctx, await scope(request)),
  );

  app.get(
    '/invoice-basis/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: InvoiceBasisQuery,
        response: { 200: InvoiceBasisPage, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results, totals } = await invoiceBasisPage(ctx, await scope(request), {
        limit: q.limit,
        offset: q.offset,
        monthFrom: q.month_from,
        monthTo: q.month_to,
        companyId: q.client,
        ordering: q.ordering,
      });
      return { ...toPage(request.url, q, count, results), totals };
    },
  );

  app.get(
    '/profitability/',
    {
      config: { permission: 'view:client-profitability' },
      schema: {
        tags,
        querystring: ProfitabilityQuery,
        response: { 200: ProfitabilityPage, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results, ...rest } = await profitabilityPage(ctx, await scope(request), {
        limit: q.limit,
        offset: q.offset,
        dateFrom: q.date_from,
        dateTo: q.date_to,
        ordering: q.ordering,
      });
      return { ...toPage(request.url, q, count, results), ...rest };
    },
  );

  app.get(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => getTimeEntry(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: TimeEntryPatch, response: one },
    },
    async (request) => patchTimeEntry(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteTimeEntry(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
