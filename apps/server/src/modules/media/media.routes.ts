import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pictureByToken } from '../users/users.service';

/** Profile pictures at unguessable URLs, readable by `<img>` without a token (ADR 007). */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pictures/:token/',
    {
      config: { public: true },
      schema: { tags: ['users'], params: z.object({ token: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      const found = await pictureByToken(ctx, request.params.token);
      return reply
        .header('content-type', found.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.data);
    },
  );
};
