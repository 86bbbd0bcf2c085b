import { paginated } from '@portal/contracts/pagination';
import {
  SystemNotification,
  SystemNotificationInput,
  SystemNotificationQuery,
  TargetOptions,
  TargetOptionsQuery,
} from '@portal/contracts/schemas/system-notifications';
import { patchOf } from '@portal/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createNotice,
  getNotice,
  listNotices,
  noticeTargetOptions,
  patchNotice,
  removeNotice,
} from './system-notifications.service';

const tags = ['system-notifications'];
const permission = 'manage:system-notifications';

/** SPEC §3 system notifications (in-house staff): scheduled, changed until delivered, delivered once. */
export const systemNotificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: SystemNotificationQuery,
        response: { 200: paginated(SystemNotification), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, status, type, ordering } = request.query;
      const filter = { search: search || undefined, status, type, ordering, limit, offset };
      const { count, results } = await listNotices(ctx, filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.get(
    '/target-options/',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Companies and firms a notification can target, by name (50 of each).',
        querystring: TargetOptionsQuery,
        response: { 200: TargetOptions, ...errorResponses },
      },
    },
    async (request) => noticeTargetOptions(ctx, request.query.search),
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        body: SystemNotificationInput,
        response: { 201: SystemNotification, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createNotice(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, response: { 200: SystemNotification, ...errorResponses } },
    },
    async (request) => getNotice(ctx, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        description: 'Only until it is delivered (409 after).',
        params: IdParams,
        body: patchOf(SystemNotificationInput.partial()),
        response: { 200: SystemNotification, ...errorResponses },
      },
    },
    async (request) => patchNotice(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      config: { permission },
      schema: { tags, description: 'Only until it is delivered (409 after).', params: IdParams },
    },
    async (request, reply) => {
      await removeNotice(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
