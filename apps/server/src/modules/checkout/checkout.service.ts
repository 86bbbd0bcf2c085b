import { stockholmDay } from '@portal/contracts/dates';
import { formatMinor, vatInGross } from '@portal/connectors/money';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import { can } from '@portal/contracts/permissions';
import type { Checkout, CreateCheckout } from '@portal/contracts/schemas/checkout';
import type { AppContext } from '../../context';
import type { CheckoutRow } from '../../db/schema/billing';
import { fieldError, notFound, permissionDenied, withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { findScopedSubscription } from '../subscriptions/subscriptions.repository';
import type { Scope } from '../tenancy/scope';
import {
  cancelCheckout,
  findCheckout,
  findOpenCheckout,
  findScopedCheckout,
  findScopedInvoice,
  insertCheckout,
  appMonthlyPrice,
  paidHistoryImport,
  setCheckoutSession,
} from './checkout.repository';
import { checkoutProvider, providerFailed, settleSession } from './checkout.settle';
import {
  FREE_IMPORT_DAYS,
  historyImportPrice,
  importMonths,
  VAT_PERCENT,
} from './history-import-price';

/** A history import reaches back at most ten years: past that the date is a typing mistake. */
export const MAX_IMPORT_MONTHS = 120;

/** What one checkout charges, computed on the server from the invoice or the catalogue. */
interface Charge {
  companyId: number;
  purpose: 'invoice' | 'history_import';
  invoiceId: number | null;
  subscriptionId: number | null;
  months: number;
  startDate: string | null;
  description: string;
  amount: number;
  vat: number;
}

export function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    purpose: row.purpose as Checkout['purpose'],
    company_id: row.companyId,
    subscription_id: row.subscriptionId,
    invoice_id: row.invoiceId,
    months: row.months,
    start_date: row.startDate,
    description: row.description,
    amount: formatMinor(row.amount, 'SEK'),
    vat: formatMinor(row.vat, 'SEK'),
    status: row.status as Checkout['status'],
    url: row.status === 'open' ? row.url : null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

async function invoiceCharge(ctx: AppContext, scope: Scope, locale: AppLocale, invoiceId: number) {
  const invoice = await findScopedInvoice(ctx.db, scope, invoiceId);
  if (!invoice) throw notFound();
  if (invoice.status === 'paid' || invoice.amountDue <= 0)
    throw fieldError('validation_error', 'invoice_id', 'checkout.errors.invoice_paid');
  const vat =
    invoice.total > 0
      ? Math.round((invoice.amountDue * invoice.vat) / invoice.total)
      : vatInGross(invoice.amountDue, VAT_PERCENT);
  return {
    companyId: invoice.companyId,
    purpose: 'invoice',
    invoiceId: invoice.id,
    subscriptionId: null,
    months: 0,
    startDate: null,
    description: t(locale, 'checkout.description.invoice', { number: invoice.number }),
    amount: invoice.amountDue,
    vat,
  } satisfies Charge;
}

async function importCharge(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  input: { subscription_id: number; start_date: string },
) {
  if (!can(scope.role, 'manage:apps')) throw permissionDenied();
  const found = await findScopedSubscription(ctx.db, scope, input.subscription_id);
  if (!found) throw notFound();
  const { subscription } = found;
  const months = importMonths(input.start_date, stockholmDay(ctx.clock.now()));
  if (months === 0)
    throw fieldError('validation_error', 'start_date', 'checkout.errors.import_free', {
      days: FREE_IMPORT_DAYS,
    });
  if (months > MAX_IMPORT_MONTHS)
    throw fieldError('validation_error', 'start_date', 'checkout.errors.import_too_far', {
      months: MAX_IMPORT_MONTHS,
    });
  // months bought before are not charged again; going further back buys the rest
  const paid = await paidHistoryImport(ctx.db, subscription.id);
  if (paid && paid.startDate <= input.start_date)
    throw fieldError('validation_error', 'start_date', 'checkout.errors.import_paid');
  const due = Math.max(1, months - (paid?.months ?? 0));
  const app = await appMonthlyPrice(ctx.db, subscription.application);
  if (!app) throw withDetail(409, 'conflict', 'checkout.errors.no_price');
  const price = historyImportPrice(due, app.monthly);
  const description = t(locale, 'checkout.description.history_import', {
    app: app.name,
    months: due,
    start: input.start_date,
  });
  return {
    companyId: subscription.companyId,
    purpose: 'history_import',
    invoiceId: null,
    subscriptionId: subscription.id,
    months: due,
    startDate: input.start_date,
    description,
    amount: price.total,
    vat: price.vat,
  } satisfies Charge;
}

const returnPath = (charge: Charge, id: number) =>
  charge.purpose === 'invoice'
    ? `/billing?checkout=${id}`
    : `/app-settings/${charge.subscriptionId}?tab=activate&checkout=${id}`;

/**
 * `POST /api/checkouts/`: prices the invoice or the import itself (a client's amount is never
 * read), reuses an open checkout of the same thing at the same price, else opens a provider
 * session and answers where the browser goes to pay.
 */
export async function startCheckout(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  input: CreateCheckout,
): Promise<Checkout> {
  const charge: Charge =
    input.purpose === 'invoice'
      ? await invoiceCharge(ctx, scope, locale, input.invoice_id)
      : await importCharge(ctx, scope, locale, input);
  const provider = checkoutProvider(ctx);
  const target =
    charge.purpose === 'invoice'
      ? { purpose: 'invoice' as const, invoiceId: charge.invoiceId! }
      : { purpose: 'history_import' as const, subscriptionId: charge.subscriptionId! };
  const open = await findOpenCheckout(ctx.db, target);
  if (open && open.url && open.amount === charge.amount && open.startDate === charge.startDate) {
    const current = await refreshed(ctx, open);
    if (current.status !== 'expired') return toCheckout(current);
  } else if (open && (await replaceOpen(ctx, open)) === 'paid') {
    // paid in another tab meanwhile: price again what is still unpaid
    return startCheckout(ctx, scope, locale, input);
  }

  const row = await insertCheckout(ctx.db, { ...charge, createdBy: scope.actorId });
  const path = returnPath(charge, row.id);
  try {
    const session = await provider.create({
      amount: charge.amount,
      description: charge.description,
      successUrl: `${ctx.config.publicUrl}${path}`,
      cancelUrl: `${ctx.config.publicUrl}${path}&cancelled=1`,
      clientReferenceId: String(row.id),
      metadata: {
        checkout_id: String(row.id),
        purpose: charge.purpose,
        company_id: String(charge.companyId),
        ...(charge.invoiceId ? { invoice_id: String(charge.invoiceId) } : {}),
        ...(charge.subscriptionId ? { subscription_id: String(charge.subscriptionId) } : {}),
      },
      idempotencyKey: `portal-checkout-${row.id}`,
    });
    if (!session.url) throw new Error('Stripe answered a session without a URL');
    await setCheckoutSession(ctx.db, row.id, session.id, session.url);
  } catch (error) {
    await cancelCheckout(ctx.db, row.id);
    throw providerFailed(ctx, error);
  }
  return toCheckout((await findCheckout(ctx.db, row.id))!);
}

/**
 * An open checkout at another price (another start date, an invoice that changed) is expired
 * at the provider first; if it was paid meanwhile, that payment is recorded, never dropped.
 */
async function replaceOpen(ctx: AppContext, open: CheckoutRow): Promise<'replaced' | 'paid'> {
  const provider = checkoutProvider(ctx);
  try {
    if (open.sessionId) await provider.expire(open.sessionId);
    await cancelCheckout(ctx.db, open.id);
    return 'replaced';
  } catch (error) {
    const session = await provider.retrieve(open.sessionId!).catch(() => {
      throw providerFailed(ctx, error);
    });
    await settleSession(ctx, open, session);
    if (session.status === 'open') throw providerFailed(ctx, error);
    return session.payment_status === 'paid' ? 'paid' : 'replaced';
  }
}

/** The checkout as the provider now sees it (settled first); as recorded when Stripe fails. */
async function refreshed(ctx: AppContext, row: CheckoutRow): Promise<CheckoutRow> {
  if (row.status !== 'open' || !row.sessionId || !ctx.config.stripe.secretKey) return row;
  try {
    const session = await checkoutProvider(ctx).retrieve(row.sessionId);
    await settleSession(ctx, row, session);
  } catch (error) {
    // the webhook or the next look settles it
    ctx.log.warn({ err: error, checkout: row.id }, 'checkout status not read from the provider');
  }
  return (await findCheckout(ctx.db, row.id))!;
}

/** `GET /api/checkouts/{id}/`: while open, asks the provider and settles what it says. */
export async function getCheckout(ctx: AppContext, scope: Scope, id: number): Promise<Checkout> {
  const row = await findScopedCheckout(ctx.db, scope, id);
  if (!row) throw notFound();
  return toCheckout(await refreshed(ctx, row));
}
