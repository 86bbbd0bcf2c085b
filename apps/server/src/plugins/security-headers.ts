import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the portal's pages may load: its own scripts only (the session key lives in
 * localStorage, so no injected script may run), Mantine's inline styles, pictures from itself
 * and from data/blob URLs (previews), and plugin frames from itself or https. No other site may
 * frame it. The plugin frames keep their own sandbox attribute (allow-scripts, forms, popups).
 * Shipping labels (ADR 042): a PDF label is shown in a frame of its blob URL, and a ZPL label is
 * drawn by a WebAssembly renderer, which needs 'wasm-unsafe-eval' (WebAssembly only, no eval).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:', 'https:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Browser security headers on every answer, and no caching of what the API answers. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    // pictures are fetched by the portal itself; nothing else needs them cross-origin
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Signed-in answers hold personal data: no browser or proxy may keep them.
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
