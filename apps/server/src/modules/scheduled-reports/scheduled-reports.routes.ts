import { PageQuery } from '@portal/contracts/pagination';
import {
  Schedule,
  ScheduleBudgetList,
  ScheduleCompanyQuery,
  ScheduleInput,
  SchedulePage,
  SchedulePatch,
  ScheduleQuery,
  ScheduleRun,
  ScheduleRunPage,
} from '@portal/contracts/schemas/scheduled-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  changeSchedule,
  createSchedule,
  getSchedule,
  listScheduleRuns,
  listSchedules,
  removeSchedule,
  scheduleBudgets,
  sendScheduleNow,
  setScheduleActive,
} from './scheduled-reports.service';

const tags = ['scheduled-reports'];
const permission = 'manage:scheduled-reports';

/** /report-schedules: a company's scheduled reports, their runs, and "send now" (ADR 040). */
export const scheduledReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: Schedule, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ScheduleQuery,
        response: { 200: SchedulePage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, company, search, ordering } = request.query;
      const filter = { companyId: company, search, ordering, limit, offset };
      const { count, results } = await listSchedules(ctx, await scope(request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ScheduleCompanyQuery,
        body: ScheduleInput,
        response: { 201: Schedule, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createSchedule(
        ctx,
        await scope(request),
        request.query.company,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/budgets/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ScheduleCompanyQuery,
        response: { 200: ScheduleBudgetList, ...errorResponses },
      },
    },
    async (request) => scheduleBudgets(ctx, await scope(request), request.query.company),
  );

  app.get(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => getSchedule(ctx, await scope(request), request.params.id),
  );

  app.put(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: ScheduleInput, response: one },
    },
    async (request) => changeSchedule(ctx, await scope(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: SchedulePatch, response: one },
    },
    async (request) =>
      setScheduleActive(ctx, await scope(request), request.params.id, request.body.active),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeSchedule(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/send/',
    {
      config: { permission },
      schema: { tags, params: IdParams, response: { 201: ScheduleRun, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await sendScheduleNow(ctx, await scope(request), request.params.id)),
  );

  app.get(
    '/:id/runs/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: PageQuery.strict(),
        response: { 200: ScheduleRunPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const page = { limit, offset };
      const { count, results } = await listScheduleRuns(
        ctx,
        await scope(request),
        request.params.id,
        page,
      );
      return toPage(request.url, page, count, results);
    },
  );
};
