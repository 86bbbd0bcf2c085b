import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { sendError } from './error-handler';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built portal (apps/web/dist) when it exists: files as they are, any other GET
 * outside /api as index.html so the SPA router can take it. Unknown /api paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | false) {
  const hasWeb = webDist !== false && fs.existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
    // `/` is a folder: static would answer 403, so the login page is sent explicitly.
    app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageLoad = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && !isApi && isPageLoad) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, notFound());
  });
}
