import {
  AuditClient,
  AuditItem,
  AuditItemInput,
  AuditItemPage,
  AuditItemPatch,
  AuditItemQuery,
  Checklist,
  ChecklistQuery,
  ChecklistRequest,
  FirmPerson,
} from '@portal/contracts/schemas/audit-preparation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { createAuditItem, deleteAuditItem, patchAuditItem } from './audit-items.service';
import {
  auditClients,
  auditPeople,
  listAuditItems,
  openChecklist,
} from './audit-preparation.service';

const tags = ['audit-preparation'];
const permission = 'manage:audit-preparation';

/** /audit-preparation: each client's checklist for closing a fiscal year. */
export const auditPreparationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: AuditItem, ...errorResponses };

  app.get(
    '/clients/',
    {
      config: { permission },
      schema: { tags, response: { 200: z.array(AuditClient), ...errorResponses } },
    },
    async (request) => auditClients(ctx, await scope(request)),
  );

  app.get(
    '/people/',
    {
      config: { permission },
      schema: { tags, response: { 200: z.array(FirmPerson), ...errorResponses } },
    },
    async (request) => auditPeople(ctx, await scope(request)),
  );

  /** Opening a client's year makes its checklist once and checks what the product can. */
  app.get(
    '/checklist/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ChecklistQuery,
        response: { 200: Checklist, ...errorResponses },
      },
    },
    async (request) => {
      const { company, year } = request.query;
      return openChecklist(ctx, await scope(request), request.locale, company, year);
    },
  );

  /** Checks the automatic items again now, whenever they were last checked. */
  app.post(
    '/checklist/check/',
    {
      config: { permission },
      schema: { tags, body: ChecklistRequest, response: { 200: Checklist, ...errorResponses } },
    },
    async (request) => {
      const { company, year } = request.body;
      return openChecklist(ctx, await scope(request), request.locale, company, year, true);
    },
  );

  app.get(
    '/items/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: AuditItemQuery,
        response: { 200: AuditItemPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, company, year, state, search, ordering } = request.query;
      const filter = { limit, offset, companyId: company, year, state, search, ordering };
      const { count, results, progress } = await listAuditItems(ctx, await scope(request), filter);
      return { ...toPage(request.url, { limit, offset }, count, results), progress };
    },
  );

  app.post(
    '/items/',
    {
      config: { permission },
      schema: { tags, body: AuditItemInput, response: { 201: AuditItem, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createAuditItem(ctx, await scope(request), request.body)),
  );

  app.patch(
    '/items/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: AuditItemPatch, response: one },
    },
    async (request) => patchAuditItem(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/items/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteAuditItem(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
