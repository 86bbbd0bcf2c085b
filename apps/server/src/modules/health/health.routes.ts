import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from './health.repository';

const Ready = z.object({ database: z.enum(['ok', 'error']), queue: z.enum(['ok', 'error']) });

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'error'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
  }
}

/** Liveness (`/health`) and readiness (`/ready`: database and queue reachable). */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { public: true };
  app.get(
    '/health',
    {
      config,
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { config, schema: { tags: ['health'], response: { 200: Ready, 503: Ready } } },
    async (request, reply) => {
      const [database, queue] = await Promise.all([
        probe(() => pingDatabase(ctx.db)),
        probe(() => ctx.queue.ping()),
      ]);
      const ok = database === 'ok' && queue === 'ok';
      if (!ok) request.log.warn({ database, queue }, 'not ready');
      return reply.code(ok ? 200 : 503).send({ database, queue });
    },
  );
};
