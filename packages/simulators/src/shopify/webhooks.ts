import { createHmac, randomUUID } from 'node:crypto';
import type { Shop } from './model';

export type WebhookTopic = 'orders/create' | 'orders/updated' | 'refunds/create';

export interface WebhookSender {
  send(shop: Shop, topic: WebhookTopic, payload: unknown): void;
  /** resolves once every delivery started so far has finished (or failed) */
  flush(): Promise<void>;
}

/**
 * Posts webhooks the way Shopify does: the REST-shaped JSON, signed with base64 HMAC-SHA256 of the
 * raw body. Failures are ignored: webhooks are hints and the sweep catches what they miss.
 */
export function createWebhookSender(options: {
  now: () => number;
  /** deliver every webhook twice with the same id (Shopify's at-least-once delivery) */
  duplicate: () => boolean;
}): WebhookSender {
  const pending = new Set<Promise<void>>();

  const post = async (address: string, headers: Record<string, string>, body: string) => {
    try {
      const res = await fetch(address, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5_000),
      });
      await res.arrayBuffer();
    } catch {
      // a hint lost: the periodic sweep finds the change anyway
    }
  };

  return {
    send(shop, topic, payload) {
      const body = JSON.stringify(payload);
      const id = randomUUID();
      for (const hook of shop.webhooks) {
        const headers = {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-hmac-sha256': createHmac('sha256', hook.secret).update(body).digest('base64'),
          'x-shopify-shop-domain': shop.domain,
          'x-shopify-webhook-id': id,
          'x-shopify-triggered-at': new Date(options.now()).toISOString(),
          'x-shopify-api-version': '2025-01',
        };
        const times = options.duplicate() ? 2 : 1;
        for (let i = 0; i < times; i++) {
          const delivery = post(hook.address, headers, body).finally(() =>
            pending.delete(delivery),
          );
          pending.add(delivery);
        }
      }
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
