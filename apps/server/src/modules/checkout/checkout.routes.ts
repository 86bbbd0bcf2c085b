import { Checkout, CreateCheckout } from '@portal/contracts/schemas/checkout';
import { WebhookAnswer } from '@portal/contracts/schemas/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { getCheckout, startCheckout } from './checkout.service';
import { receiveWebhook } from './checkout.settle';

/**
 * Card payments through the provider's hosted checkout (ADR 018): start one for an unpaid
 * invoice or a history import, read (and settle) it on return, and the provider's webhook.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/',
    {
      // a history import also needs manage:apps, checked with the subscription
      config: { permission: 'view:billing' },
      schema: {
        tags: ['checkouts'],
        body: CreateCheckout,
        response: { 201: Checkout, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const checkout = await startCheckout(ctx, scope, request.locale, request.body);
      return reply.code(201).send(checkout);
    },
  );

  app.get(
    '/:id/',
    {
      config: { permission: 'view:billing' },
      schema: {
        tags: ['checkouts'],
        params: IdParams,
        response: { 200: Checkout, ...errorResponses },
      },
    },
    async (request) => getCheckout(ctx, await scopeOf(ctx.db, request), request.params.id),
  );

  await app.register(async (hooks) => {
    // the signature is over the exact bytes: keep them
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/webhook/',
      {
        config: { public: true },
        schema: { tags: ['checkouts'], response: { 200: WebhookAnswer, ...errorResponses } },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveWebhook(ctx, request.headers as Record<string, string | undefined>, raw);
      },
    );
  });
};
