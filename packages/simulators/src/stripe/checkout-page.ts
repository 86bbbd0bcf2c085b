import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CheckoutSession, StoredSession } from './checkout';
import { StripeApiError } from './errors';
import type { StripeState } from './state';

/** The test card the page offers, as Stripe's docs do. */
export const TEST_CARD = '4242 4242 4242 4242';

const PAGE = /^\/checkout\/pay\/([^/]+)(\/cancel)?\/?$/;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** 123450 sek → "SEK 1,234.50" */
function amountText(minor: number, currency: string): string {
  const value = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  return `${currency.toUpperCase()} ${value}`;
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #d0d7de}
h1{font-size:1.25rem;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:600;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #57606a;border-radius:4px}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;background:#0a2540;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.error{color:#a40e26;font-weight:600}
.hint{color:#57606a;font-size:.875rem}
a{color:#0550ae}`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The payment form: amount, what is bought, a card number field, Pay and Cancel. */
export function paymentPage(entry: StoredSession, error?: string, card = TEST_CARD): string {
  const { session, lineItems } = entry;
  const total = amountText(session.amount_total, session.currency);
  const items = lineItems
    .map(
      (item) =>
        `<li>${escape(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}: ${escape(amountText(item.unitAmount * item.quantity, session.currency))}</li>`,
    )
    .join('');
  const errorText = error
    ? `<p id="card-error" class="error" role="alert">${escape(error)}</p>`
    : '';
  const described = error ? 'card-hint card-error' : 'card-hint';
  return document(
    `Pay ${total}`,
    `<h1>Pay with card</h1>
<p class="amount">${escape(total)}</p>
<ul>${items}</ul>
<form method="post" action="/checkout/pay/${encodeURIComponent(session.id)}">
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${escape(card)}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''} required>
<p id="card-hint" class="hint">Test mode: ${TEST_CARD} pays, 4000 0000 0000 0002 is declined.</p>
${errorText}
<button type="submit">Pay ${escape(total)}</button>
</form>
<p><a href="/checkout/pay/${encodeURIComponent(session.id)}/cancel">Cancel and return</a></p>`,
  );
}

function closedPage(session: CheckoutSession): string {
  const paid = session.status === 'complete';
  const back = paid
    ? `<p><a href="${escape(successUrl(session))}">Return to the merchant</a></p>`
    : '';
  return document(
    'Checkout',
    `<h1>${paid ? 'This payment is complete' : 'This Checkout Session is no longer active'}</h1>${back}`,
  );
}

const successUrl = (session: CheckoutSession) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

type Reply = { status: number; html?: string; location?: string };

async function reply(
  req: IncomingMessage,
  state: StripeState,
  id: string,
  cancel: boolean,
): Promise<Reply> {
  let entry: StoredSession;
  try {
    entry = state.checkout.get(id);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return { status: 404, html: document('Not found', '<h1>No such checkout page</h1>') };
  }
  const { session } = entry;
  if (cancel) {
    return session.cancel_url && session.status === 'open'
      ? { status: 303, location: session.cancel_url }
      : { status: 410, html: closedPage(session) };
  }
  if (session.status !== 'open') return { status: 410, html: closedPage(session) };
  if (req.method === 'GET') return { status: 200, html: paymentPage(entry) };
  const card = (await formOf(req)).get('card_number') ?? '';
  const paid = state.checkout.pay(id, card);
  if (paid.ok) return { status: 303, location: successUrl(paid.session) };
  return { status: 402, html: paymentPage(entry, paid.message, card) };
}

/**
 * The hosted payment page on the simulator's own origin (no API key: the customer's browser
 * opens it): `GET /checkout/pay/:id`, `POST` with `card_number`, `GET …/cancel`. Answers false
 * when the path is not the page's, so the API handles it.
 */
export async function handleCheckoutPage(
  req: IncomingMessage,
  res: ServerResponse,
  state: StripeState,
): Promise<boolean> {
  const pathname = new URL(req.url ?? '/', 'http://simulator').pathname;
  const match = PAGE.exec(pathname);
  const method = req.method ?? 'GET';
  if (!match || !(method === 'GET' || (method === 'POST' && !match[2]))) return false;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  const answer = await reply(req, state, id, Boolean(match[2]));
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (answer.location) headers.location = answer.location;
  if (answer.html) headers['content-type'] = 'text/html; charset=utf-8';
  res.writeHead(answer.status, headers);
  res.end(answer.html ?? '');
  return true;
}
