import { paginated } from '@portal/contracts/pagination';
import {
  CompanyKpiQuery,
  CompanyKpis,
  KpiClient,
  KpiClientQuery,
  RoiInputs,
  RoiInputsQuery,
} from '@portal/contracts/schemas/kpi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { companyKpis, kpiClients, roiInputs } from './kpi.service';

const tags = ['kpi'];
const permission = 'view:kpi';

/** /kpis: a client's key figures, the firm's clients by them, the ROI calculator's inputs. */
export const kpiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/company/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: CompanyKpiQuery,
        response: { 200: CompanyKpis, ...errorResponses },
      },
    },
    async (request) => companyKpis(ctx, await scopeOf(ctx.db, request), request.query),
  );

  app.get(
    '/clients/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: KpiClientQuery,
        response: { 200: paginated(KpiClient), ...errorResponses },
      },
    },
    async (request) => {
      const { count, results } = await kpiClients(
        ctx,
        await scopeOf(ctx.db, request),
        request.query,
      );
      return toPage(request.url, request.query, count, results);
    },
  );

  app.get(
    '/roi-inputs/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: RoiInputsQuery,
        response: { 200: RoiInputs, ...errorResponses },
      },
    },
    async (request) => roiInputs(ctx, await scopeOf(ctx.db, request), request.query.company),
  );
};
