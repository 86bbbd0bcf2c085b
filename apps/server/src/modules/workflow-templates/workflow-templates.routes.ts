import {
  ProjectFromTemplate,
  ProjectFromTemplateInput,
  TemplateClients,
  WorkflowTemplate,
  WorkflowTemplateInput,
  WorkflowTemplatePage,
  WorkflowTemplatePatch,
  WorkflowTemplateQuery,
} from '@portal/contracts/schemas/workflow-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { recurrencesRoutes } from './recurrences.routes';
import { assertValidTemplateBody } from './task-errors';
import { createProjectFromTemplate } from './template-projects.service';
import {
  createWorkflowTemplate,
  deleteWorkflowTemplate,
  getWorkflowTemplate,
  listWorkflowTemplates,
  patchWorkflowTemplate,
  templateClients,
} from './workflow-templates.service';

const tags = ['workflow-templates'];
const permission = 'manage:workflow-templates';

/** /workflow-templates: a firm's templates, projects made from them, recurrences (issue 15). */
export const workflowTemplatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: WorkflowTemplate, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: WorkflowTemplateQuery,
        response: { 200: WorkflowTemplatePage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, ordering } = request.query;
      const page = await listWorkflowTemplates(ctx, await scope(request), {
        limit,
        offset,
        search,
        ordering,
      });
      return toPage(request.url, { limit, offset }, page.count, page.results);
    },
  );

  app.post(
    '/',
    {
      config: { permission },
      attachValidation: true,
      schema: {
        tags,
        body: WorkflowTemplateInput,
        response: { 201: WorkflowTemplate, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidTemplateBody(request);
      return reply
        .code(201)
        .send(await createWorkflowTemplate(ctx, await scope(request), request.body));
    },
  );

  app.get(
    '/clients/',
    {
      config: { permission },
      schema: { tags, response: { 200: TemplateClients, ...errorResponses } },
    },
    async (request) => templateClients(ctx, await scope(request)),
  );

  app.get(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: one } },
    async (request) => getWorkflowTemplate(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      attachValidation: true,
      schema: { tags, params: IdParams, body: WorkflowTemplatePatch, response: one },
    },
    async (request) => {
      assertValidTemplateBody(request);
      return patchWorkflowTemplate(ctx, await scope(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deleteWorkflowTemplate(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/projects/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: ProjectFromTemplateInput,
        response: { 201: ProjectFromTemplate, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createProjectFromTemplate(
            ctx,
            await scope(request),
            request.params.id,
            request.body,
            request.locale,
          ),
        ),
  );

  await app.register(recurrencesRoutes, { ctx });
};
