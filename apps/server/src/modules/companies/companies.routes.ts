import { PageQuery, paginated } from '@portal/contracts/pagination';
import {
  AssignAccountant,
  Company,
  CompanyInput,
  CompanyListQuery,
  CompanyPatch,
  ConnectedUser,
} from '@portal/contracts/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patchOf } from '@portal/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams, MemberParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createCompany,
  getCompany,
  listCompanies,
  listConnectedUsers,
  patchCompany,
  removeCompanyUser,
  setAccountantAssignment,
} from './companies.service';

const tags = ['companies'];

/** Companies, filtered by the caller's tenancy (ADR 010): another tenant's company is a 404. */
export const companiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        querystring: PageQuery.extend(CompanyListQuery.shape),
        response: { 200: paginated(Company), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, accounting_firm_id } = request.query;
      const filter = { search, firmId: accounting_firm_id, limit, offset };
      const { count, results } = await listCompanies(ctx, await scope(request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission: 'manage:companies' },
      schema: { tags, body: CompanyInput, response: { 201: Company, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCompany(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/',
    {
      config: { signedIn: true },
      schema: { tags, params: IdParams, response: { 200: Company, ...errorResponses } },
    },
    async (request) => getCompany(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission: 'update:company' },
      schema: {
        tags,
        params: IdParams,
        body: patchOf(CompanyPatch),
        response: { 200: Company, ...errorResponses },
      },
    },
    async (request) => patchCompany(ctx, await scope(request), request.params.id, request.body),
  );

  app.get(
    '/:id/users/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.array(ConnectedUser), ...errorResponses },
      },
    },
    async (request) => listConnectedUsers(ctx, await scope(request), request.params.id),
  );

  app.delete(
    '/:id/users/:userId/',
    { config: { permission: 'remove:company-users' }, schema: { tags, params: MemberParams } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeCompanyUser(ctx, await scope(request), id, userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/accountants/',
    {
      config: { permission: 'manage:firm-accountants' },
      schema: { tags, params: IdParams, body: AssignAccountant },
    },
    async (request, reply) => {
      const { id } = request.params;
      await setAccountantAssignment(ctx, await scope(request), id, request.body.user_id, true);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/:id/accountants/:userId/',
    { config: { permission: 'manage:firm-accountants' }, schema: { tags, params: MemberParams } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await setAccountantAssignment(ctx, await scope(request), id, userId, false);
      return reply.code(204).send();
    },
  );
};
