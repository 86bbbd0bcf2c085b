import { paginated } from '@portal/contracts/pagination';
import {
  CustomAccountMapping,
  CustomAccountMappingInput,
  CustomAccountMappingPatch,
  CustomAccountMappingQuery,
} from '@portal/contracts/schemas/custom-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createCustomAccount,
  deleteCustomAccount,
  getCustomAccount,
  listCustomAccounts,
  patchCustomAccount,
} from './custom-accounts.service';

const tags = ['custom-accounts'];
const permission = 'manage:custom-accounts';

/** In-house staff keep the custom account mappings of every company (SPEC §3, ADR 026). */
export const customAccountsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: CustomAccountMappingQuery,
        response: { 200: paginated(CustomAccountMapping), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, company, account_type, event_type, ordering } = request.query;
      const { count, results } = await listCustomAccounts(ctx, {
        limit,
        offset,
        search,
        companyId: company,
        accountType: account_type,
        eventType: event_type,
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
        body: CustomAccountMappingInput,
        response: { 201: CustomAccountMapping, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCustomAccount(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        response: { 200: CustomAccountMapping, ...errorResponses },
      },
    },
    async (request) => getCustomAccount(ctx, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: CustomAccountMappingPatch,
        response: { 200: CustomAccountMapping, ...errorResponses },
      },
    },
    async (request) =>
      patchCustomAccount(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteCustomAccount(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
