import { DetailResponse } from '@portal/contracts/schemas/auth';
import { Notification, NotificationListQuery } from '@portal/contracts/schemas/notifications';
import { PageQuery, paginated } from '@portal/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { t } from '../../plugins/locale';
import {
  listForUser,
  readAll,
  readOne,
  removeOne,
  unreadCount,
  unreadOne,
} from './notifications.service';

const signedIn = { signedIn: true };
const tags = ['notifications'];

/** The signed-in user's own notifications, newest first. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: PageQuery.extend(NotificationListQuery.shape),
        response: { 200: paginated(Notification), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, unread, kind } = request.query;
      const userId = sessionOf(request).user.id;
      const { count, results } = await listForUser(ctx, userId, {
        unreadOnly: unread === 'true',
        kind,
        limit,
        offset,
      });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.get(
    '/unread-count/',
    {
      config: signedIn,
      schema: { tags, response: { 200: z.object({ count: z.number().int() }), ...errorResponses } },
    },
    async (request) => ({ count: await unreadCount(ctx, sessionOf(request).user.id) }),
  );

  app.post(
    '/read-all/',
    { config: signedIn, schema: { tags, response: { 200: DetailResponse, ...errorResponses } } },
    async (request) => {
      await readAll(ctx, sessionOf(request).user.id);
      return { detail: t(request.locale, 'messages.notifications_read') };
    },
  );

  app.post(
    '/:id/read/',
    {
      config: signedIn,
      schema: { tags, params: IdParams, response: { 200: Notification, ...errorResponses } },
    },
    async (request) => readOne(ctx, sessionOf(request).user.id, request.params.id),
  );

  app.post(
    '/:id/unread/',
    {
      config: signedIn,
      schema: { tags, params: IdParams, response: { 200: Notification, ...errorResponses } },
    },
    async (request) => unreadOne(ctx, sessionOf(request).user.id, request.params.id),
  );

  app.delete(
    '/:id/',
    { config: signedIn, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeOne(ctx, sessionOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
