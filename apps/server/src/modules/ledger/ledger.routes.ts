import { LedgerCompanyPage, LedgerCompanyQuery } from '@portal/contracts/schemas/ledger';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { listLedgerCompanies } from './ledger-companies.repository';

const tags = ['ledger'];
const permission = 'view:financial-reports';

/** /ledger: the companies whose books the caller reads, and each company's ledger (issue 16). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/companies/',
    {
      // every role with a financial tool holds this one (SPEC §6) and picks its company here
      config: { permission },
      schema: {
        tags,
        querystring: LedgerCompanyQuery,
        response: { 200: LedgerCompanyPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, id } = request.query;
      const scope = await scopeOf(ctx.db, request);
      const { count, rows } = await listLedgerCompanies(ctx.db, scope, {
        limit,
        offset,
        search,
        id,
      });
      const results: LedgerCompany[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        company_id: r.organizationNumber,
        accounting_system: (r.system as LedgerCompany['accounting_system']) ?? null,
        ledger: r.kind
          ? {
              kind: r.kind as 'fortnox' | 'visma' | 'sie',
              status: r.status as 'idle' | 'queued' | 'running' | 'done' | 'failed',
              progress: r.progress ?? 0,
              refreshed_at: r.refreshedAt?.toISOString() ?? null,
            }
          : null,
      }));
      return toPage(request.url, { limit, offset }, count, results);
    },
  );
};
