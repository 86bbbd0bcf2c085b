import { CashFlowForecast, ForecastQuery } from '@portal/contracts/schemas/cash-flow-forecast';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import { scopeOf } from '../tenancy/scope';
import { cashFlowForecast } from './cash-flow-forecast.service';

const tags = ['cash-flow-forecast'];
const permission = 'view:financial-reports';

/** /forecasts: the company's cash flow forecast from its ledger (issue 16, ADR 038). */
export const cashFlowForecastRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/cash-flow/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ForecastQuery,
        response: { 200: CashFlowForecast, ...errorResponses },
      },
    },
    async (request) => {
      const { company, period, confidence, trend, model } = request.query;
      const companyId = await ledgerCompanyOf(ctx.db, await scopeOf(ctx.db, request), company);
      return cashFlowForecast(
        ctx.db,
        companyId,
        { company, period, confidence, trend, model },
        ctx.clock.now(),
        request.locale,
      );
    },
  );
};
