import { PageQuery, paginated } from '@portal/contracts/pagination';
import {
  AccountingFirm,
  AddFirmAccountant,
  FirmAccountant,
  FirmInput,
  FirmPatch,
} from '@portal/contracts/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patchOf } from '@portal/contracts/validation';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams, MemberParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  addAccountant,
  createFirm,
  getFirm,
  listFirmAccountants,
  listFirms,
  patchFirm,
  removeAccountant,
} from './firms.service';

const tags = ['accounting-firms'];

/** Accounting firms, filtered by the caller's tenancy (ADR 010). */
export const firmsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        querystring: PageQuery.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: paginated(AccountingFirm), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search } = request.query;
      const { count, results } = await listFirms(ctx, await scope(request), {
        search,
        limit,
        offset,
      });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission: 'manage:firms' },
      schema: { tags, body: FirmInput, response: { 201: AccountingFirm, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createFirm(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/',
    {
      config: { signedIn: true },
      schema: { tags, params: IdParams, response: { 200: AccountingFirm, ...errorResponses } },
    },
    async (request) => getFirm(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission: 'update:firm' },
      schema: {
        tags,
        params: IdParams,
        body: patchOf(FirmPatch),
        response: { 200: AccountingFirm, ...errorResponses },
      },
    },
    async (request) => patchFirm(ctx, await scope(request), request.params.id, request.body),
  );

  app.get(
    '/:id/accountants/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.array(FirmAccountant), ...errorResponses },
      },
    },
    async (request) => listFirmAccountants(ctx, await scope(request), request.params.id),
  );

  app.post(
    '/:id/accountants/',
    {
      config: { permission: 'manage:firm-accountants' },
      schema: {
        tags,
        params: IdParams,
        body: AddFirmAccountant,
        response: { 201: FirmAccountant, ...errorResponses },
      },
    },
    async (request, reply) => {
      const added = await addAccountant(ctx, await scope(request), request.params.id, request.body);
      return reply.code(201).send(added);
    },
  );

  app.delete(
    '/:id/accountants/:userId/',
    { config: { permission: 'manage:firm-accountants' }, schema: { tags, params: MemberParams } },
    async (request, reply) => {
      await removeAccountant(ctx, await scope(request), request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );
};
