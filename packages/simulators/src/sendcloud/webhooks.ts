import { createHmac } from 'node:crypto';

export interface WebhookDelivery {
  url: string;
  body: string;
  signature: string;
}

/** Sendcloud signs a webhook with the hex HMAC-SHA256 of the raw body and the secret key. */
export const signSendcloud = (body: string, secretKey: string) =>
  createHmac('sha256', secretKey).update(body).digest('hex');

/** Posts deliveries as Sendcloud does: signed, failures ignored, each kept for tests to read. */
export function createWebhookSender() {
  const pending = new Set<Promise<void>>();
  const sent: WebhookDelivery[] = [];
  return {
    deliver(url: string, payload: unknown, secretKey: string) {
      const body = JSON.stringify(payload);
      const signature = signSendcloud(body, secretKey);
      sent.push({ url, body, signature });
      const posted = fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sendcloud-signature': signature,
          'user-agent': 'Sendcloud-Webhooks/1.0',
        },
        body,
        signal: AbortSignal.timeout(5_000),
      })
        .then((response) => response.body?.cancel())
        .catch(() => undefined);
      pending.add(posted);
      void posted.finally(() => pending.delete(posted));
    },
    sent: (): readonly WebhookDelivery[] => sent,
    /** resolves once every delivery sent so far has been answered or has failed */
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
