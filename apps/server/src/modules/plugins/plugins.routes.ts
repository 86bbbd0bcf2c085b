import { Plugin, PluginInput } from '@portal/contracts/schemas/tenancy';
import { patchOf } from '@portal/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { createPlugin, patchPlugin, pluginsFor, removePlugin } from './plugins.service';

const tags = ['plugins'];

/** Runtime routes (SPEC §2): every signed-in user reads those of their role; in-house manage them. */
export const pluginsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { signedIn: true },
      schema: { tags, response: { 200: z.array(Plugin), ...errorResponses } },
    },
    async (request) => pluginsFor(ctx, await scope(request)),
  );

  app.post(
    '/',
    {
      config: { permission: 'manage:plugins' },
      schema: { tags, body: PluginInput, response: { 201: Plugin, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlugin(ctx, await scope(request), request.body)),
  );

  app.patch(
    '/:id/',
    {
      config: { permission: 'manage:plugins' },
      schema: {
        tags,
        params: IdParams,
        body: patchOf(PluginInput.partial()),
        response: { 200: Plugin, ...errorResponses },
      },
    },
    async (request) => patchPlugin(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission: 'manage:plugins' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removePlugin(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
