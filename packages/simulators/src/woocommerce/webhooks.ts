import { createHmac } from 'node:crypto';

export interface WebhookSubscription {
  id: number;
  address: string;
  secret: string;
}

export interface WebhookDelivery {
  topic: 'order.created' | 'order.updated';
  /** the order's JSON as the REST API shows it */
  payload: unknown;
}

/**
 * Posts deliveries the way WooCommerce does: signed with base64 HMAC-SHA256 of the raw body,
 * failures ignored (WooCommerce logs and moves on). `duplicate` sends each delivery twice with
 * the same delivery id, as a retried delivery arrives.
 */
export function createWebhookSender(source: () => string) {
  const pending = new Set<Promise<void>>();
  let nextDeliveryId = 1;
  let duplicate = false;

  const post = (address: string, body: string, headers: Record<string, string>) => {
    const sent = fetch(address, {
      method: 'POST',
      headers: { 'user-agent': 'WooCommerce/9.4.0 Hookshot (WordPress/6.6)', ...headers },
      body,
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };

  return {
    setDuplicate(value: boolean) {
      duplicate = value;
    },
    /** WooCommerce's ping when a webhook is saved: a form body, no signature. */
    ping(subscription: WebhookSubscription) {
      post(subscription.address, `webhook_id=${subscription.id}`, {
        'content-type': 'application/x-www-form-urlencoded',
        'x-wc-webhook-source': `${source()}/`,
        'x-wc-webhook-id': String(subscription.id),
      });
    },
    deliver(subscription: WebhookSubscription, delivery: WebhookDelivery) {
      const body = JSON.stringify(delivery.payload);
      const [resource, event] = delivery.topic.split('.') as [string, string];
      const headers = {
        'content-type': 'application/json',
        'x-wc-webhook-source': `${source()}/`,
        'x-wc-webhook-topic': delivery.topic,
        'x-wc-webhook-resource': resource,
        'x-wc-webhook-event': event,
        'x-wc-webhook-signature': createHmac('sha256', subscription.secret)
          .update(body)
          .digest('base64'),
        'x-wc-webhook-id': String(subscription.id),
        'x-wc-webhook-delivery-id': String(nextDeliveryId++),
      };
      post(subscription.address, body, headers);
      if (duplicate) post(subscription.address, body, headers);
    },
    /** Resolves once every delivery sent so far has been answered or has failed. */
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
