import { PageQuery, paginated } from '@portal/contracts/pagination';
import {
  ApiLog,
  ApiLogQuery,
  ElementTriggerRequest,
  PeriodicTask,
  PeriodicTaskQuery,
  SyncEntry,
  SyncEntryQuery,
  TriggerTaskRequest,
} from '@portal/contracts/schemas/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  listApiLog,
  listEntries,
  listTasks,
  triggerElement,
  triggerRun,
  triggerTask,
} from './engine.service';

/** Periodic tasks with the trigger form (in-house staff, SPEC §2 /period-tasks). */
export const periodicTasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['periodic-tasks'];
  app.get(
    '/',
    {
      config: { permission: 'manage:period-tasks' },
      schema: {
        tags,
        querystring: PageQuery.extend(PeriodicTaskQuery.shape),
        response: { 200: paginated(PeriodicTask), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, status, subscription_id, search } = request.query;
      const filter = { status, subscriptionId: subscription_id, search, limit, offset };
      const { count, results } = await listTasks(ctx, await scopeOf(ctx.db, request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission: 'manage:period-tasks' },
      schema: {
        tags,
        body: TriggerTaskRequest,
        response: { 201: PeriodicTask, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const task = await triggerTask(ctx, scope, request.body, request.session!.actor.id);
      return reply.code(201).send(task!);
    },
  );
};

/** The sync entry report (SPEC §3): one row per element, within the caller's tenancy. */
export const syncEntriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission: 'view:sync-report' },
      schema: {
        tags: ['sync-entries'],
        querystring: PageQuery.extend(SyncEntryQuery.shape),
        response: { 200: paginated(SyncEntry), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, status, company_id, subscription_id, search } = request.query;
      const filter = {
        status,
        companyId: company_id,
        subscriptionId: subscription_id,
        search,
        limit,
        offset,
      };
      const { count, results } = await listEntries(ctx, await scopeOf(ctx.db, request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );
};

/** Manual triggers on a subscription the caller sees: sync now, or one element again. */
export const subscriptionSyncRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['subscriptions'];
  app.post(
    '/:id/sync/',
    {
      config: { signedIn: true },
      schema: { tags, params: IdParams, response: { 202: PeriodicTask, ...errorResponses } },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const task = await triggerRun(ctx, scope, request.params.id, request.session!.actor.id);
      return reply.code(202).send(task!);
    },
  );

  app.post(
    '/:id/sync/element/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        params: IdParams,
        body: ElementTriggerRequest,
        response: { 202: PeriodicTask, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const task = await triggerElement(
        ctx,
        scope,
        request.params.id,
        request.body,
        request.session!.actor.id,
      );
      return reply.code(202).send(task);
    },
  );
};

/** The API log: every provider call, secrets masked (in-house staff, SPEC's API logs). */
export const apiLogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { permission: 'view:app-logs' },
      schema: {
        tags: ['api-logs'],
        querystring: PageQuery.extend(ApiLogQuery.shape),
        response: { 200: paginated(ApiLog), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, subscription_id, connector_id, failed, search } = request.query;
      const filter = {
        subscriptionId: subscription_id,
        connectorId: connector_id,
        failed: failed === undefined ? undefined : failed === 'true',
        search,
        limit,
        offset,
      };
      const { count, results } = await listApiLog(ctx, await scopeOf(ctx.db, request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );
};
