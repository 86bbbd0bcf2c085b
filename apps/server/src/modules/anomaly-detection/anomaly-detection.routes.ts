import {
  AnomalyCompanyQuery,
  AnomalyKeyInput,
  AnomalyPage,
  AnomalyQuery,
  AnomalySeries,
  AnomalySeriesQuery,
} from '@portal/contracts/schemas/anomaly-detection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  anomalySeries,
  dismissAnomaly,
  listAnomalies,
  restoreAnomaly,
} from './anomaly-detection.service';

const tags = ['anomaly-detection'];
const permission = 'view:anomaly-detection';

/** /anomalies: what is unusual in one company's ledger, and what someone marked expected. */
export const anomalyDetectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
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
        querystring: AnomalyQuery,
        response: { 200: AnomalyPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { count, results, ...rest } = await listAnomalies(
        ctx,
        await scope(request),
        request.query,
      );
      return { ...toPage(request.url, { limit, offset }, count, results), ...rest };
    },
  );

  app.get(
    '/series/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: AnomalySeriesQuery,
        response: { 200: AnomalySeries, ...errorResponses },
      },
    },
    async (request) => anomalySeries(ctx, await scope(request), request.query),
  );

  app.post(
    '/dismissals/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: AnomalyCompanyQuery,
        body: AnomalyKeyInput,
        response: { 201: AnomalyKeyInput, ...errorResponses },
      },
    },
    async (request, reply) => {
      await dismissAnomaly(ctx, await scope(request), request.query.company, request.body.key);
      return reply.code(201).send({ key: request.body.key });
    },
  );

  app.delete(
    '/dismissals/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: AnomalyCompanyQuery.extend(AnomalyKeyInput.shape),
      },
    },
    async (request, reply) => {
      await restoreAnomaly(ctx, await scope(request), request.query.company, request.query.key);
      return reply.code(204).send();
    },
  );
};
