import {
  ProjectDetail,
  ProjectInput,
  ProjectOptions,
  ProjectPage,
  ProjectPatch,
  ProjectQuery,
} from '@portal/contracts/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { boardsRoutes } from './boards.routes';
import {
  createProject,
  getProject,
  listProjectsPage,
  patchProject,
  projectOptions,
  removeProject,
} from './projects.service';
import { tasksRoutes } from './tasks.routes';

const tags = ['projects'];
const permission = 'manage:projects';

/** A firm's projects (SPEC §2 /projects, /projects/{id}; §3 Project, Board, Task). */
export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const detail = { 200: ProjectDetail, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: ProjectQuery,
        response: { 200: ProjectPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, client, internal, status, ordering } = request.query;
      const { count, results } = await listProjectsPage(ctx, await scope(request), {
        limit,
        offset,
        search,
        clientId: client,
        internal: internal === undefined ? undefined : internal === 'true',
        status,
        ordering,
      });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.get(
    '/options/',
    {
      config: { permission },
      schema: { tags, response: { 200: ProjectOptions, ...errorResponses } },
    },
    async (request) => projectOptions(ctx, await scope(request)),
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: { tags, body: ProjectInput, response: { 201: ProjectDetail, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProject(ctx, await scope(request), request.body, request.locale)),
  );

  app.get(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams, response: detail } },
    async (request) => getProject(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: ProjectPatch, response: detail },
    },
    async (request) => patchProject(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeProject(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(boardsRoutes, { ctx });
  await app.register(tasksRoutes, { ctx });
};
