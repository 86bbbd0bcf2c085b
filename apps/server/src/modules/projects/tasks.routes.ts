import {
  ProjectDetail,
  Task,
  TaskInput,
  TaskMove,
  TaskPatch,
} from '@portal/contracts/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { createTask, moveTask, patchTask, removeTask } from './tasks.service';

const tags = ['projects'];
const permission = 'manage:projects';

/** Tasks on a project's boards: create in a column, edit, move, delete. */
export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.post(
    '/columns/:id/tasks/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: TaskInput,
        response: { 201: Task, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTask(ctx, await scope(request), request.params.id, request.body)),
  );

  app.patch(
    '/tasks/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: TaskPatch,
        response: { 200: Task, ...errorResponses },
      },
    },
    async (request) => patchTask(ctx, await scope(request), request.params.id, request.body),
  );

  app.post(
    '/tasks/:id/move/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: TaskMove,
        response: { 200: ProjectDetail, ...errorResponses },
      },
    },
    async (request) => moveTask(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeTask(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
