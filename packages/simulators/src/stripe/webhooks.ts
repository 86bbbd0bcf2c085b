import { createHmac } from 'node:crypto';
import type { StripeEvent } from './model';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

/** `t=…,v1=…`: HMAC-SHA256 of `${t}.${payload}` with the endpoint's signing secret. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Delivers events the way Stripe does: one signed POST per endpoint, failures ignored (webhooks
 * are hints; a sweep finds what they miss). `redeliver` sends an event again with the same id.
 */
export function createWebhookSender(now: () => number) {
  const endpoints: WebhookEndpoint[] = [];
  const pending = new Set<Promise<void>>();
  let duplicate = false;

  const post = (endpoint: WebhookEndpoint, event: StripeEvent) => {
    const body = JSON.stringify(event, null, 2);
    const signature = stripeSignature(body, endpoint.secret, Math.floor(now() / 1000));
    const sent = fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => void response.body?.cancel())
      .catch(() => undefined);
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };

  return {
    register(url: string, secret: string) {
      endpoints.push({ url, secret });
    },
    /** every event delivered twice from now on (Stripe's at-least-once delivery) */
    setDuplicate(value: boolean) {
      duplicate = value;
    },
    deliver(event: StripeEvent) {
      for (const endpoint of endpoints) {
        post(endpoint, event);
        if (duplicate) post(endpoint, event);
      }
    },
    /** resolves once every delivery started so far has been answered or has failed */
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
