import { paginated } from '@portal/contracts/pagination';
import {
  ClientTaxSettings,
  ClientTaxSettingsInput,
  FileTaxReturn,
  TaxReturnDetail,
  TaxReturnPage,
  TaxReturnPatch,
  TaxReturnQuery,
  TaxSettingsQuery,
} from '@portal/contracts/schemas/tax-preparation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { listTaxSettings, putTaxSettings } from './tax-settings.service';
import { fileTaxReturn, getTaxReturn, listTaxReturns, patchTaxReturn } from './tax-returns.service';

const tags = ['tax-preparation'];
const permission = 'manage:tax-preparation';

/** /tax-preparation: the firm's clients' VAT and income tax returns, and how each files. */
export const taxPreparationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: TaxReturnDetail, ...errorResponses };

  app.get(
    '/returns/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: TaxReturnQuery,
        response: { 200: TaxReturnPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, company, kind, status, due, search, ordering } = request.query;
      const filter = { limit, offset, companyId: company, kind, status, due, search, ordering };
      const { count, results, counts } = await listTaxReturns(ctx, await scope(request), filter);
      return { ...toPage(request.url, { limit, offset }, count, results), counts };
    },
  );

  app.get(
    '/returns/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => getTaxReturn(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/returns/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: TaxReturnPatch, response: one },
    },
    async (request) => patchTaxReturn(ctx, await scope(request), request.params.id, request.body),
  );

  app.post(
    '/returns/:id/file/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: FileTaxReturn, response: one },
    },
    async (request) => fileTaxReturn(ctx, await scope(request), request.params.id, request.body),
  );

  app.get(
    '/settings/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: TaxSettingsQuery,
        response: { 200: paginated(ClientTaxSettings), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search } = request.query;
      const { count, results } = await listTaxSettings(ctx, await scope(request), {
        limit,
        offset,
        search,
      });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.put(
    '/settings/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: ClientTaxSettingsInput,
        response: { 200: ClientTaxSettings, ...errorResponses },
      },
    },
    async (request) => putTaxSettings(ctx, await scope(request), request.params.id, request.body),
  );
};
