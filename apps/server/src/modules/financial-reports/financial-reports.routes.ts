import { stockholmDay } from '@portal/contracts/dates';
import { Statement, StatementQuery } from '@portal/contracts/schemas/financial-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import { scopeOf } from '../tenancy/scope';
import { buildStatement } from './statements.service';

const tags = ['financial-reports'];
const permission = 'view:financial-reports';

/** /financial-reports: a company's balance sheet, income statement and cash flow (issue 16). */
export const financialReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/statement/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: StatementQuery,
        response: { 200: Statement, ...errorResponses },
      },
    },
    async (request) => {
      const { company, kind, method, from, to, compare } = request.query;
      const companyId = await ledgerCompanyOf(ctx.db, await scopeOf(ctx.db, request), company);
      return buildStatement(ctx.db, companyId, {
        kind,
        method,
        from,
        to,
        compare: compare === 'true',
        today: stockholmDay(ctx.clock.now()),
      });
    },
  );
};
