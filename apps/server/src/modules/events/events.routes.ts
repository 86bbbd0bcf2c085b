import { PageQuery, paginated } from '@portal/contracts/pagination';
import { EventLogEntry, EventLogQuery } from '@portal/contracts/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { eventPage } from './events.service';

/** In-house staff read the event log (SPEC §2 /event-log). */
export const eventsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { permission: 'view:event-log' },
      schema: {
        tags: ['event-log'],
        querystring: PageQuery.extend(EventLogQuery.shape),
        response: { 200: paginated(EventLogEntry), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, entity, entity_id, done_by, firm_id } = request.query;
      const filter = {
        entity,
        entityId: entity_id,
        doneBy: done_by,
        firmId: firm_id,
        limit,
        offset,
      };
      const { count, results } = await eventPage(ctx, filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );
};
