import {
  Todo,
  TodoAssigneeList,
  TodoAssigneesQuery,
  TodoBulkDelete,
  TodoBulkResult,
  TodoBulkStatus,
  TodoCounts,
  TodoCountsQuery,
  TodoInput,
  TodoPage,
  TodoPatch,
  TodoQuery,
  TodoTagList,
} from '@portal/contracts/schemas/todos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  bulkDelete,
  bulkStatus,
  createTodo,
  getTodo,
  listTodosFor,
  patchTodo,
  removeTodo,
  todoAssignees,
  todoCounts,
  todoTags,
} from './todos.service';

const tags = ['todos'];
const permission = 'manage:todos';
const config = { permission } as const;

/** /todos (issue 17): the active company's to-dos; in-house staff's of every company and their own. */
export const todosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: Todo, ...errorResponses };
  const bulk = { 200: TodoBulkResult, ...errorResponses };

  app.get(
    '/',
    {
      config,
      schema: { tags, querystring: TodoQuery, response: { 200: TodoPage, ...errorResponses } },
    },
    async (request) => {
      const { count, results } = await listTodosFor(ctx, await scope(request), request.query);
      return toPage(request.url, request.query, count, results);
    },
  );

  app.get(
    '/counts/',
    {
      config,
      schema: {
        tags,
        querystring: TodoCountsQuery,
        response: { 200: TodoCounts, ...errorResponses },
      },
    },
    async (request) => todoCounts(ctx, await scope(request), request.query),
  );

  app.get(
    '/tags/',
    { config, schema: { tags, response: { 200: TodoTagList, ...errorResponses } } },
    async (request) => todoTags(ctx, await scope(request)),
  );

  app.get(
    '/assignees/',
    {
      config,
      schema: {
        tags,
        querystring: TodoAssigneesQuery,
        response: { 200: TodoAssigneeList, ...errorResponses },
      },
    },
    async (request) => todoAssignees(ctx, await scope(request), request.query.company),
  );

  app.post(
    '/',
    { config, schema: { tags, body: TodoInput, response: { 201: Todo, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(await createTodo(ctx, await scope(request), request.body)),
  );

  app.post(
    '/bulk/',
    { config, schema: { tags, body: TodoBulkStatus, response: bulk } },
    async (request) => bulkStatus(ctx, await scope(request), request.body),
  );

  app.post(
    '/bulk/delete/',
    { config, schema: { tags, body: TodoBulkDelete, response: bulk } },
    async (request) => bulkDelete(ctx, await scope(request), request.body.ids),
  );

  app.get('/:id/', { config, schema: { tags, params: IdParams, response: one } }, async (request) =>
    getTodo(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    { config, schema: { tags, params: IdParams, body: TodoPatch, response: one } },
    async (request) => patchTodo(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete('/:id/', { config, schema: { tags, params: IdParams } }, async (request, reply) => {
    await removeTodo(ctx, await scope(request), request.params.id);
    return reply.code(204).send();
  });
};
