import {
  OutboxAttachmentParams,
  OutboxMessage,
  OutboxQuery,
} from '@portal/contracts/schemas/outbox';
import { PageQuery, paginated } from '@portal/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { listOutbox, outboxAttachment } from './outbox.service';

/** In-house staff read every e-mail the portal sent or kept (ADR 007). */
export const outboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { permission: 'read:outbox' },
      schema: {
        tags: ['outbox'],
        querystring: PageQuery.extend(OutboxQuery.shape),
        response: { 200: paginated(OutboxMessage), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, to, search } = request.query;
      const { count, results } = await listOutbox(ctx, { to, search, limit, offset });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  // a file sent with a message, as the recipient got it
  app.get(
    '/:id/attachments/:attachmentId/',
    {
      config: { permission: 'read:outbox' },
      schema: { tags: ['outbox'], params: OutboxAttachmentParams },
    },
    async (request, reply) => {
      const file = await outboxAttachment(ctx, request.params.id, request.params.attachmentId);
      const ascii = file.fileName.replace(/[^\x20-\x7e]|"/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );
};
