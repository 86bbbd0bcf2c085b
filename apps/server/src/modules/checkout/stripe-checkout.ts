import type { StripeCheckoutSettings } from '../../config';

/** The fields of a Checkout Session the portal reads. */
export interface StripeSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
}

export interface NewSession {
  /** öre, VAT included */
  amount: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string;
  metadata: Record<string, string>;
  customerEmail?: string;
  /** also the Idempotency-Key: a retried create makes no second session */
  idempotencyKey: string;
}

/** A provider failure: the caller answers 502 and changes nothing. */
export class StripeCheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StripeCheckoutError';
  }
}

const TIMEOUT_MS = 15_000;

/**
 * Stripe's three Checkout Session calls over fetch with Stripe's form encoding. The portal's own
 * account is not a connector (no sync, budgets or API log), so the SDK's HTTP-client adapter in
 * packages/connectors (read-only by design) does not fit; three small calls need no SDK.
 */
export function stripeCheckout(settings: StripeCheckoutSettings & { secretKey: string }) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    form?: URLSearchParams,
    idempotencyKey?: string,
  ): Promise<StripeSession> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(form ? { body: form.toString() } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new StripeCheckoutError(0, `Stripe unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as
      (StripeSession & { error?: { message?: string } }) | null;
    if (!response.ok || !body || body.error) {
      throw new StripeCheckoutError(response.status, body?.error?.message ?? response.statusText);
    }
    return body;
  }

  return {
    create(session: NewSession): Promise<StripeSession> {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'sek',
        'line_items[0][price_data][unit_amount]': String(session.amount),
        'line_items[0][price_data][product_data][name]': session.description,
        'line_items[0][quantity]': '1',
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        client_reference_id: session.clientReferenceId,
      });
      for (const [key, value] of Object.entries(session.metadata))
        form.set(`metadata[${key}]`, value);
      if (session.customerEmail) form.set('customer_email', session.customerEmail);
      return call('POST', '/v1/checkout/sessions', form, session.idempotencyKey);
    },
    retrieve: (id: string) => call('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`),
    expire: (id: string) =>
      call('POST', `/v1/checkout/sessions/${encodeURIComponent(id)}/expire`, new URLSearchParams()),
  };
}

export type StripeCheckout = ReturnType<typeof stripeCheckout>;
