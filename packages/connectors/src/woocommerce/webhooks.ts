import type { WebhookHint, WebhookSupport } from '../sdk/connector';
import { verifyBase64Hmac } from '../sdk/webhooks';

/** WooCommerce's ping when a webhook is saved: a form body, sent without a signature. */
const PING = /^webhook_id=\d+$/;

const header = (headers: Record<string, string | undefined>, name: string) =>
  headers[name] ?? headers[name.toLowerCase()];

const isPing = (headers: Record<string, string | undefined>, body: string) =>
  PING.test(body.trim()) && !header(headers, 'x-wc-webhook-topic');

/**
 * `X-WC-Webhook-Signature`: base64 HMAC-SHA256 of the raw body with the webhook's secret. The
 * unsigned ping is accepted and does nothing (WooCommerce disables a webhook whose ping fails).
 * order.created and order.updated hint at the order; refunds are read with it.
 */
export const wooWebhooks: WebhookSupport = {
  secretField: 'webhook_secret',
  verify(headers, rawBody, secret) {
    if (isPing(headers, rawBody.toString('utf8'))) return true;
    return verifyBase64Hmac(rawBody, secret, header(headers, 'x-wc-webhook-signature'));
  },
  hint(headers, body): WebhookHint | null {
    const topic = header(headers, 'x-wc-webhook-topic');
    if (topic !== 'order.created' && topic !== 'order.updated') return null;
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' && typeof id !== 'string') return null;
    const modified = (body as { date_modified_gmt?: string }).date_modified_gmt ?? '';
    const deliveryId =
      header(headers, 'x-wc-webhook-delivery-id') ??
      `${header(headers, 'x-wc-webhook-id') ?? ''}:${topic}:${id}:${modified}`;
    return { deliveryId, topic, kind: 'order', id: String(id) };
  },
};
