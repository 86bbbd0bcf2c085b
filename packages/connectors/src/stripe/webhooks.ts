import Stripe from 'stripe';
import type { WebhookHint, WebhookSupport } from '../sdk/connector';

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const PAYOUT_TOPICS = new Set(['payout.paid', 'payout.updated']);

const header = (headers: Record<string, string | undefined>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * Stripe webhooks: `Stripe-Signature: t=…,v1=…`, checked by the SDK (HMAC-SHA256 of
 * `t.payload`, 300 s tolerance). Stripe retries for days and may deliver an event twice or out of
 * order, so the event id is the delivery id. Only payouts are booked; a charge or refund is
 * booked with the payout that pays it.
 */
export const stripeWebhooks: WebhookSupport = {
  secretField: 'webhook_secret',
  verify(headers, rawBody, secret) {
    const signature = header(headers, 'stripe-signature');
    if (!signature || !secret) return false;
    try {
      Stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
      return true;
    } catch {
      return false;
    }
  },
  hint(_headers, body): WebhookHint | null {
    const event = body as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } };
    const id = event?.data?.object?.id;
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') return null;
    if (!PAYOUT_TOPICS.has(event.type) || typeof id !== 'string') return null;
    return { deliveryId: event.id, topic: event.type, kind: 'payout', id };
  },
};
