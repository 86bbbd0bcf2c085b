import { stockholmDay } from '@portal/contracts/dates';
import { stripeWebhooks } from '@portal/connectors/stripe/webhooks';
import type { AppContext } from '../../context';
import type { CheckoutRow } from '../../db/schema/billing';
import { refusal, withDetail } from '../../http/http-error';
import { findCheckoutBySession, settleExpired, settlePaid } from './checkout.repository';
import { StripeCheckoutError, stripeCheckout } from './stripe-checkout';
import type { StripeSession } from './stripe-checkout';

/** The portal's Stripe account, or 503 when card payments are not configured. */
export function checkoutProvider(ctx: AppContext) {
  const { secretKey } = ctx.config.stripe;
  if (!secretKey) throw withDetail(503, 'payments_unavailable', 'checkout.errors.not_configured');
  return stripeCheckout({ ...ctx.config.stripe, secretKey });
}

/** The provider failed or refused: 502, and the failure is logged (never shown). */
export function providerFailed(ctx: AppContext, error: unknown) {
  const status = error instanceof StripeCheckoutError ? error.status : undefined;
  ctx.log.error({ err: error, status }, 'Stripe Checkout call failed');
  return withDetail(502, 'payments_unavailable', 'checkout.errors.provider_failed');
}

/**
 * Settles a checkout from what the provider says of its session: paid records the payment (and
 * pays an invoice), expired grants nothing. A session that is not this checkout's, or charged
 * another amount, settles nothing. Answers whether anything changed.
 */
export async function settleSession(
  ctx: AppContext,
  checkout: CheckoutRow,
  session: StripeSession,
): Promise<boolean> {
  if (session.id !== checkout.sessionId) return false;
  if (session.payment_status === 'paid') {
    if (session.amount_total !== checkout.amount || session.currency?.toLowerCase() !== 'sek') {
      ctx.log.error(
        { checkout: checkout.id, session: session.id, amount: session.amount_total },
        'paid checkout session does not match its checkout; nothing granted',
      );
      return false;
    }
    const now = ctx.clock.now();
    return settlePaid(ctx.db, checkout.id, now, stockholmDay(now));
  }
  if (session.status === 'expired') return settleExpired(ctx.db, checkout.id);
  return false;
}

const SETTLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

/**
 * `POST /api/checkouts/webhook/`: Stripe's signed event (the connector's check: HMAC-SHA256,
 * 300 s tolerance) settles the checkout its session belongs to. Anything unsigned, forged or
 * stale is refused and changes nothing; events of other kinds or sessions are acknowledged.
 */
export async function receiveWebhook(
  ctx: AppContext,
  headers: Record<string, string | undefined>,
  raw: Buffer,
): Promise<{ accepted: true; duplicate: boolean }> {
  const secret = ctx.config.stripe.webhookSecret ?? '';
  if (!secret || !stripeWebhooks.verify(headers, raw, secret))
    throw refusal(401, 'invalid_signature');
  let event: { type?: unknown; data?: { object?: unknown } };
  try {
    event = JSON.parse(raw.toString('utf8')) as typeof event;
  } catch {
    throw refusal(400, 'validation_error');
  }
  const session = event?.data?.object as StripeSession | undefined;
  if (typeof event?.type !== 'string' || !SETTLING_EVENTS.has(event.type))
    return { accepted: true, duplicate: false };
  if (typeof session?.id !== 'string') throw refusal(400, 'validation_error');
  const checkout = await findCheckoutBySession(ctx.db, session.id);
  if (!checkout) return { accepted: true, duplicate: false };
  const changed = await settleSession(ctx, checkout, session);
  return { accepted: true, duplicate: !changed };
}
