import { OutboxMessage, OutboxQuery } from '@portal/contracts/schemas/outbox';
import { PageQuery, paginated } from '@portal/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { listOutbox } from './outbox.service';

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
};
