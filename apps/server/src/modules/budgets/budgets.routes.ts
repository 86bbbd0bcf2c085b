import {
  AnalysisQuery,
  Budget,
  BudgetAccountPage,
  BudgetAccountQuery,
  BudgetAnalysis,
  BudgetCompanyQuery,
  BudgetCreateQuery,
  BudgetFill,
  BudgetInput,
  BudgetLines,
  BudgetLinesInput,
  BudgetPage,
  BudgetPatch,
  BudgetQuery,
  FromActualsInput,
} from '@portal/contracts/schemas/budgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import { scopeOf } from '../tenancy/scope';
import { budgetAnalysis } from './budget-analysis.service';
import { budgetFromActuals, importBudgetFile } from './budget-fill.service';
import { readUpload } from './budget-upload';
import { readGrid, saveGrid } from './budget-grid.service';
import { chartAccounts, companyOfBudget } from './budgets.repository';
import {
  createBudget,
  getBudget,
  listCompanyBudgets,
  patchBudget,
  removeBudget,
} from './budgets.service';

const tags = ['budgets'];
// SPEC §6: budgets belong to the financial reports (ADR 036)
const permission = 'view:financial-reports';

/** /budgets: a company's budgets, their figures, and budget vs actual (issue 16, ADR 038). */
export const budgetsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  /** The scope and the company asked for, which the caller must be able to see. */
  const access = async (request: Parameters<typeof scopeOf>[1], company: number) => {
    const scope = await scopeOf(db, request);
    return { scope, companyId: await ledgerCompanyOf(db, scope, company) };
  };
  /**
   * A budget's calls: the company is the budget's own (`?company=`, when given, must be it), and
   * one the caller may not see answers 404 as a budget that does not exist.
   */
  const budgetAccess = async (
    request: Parameters<typeof scopeOf>[1],
    id: number,
    company: number | undefined,
  ) => {
    const scope = await scopeOf(db, request);
    const owner = await companyOfBudget(db, id);
    if (owner === null || (company !== undefined && company !== owner)) throw notFound();
    return { scope, companyId: await ledgerCompanyOf(db, scope, owner) };
  };
  const one = { 200: Budget, ...errorResponses };
  const grid = { 200: BudgetLines, ...errorResponses };
  const fill = { 200: BudgetFill, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: { tags, querystring: BudgetQuery, response: { 200: BudgetPage, ...errorResponses } },
    },
    async (request) => {
      const { company, limit, offset, year, search, ordering } = request.query;
      const { companyId } = await access(request, company);
      const { count, results } = await listCompanyBudgets(db, companyId, {
        limit,
        offset,
        year,
        search,
        ordering,
      });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: BudgetCreateQuery,
        body: BudgetInput,
        response: { 201: Budget, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scope, companyId } = await access(request, request.query.company);
      const budget = await createBudget(db, scope, companyId, request.body, ctx.clock.now());
      return reply.code(201).send(budget);
    },
  );

  app.get(
    '/accounts/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: BudgetAccountQuery,
        response: { 200: BudgetAccountPage, ...errorResponses },
      },
    },
    async (request) => {
      const { company, limit, offset, search } = request.query;
      const { companyId } = await access(request, company);
      const { count, rows } = await chartAccounts(db, companyId, { limit, offset, search });
      return toPage(request.url, { limit, offset }, count, rows);
    },
  );

  app.get(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, querystring: BudgetCompanyQuery, response: one },
    },
    async (request) => {
      const { companyId } = await budgetAccess(request, request.params.id, request.query.company);
      return getBudget(db, companyId, request.params.id);
    },
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: BudgetCompanyQuery,
        body: BudgetPatch,
        response: one,
      },
    },
    async (request) => {
      const { scope, companyId } = await budgetAccess(
        request,
        request.params.id,
        request.query.company,
      );
      return patchBudget(db, scope, companyId, request.params.id, request.body, ctx.clock.now());
    },
  );

  app.delete(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: BudgetCompanyQuery,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { companyId } = await budgetAccess(request, request.params.id, request.query.company);
      await removeBudget(db, companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/lines/',
    {
      config: { permission },
      schema: { tags, params: IdParams, querystring: BudgetCompanyQuery, response: grid },
    },
    async (request) => {
      const { companyId } = await budgetAccess(request, request.params.id, request.query.company);
      return readGrid(db, companyId, request.params.id);
    },
  );

  app.put(
    '/:id/lines/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: BudgetCompanyQuery,
        body: BudgetLinesInput,
        response: grid,
      },
    },
    async (request) => {
      const { scope, companyId } = await budgetAccess(
        request,
        request.params.id,
        request.query.company,
      );
      return saveGrid(db, scope, companyId, request.params.id, request.body, ctx.clock.now());
    },
  );

  // multipart/form-data: the file in field `file` (CSV or XLSX: account; period 1; …; period N)
  app.post(
    '/:id/import/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: BudgetCompanyQuery,
        consumes: ['multipart/form-data'],
        response: fill,
      },
    },
    async (request) => {
      const { scope, companyId } = await budgetAccess(
        request,
        request.params.id,
        request.query.company,
      );
      const bytes = await readUpload(request);
      return importBudgetFile(db, scope, companyId, request.params.id, bytes, ctx.clock.now());
    },
  );

  app.post(
    '/:id/from-actuals/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: BudgetCompanyQuery,
        body: FromActualsInput,
        response: fill,
      },
    },
    async (request) => {
      const { scope, companyId } = await budgetAccess(
        request,
        request.params.id,
        request.query.company,
      );
      const percent = Number(request.body.percent);
      return budgetFromActuals(db, scope, companyId, request.params.id, percent, ctx.clock.now());
    },
  );

  app.get(
    '/:id/analysis/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: AnalysisQuery,
        response: { 200: BudgetAnalysis, ...errorResponses },
      },
    },
    async (request) => {
      const { company, threshold } = request.query;
      const { companyId } = await budgetAccess(request, request.params.id, company);
      return budgetAnalysis(db, companyId, request.params.id, threshold, ctx.clock.now());
    },
  );
};
