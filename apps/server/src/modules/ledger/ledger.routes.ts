import {
  LedgerAccountPage,
  LedgerAccountQuery,
  LedgerCompanyPage,
  LedgerCompanyParam,
  LedgerCompanyQuery,
  LedgerMonthCounts,
  LedgerPageQuery,
  LedgerRefreshInput,
  LedgerSource,
  LedgerVoucherDetail,
  LedgerVoucherDetailQuery,
  LedgerVoucherPage,
  LedgerVoucherQuery,
  LedgerYearPage,
} from '@portal/contracts/schemas/ledger';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { listLedgerCompanies } from './ledger-companies.repository';
import { listAccounts, monthCounts, voucherCompanyOf, yearSummaries } from './ledger.repository';
import { ledgerCompanyOf } from './ledger-scope';
import { requestRefresh, sourceState, voucherDetail, vouchersOf } from './ledger.service';
import { readSieUpload, uploadSie } from './sie-upload';

const tags = ['ledger'];
const permission = 'view:financial-reports';

/** /ledger: the companies whose books the caller reads, and each company's ledger (issue 16). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The company of `?company=`, when the caller may read its ledger (else 404). */
  const companyOf = async (request: FastifyRequest, companyId: number) =>
    ledgerCompanyOf(ctx.db, await scopeOf(ctx.db, request), companyId);

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

  app.get(
    '/source/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerCompanyParam,
        response: { 200: LedgerSource, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = await companyOf(request, request.query.company);
      return sourceState(ctx, companyId, request.locale);
    },
  );

  app.post(
    '/refresh/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerCompanyParam,
        body: LedgerRefreshInput,
        response: { 202: LedgerSource, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const companyId = request.query.company;
      await requestRefresh(ctx, scope, companyId, {
        replaceSie: request.body?.replace_sie === true,
      });
      return reply.code(202).send(await sourceState(ctx, companyId, request.locale));
    },
  );

  // multipart/form-data: the SIE 4 file in the field `file`
  app.post(
    '/sie/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerCompanyParam,
        consumes: ['multipart/form-data'],
        response: { 200: LedgerSource, 202: LedgerSource, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const companyId = await ledgerCompanyOf(ctx.db, scope, request.query.company);
      const file = await readSieUpload(request);
      const outcome = await uploadSie(ctx, scope, companyId, file, request.locale);
      const state = await sourceState(ctx, companyId, request.locale);
      return reply.code(outcome === 'queued' ? 202 : 200).send(state);
    },
  );

  app.get(
    '/years/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerPageQuery,
        response: { 200: LedgerYearPage, ...errorResponses },
      },
    },
    async (request) => {
      const { company, limit, offset } = request.query;
      const companyId = await companyOf(request, company);
      const years = await yearSummaries(ctx.db, companyId);
      const results = years.slice(offset, offset + limit).map((y) => ({
        start: y.start,
        end: y.end,
        detail: y.detail,
        voucher_count: y.vouchers,
        transaction_count: y.transactions,
        refreshed_at: y.refreshedAt.toISOString(),
      }));
      return toPage(request.url, { limit, offset }, years.length, results);
    },
  );

  app.get(
    '/accounts/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerAccountQuery,
        response: { 200: LedgerAccountPage, ...errorResponses },
      },
    },
    async (request) => {
      const { company, limit, offset, search } = request.query;
      const companyId = await companyOf(request, company);
      const { count, rows } = await listAccounts(ctx.db, companyId, { limit, offset, search });
      return toPage(request.url, { limit, offset }, count, rows);
    },
  );

  app.get(
    '/months/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerCompanyParam,
        response: { 200: LedgerMonthCounts, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = await companyOf(request, request.query.company);
      return { results: await monthCounts(ctx.db, companyId) };
    },
  );

  app.get(
    '/vouchers/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: LedgerVoucherQuery,
        response: { 200: LedgerVoucherPage, ...errorResponses },
      },
    },
    async (request) => {
      const { company, limit, offset, search, account, from, to, ordering } = request.query;
      const companyId = await companyOf(request, company);
      const filter = { limit, offset, search, account, from, to, ordering };
      const { count, results } = await vouchersOf(ctx, companyId, filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.get(
    '/vouchers/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: LedgerVoucherDetailQuery,
        response: { 200: LedgerVoucherDetail, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await voucherCompanyOf(ctx.db, request.params.id);
      const asked = request.query.company;
      if (owner === undefined || (asked !== undefined && asked !== owner)) throw notFound();
      const companyId = await companyOf(request, owner);
      return voucherDetail(ctx, companyId, request.params.id);
    },
  );
};
