import { WebhookAnswer } from '@portal/contracts/schemas/sync';
import { CONNECTORS } from '@portal/connectors/registry';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { webhookDeliveries } from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import { notFound, refusal } from '../../http/http-error';
import { errorResponses, IdParams } from '../../http/schemas';
import { connectionsOf } from './connections.repository';
import { queueElement } from './scheduler';
import { shippingWebhook } from '../shipments/shipments.webhook';

/**
 * Provider webhooks (`POST /api/webhooks/{subscription id}/`), as hints: the signature over the
 * raw body is checked with the connection's secret (401 when it does not match, nothing
 * recorded), a delivery id seen before is answered and dropped, and a new one queues the element
 * for the engine. The answer comes at once; the periodic sweep catches what webhooks miss. A
 * shipping app's status webhook moves the shipment it names (modules/shipments).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // the signature is over the exact bytes: keep them
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/:id/',
    {
      config: { public: true },
      schema: {
        tags: ['webhooks'],
        params: IdParams,
        response: { 200: WebhookAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const [subscription] = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, request.params.id));
      if (subscription && CONNECTORS.shipping[subscription.application]) {
        return shippingWebhook(ctx, subscription, request);
      }
      const connector = subscription && CONNECTORS.apps[subscription.application];
      const support = connector?.webhooks;
      const { app: connection } = subscription
        ? await connectionsOf(ctx.db, subscription.id)
        : { app: undefined };
      if (!subscription || !support || !connection) throw notFound();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const headers = request.headers as Record<string, string | undefined>;
      const secret = connection.credentials[support.secretField] ?? '';
      if (!secret || !support.verify(headers, raw, secret)) {
        throw refusal(401, 'invalid_signature');
      }
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
      const hint = support.hint(headers, body);
      if (!hint) return { accepted: true, duplicate: false };
      const fresh = await ctx.db
        .insert(webhookDeliveries)
        .values({
          subscriptionId: subscription.id,
          deliveryId: hint.deliveryId,
          topic: hint.topic,
          receivedAt: ctx.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      if (!fresh.length) return { accepted: true, duplicate: true };
      if (subscription.status === 'Active') {
        await queueElement(
          ctx,
          subscription,
          { kind: hint.kind, id: hint.id },
          { trigger: 'webhook' },
        );
      }
      return { accepted: true, duplicate: false };
    },
  );
};
