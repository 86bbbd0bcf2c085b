import { invalidRequest, missing } from './errors';

/** A Checkout Session (`checkout.session`) in payment mode, with the fields this simulator keeps. */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  /** the hosted payment page while open, else null (as Stripe) */
  url: string | null;
}

export interface CheckoutLineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** What the hosted page shows beside the session. */
export interface StoredSession {
  session: CheckoutSession;
  lineItems: CheckoutLineItem[];
}

/** Stripe's test cards that fail, with the message Checkout shows. */
export const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

export type PayResult = { ok: true; session: CheckoutSession } | { ok: false; message: string };

const MIN_EXPIRY = 30 * 60;
const MAX_EXPIRY = 24 * 60 * 60;

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** `line_items[i][price_data][…]` and `line_items[i][quantity]` as Stripe's form encoding sends them. */
function lineItemsOf(form: URLSearchParams): { items: CheckoutLineItem[]; currency: string } {
  const items: CheckoutLineItem[] = [];
  let currency = '';
  for (
    let i = 0;
    form.has(`line_items[${i}][quantity]`) || form.has(`line_items[${i}][price_data][unit_amount]`);
    i++
  ) {
    const at = (name: string) => form.get(`line_items[${i}]${name}`);
    const param = `line_items[${i}][price_data]`;
    const itemCurrency = (at('[price_data][currency]') ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(itemCurrency))
      throw invalidRequest('Missing required param: currency.', `${param}[currency]`);
    if (currency && itemCurrency !== currency)
      throw invalidRequest('All line items must use the same currency.', `${param}[currency]`);
    currency = itemCurrency;
    const rawAmount = at('[price_data][unit_amount]');
    const unitAmount = rawAmount === null || rawAmount === '' ? NaN : Number(rawAmount);
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      throw invalidRequest('Invalid integer: unit_amount', `${param}[unit_amount]`);
    const quantity = Number(at('[quantity]') ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalidRequest('Invalid integer: quantity', `line_items[${i}][quantity]`);
    const name = at('[price_data][product_data][name]');
    if (!name)
      throw invalidRequest('Missing required param: name.', `${param}[product_data][name]`);
    items.push({ name, unitAmount, quantity });
  }
  if (!items.length) throw invalidRequest('Missing required param: line_items.', 'line_items');
  return { items, currency };
}

/** `metadata[key]=value` pairs. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

/**
 * Checkout Sessions of one account: created through the API, paid or cancelled on the hosted
 * page, expired by the API or when `expires_at` passes (looked at lazily, on every read).
 */
export function createCheckoutSessions(deps: {
  id: (prefix: string) => string;
  now: () => number;
  emit: (type: string, object: unknown, created: number) => void;
}) {
  const stored = new Map<string, StoredSession>();
  const seconds = () => Math.floor(deps.now() / 1000);

  const expire = (entry: StoredSession) => {
    entry.session.status = 'expired';
    entry.session.url = null;
    deps.emit('checkout.session.expired', entry.session, seconds());
  };

  /** the session, expired first when its time has passed */
  const get = (id: string): StoredSession => {
    const entry = stored.get(id);
    if (!entry) throw missing('checkout.session', id, 'session');
    if (entry.session.status === 'open' && seconds() >= entry.session.expires_at) expire(entry);
    return entry;
  };

  return {
    sessions: () => [...stored.values()].map((e) => e.session),
    get,
    create(form: URLSearchParams, origin: string): CheckoutSession {
      const mode = form.get('mode');
      if (!mode) throw invalidRequest('Missing required param: mode.', 'mode');
      if (mode !== 'payment')
        throw invalidRequest('This simulator supports mode=payment only.', 'mode');
      const successUrl = form.get('success_url');
      if (!successUrl) throw invalidRequest('Missing required param: success_url.', 'success_url');
      const { items, currency } = lineItemsOf(form);
      const created = seconds();
      const expiresAt = form.has('expires_at')
        ? Number(form.get('expires_at'))
        : created + MAX_EXPIRY;
      if (
        !Number.isInteger(expiresAt) ||
        expiresAt < created + MIN_EXPIRY ||
        expiresAt > created + MAX_EXPIRY
      )
        throw invalidRequest(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          'expires_at',
        );
      const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
      const id = deps.id('cs_test');
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: form.get('cancel_url'),
        client_reference_id: form.get('client_reference_id'),
        created,
        currency,
        customer_email: form.get('customer_email'),
        expires_at: expiresAt,
        livemode: false,
        metadata: metadataOf(form),
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: successUrl,
        url: `${origin}/checkout/pay/${id}`,
      };
      stored.set(id, { session, lineItems: items });
      return session;
    },
    expire(id: string): CheckoutSession {
      const entry = get(id);
      if (entry.session.status !== 'open')
        throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.');
      expire(entry);
      return entry.session;
    },
    /** pays an open session with a test card number (spaces allowed) */
    pay(id: string, cardNumber: string): PayResult {
      const entry = get(id);
      if (entry.session.status !== 'open')
        return { ok: false, message: 'This Checkout Session is no longer active.' };
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!luhnValid(digits)) return { ok: false, message: 'Your card number is invalid.' };
      const declined = DECLINED_CARDS[digits];
      if (declined) return { ok: false, message: declined };
      Object.assign(entry.session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: deps.id('pi'),
        url: null,
      });
      deps.emit('checkout.session.completed', entry.session, seconds());
      return { ok: true, session: entry.session };
    },
  };
}

export type CheckoutSessions = ReturnType<typeof createCheckoutSessions>;
