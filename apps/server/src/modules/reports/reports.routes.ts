import { paginated, PageQuery } from '@portal/contracts/pagination';
import {
  ReportMonthQuery,
  ThreeWayReport,
  VatReport,
  VatReportQuery,
} from '@portal/contracts/schemas/reports';
import { SyncEntry, SyncEntryStatus } from '@portal/contracts/schemas/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { permissionDenied } from '../../http/http-error';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { listEntries } from '../engine/engine.service';
import { companyOf } from '../sales/sales-panel.service';
import { scopeOf } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { threeWay } from './three-way.service';
import { vatReport } from './vat.service';

const EntriesQuery = PageQuery.extend({
  company_id: z.coerce.number().int().positive().optional(),
  status: SyncEntryStatus.optional(),
  search: z.string().trim().max(200).optional(),
}).strict();

/** Figures for the company's owners only (SPEC §6: the owner's report; the VAT return). */
function ownerOf(scope: Scope, companyId: number) {
  if (scope.all || scope.role === 'Owner' || scope.ownerOf === companyId) return;
  throw permissionDenied();
}

/** The /report screen's reports beyond the month's reconciliation. */
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['reports'];
  const config = { permission: 'view:report' as const };
  const monthOf = (month: string | undefined) => month ?? ctx.clock.now().toISOString().slice(0, 7);

  app.get(
    '/three-way/',
    {
      config,
      schema: {
        tags,
        querystring: ReportMonthQuery,
        response: { 200: ThreeWayReport, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const companyId = companyOf(scope, request.query.company_id);
      return threeWay(ctx, companyId, monthOf(request.query.month));
    },
  );

  app.get(
    '/vat/',
    {
      config,
      schema: {
        tags,
        querystring: VatReportQuery,
        response: { 200: VatReport, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const companyId = companyOf(scope, request.query.company_id);
      ownerOf(scope, companyId);
      return vatReport(ctx, companyId, request.query.year ?? monthOf(undefined).slice(0, 4));
    },
  );

  /** The company's own sync entry report: its entries only, with status filter and reasons. */
  app.get(
    '/entries/',
    {
      config,
      schema: {
        tags,
        querystring: EntriesQuery,
        response: { 200: paginated(SyncEntry), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const { limit, offset, status, search, company_id } = request.query;
      const companyId = companyOf(scope, company_id);
      const filter = { companyId, status, search, limit, offset };
      const { count, results } = await listEntries(ctx, scope, filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );
};
