import {
  ConsolidatedQuery,
  ConsolidatedReport,
} from '@portal/contracts/schemas/consolidated-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { consolidatedReport } from './consolidated-reports.service';

const tags = ['consolidated-reports'];
const permission = 'view:consolidated-reports';

/** /consolidated-reports: the firm's clients' statements side by side (SPEC §2, issue 16). */
export const consolidatedReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ConsolidatedQuery,
        response: { 200: ConsolidatedReport, ...errorResponses },
      },
    },
    async (request) => consolidatedReport(ctx, await scopeOf(ctx.db, request), request.query),
  );
};
