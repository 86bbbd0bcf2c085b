import type { WebhookSupport } from '../sdk/connector';
import { verifyBase64Hmac } from '../sdk/webhooks';

const header = (headers: Record<string, string | undefined>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

const ORDER_TOPICS = new Set(['orders/create', 'orders/updated', 'orders/paid']);

/**
 * Shopify webhooks: `X-Shopify-Hmac-Sha256` over the raw body with the app's secret; the
 * delivery id `X-Shopify-Webhook-Id` repeats when Shopify delivers the same event again.
 */
export const shopifyWebhooks: WebhookSupport = {
  secretField: 'webhook_secret',
  verify(headers, rawBody, secret) {
    return verifyBase64Hmac(rawBody, secret, header(headers, 'x-shopify-hmac-sha256'));
  },
  hint(headers, body) {
    const topic = header(headers, 'x-shopify-topic') ?? '';
    const deliveryId = header(headers, 'x-shopify-webhook-id');
    const id = (body as { id?: unknown } | null)?.id;
    if (!deliveryId || (typeof id !== 'number' && typeof id !== 'string')) return null;
    if (ORDER_TOPICS.has(topic)) return { deliveryId, topic, kind: 'order', id: String(id) };
    if (topic === 'refunds/create') return { deliveryId, topic, kind: 'refund', id: String(id) };
    return null;
  },
};
