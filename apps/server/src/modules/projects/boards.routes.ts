import {
  BoardInput,
  ColumnInput,
  ColumnPatch,
  ProjectDetail,
} from '@portal/contracts/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  addBoard,
  addColumn,
  patchColumn,
  removeBoard,
  removeColumn,
  renameBoard,
} from './boards.service';

const tags = ['projects'];
const permission = 'manage:projects';

/** Boards of a project and their columns; each change answers the whole project. */
export const boardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const detail = { 200: ProjectDetail, ...errorResponses };

  app.post(
    '/:id/boards/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: BoardInput,
        response: { 201: ProjectDetail, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addBoard(
            ctx,
            await scope(request),
            request.params.id,
            request.body.name,
            request.locale,
          ),
        ),
  );

  app.patch(
    '/boards/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: BoardInput, response: detail },
    },
    async (request) => renameBoard(ctx, await scope(request), request.params.id, request.body.name),
  );

  app.delete(
    '/boards/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeBoard(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/boards/:id/columns/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: ColumnInput,
        response: { 201: ProjectDetail, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addColumn(ctx, await scope(request), request.params.id, request.body)),
  );

  app.patch(
    '/columns/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, body: ColumnPatch, response: detail },
    },
    async (request) => patchColumn(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/columns/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeColumn(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
