import { formatMinor } from '@portal/connectors/money';
import { can } from '@portal/contracts/permissions';
import type {
  BillingDetails,
  BillingDetailsPatch,
  BillingPlan,
  BillingSubscription,
  ChangeInterval,
} from '@portal/contracts/schemas/billing';
import type { AppContext } from '../../context';
import type { CompanyRow } from '../../db/schema/companies';
import { notFound, withDetail } from '../../http/http-error';
import { findMembership } from '../companies/companies.repository';
import { recordEvent, snapshot } from '../events/events.service';
import { activeCompanyOf } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import {
  addMonths,
  BILLED_STATUSES,
  ENDED_STATUSES,
  isLonger,
  isPaymentInterval,
  longerIntervals,
  monthOf,
  nextBilledMonth,
} from './billing-cycle';
import {
  findCompany,
  findCompanySubscription,
  lastBilledPeriods,
  subscriptionsWithPrices,
  updateBillingColumns,
  updateInterval,
} from './billing.repository';
import type { BillingColumns, PricedSubscription } from './billing.repository';
import { priceOf } from './generate-invoices';
import { hasInvoiceFor } from './invoices.repository';

const sek = (ore: number) => formatMinor(ore, 'SEK');

/** The company's owner, or someone switched into the company as its owner (SPEC §4). */
async function actsAsOwner(ctx: AppContext, scope: Scope, companyId: number) {
  if (scope.ownerOf === companyId) return true;
  if (!can(scope.role, 'change:billing-cycle')) return false;
  return (await findMembership(ctx.db, companyId, scope.userId))?.role === 'Owner';
}

export function toBillingDetails(company: CompanyRow): BillingDetails {
  return {
    company_name: company.name,
    company_number: company.organizationNumber,
    billing_address: company.billingAddress || company.addressLine1,
    zip_code: company.zipCode,
    city: company.city,
    invoice_email: company.invoiceEmail || company.billingEmail,
    phone_number: company.mobilePhone || company.officePhone,
  };
}

function toBillingSubscription(
  row: PricedSubscription,
  nextInvoice: string | null,
): BillingSubscription {
  const s = row.subscription;
  const interval = isPaymentInterval(s.paymentInterval) ? s.paymentInterval : 'monthly';
  const prices: BillingSubscription['prices'] = {};
  for (const [key, ore] of Object.entries(row.prices ?? {})) {
    if (isPaymentInterval(key)) prices[key] = sek(Number(ore));
  }
  const price = priceOf(row);
  return {
    id: s.id,
    application: s.application as BillingSubscription['application'],
    application_name: row.applicationName ?? s.application,
    accounting: s.accounting as BillingSubscription['accounting'],
    accounting_name: row.accountingName ?? s.accounting,
    status: s.status as BillingSubscription['status'],
    payment_interval: interval,
    price: price > 0 ? sek(price) : null,
    prices,
    billed: BILLED_STATUSES.includes(s.status),
    next_invoice_date: nextInvoice,
    longer_intervals: ENDED_STATUSES.includes(s.status) ? [] : longerIntervals(interval),
  };
}

/** GET billing/: the active company's subscriptions, what they cost, and when they are billed. */
export async function getPlan(ctx: AppContext, scope: Scope): Promise<BillingPlan> {
  const companyId = activeCompanyOf(scope);
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw notFound();
  const rows = await subscriptionsWithPrices(ctx.db, companyId);
  const billed = await lastBilledPeriods(ctx.db, companyId);
  const thisMonth = monthOf(ctx.clock.now());
  // the job writes this month's invoice on the 1st; once it exists, the next one is next month's
  const earliest = (await hasInvoiceFor(ctx.db, companyId, thisMonth))
    ? addMonths(thisMonth, 1)
    : thisMonth;
  const subscriptions = rows.map((row) => {
    const s = row.subscription;
    if (!BILLED_STATUSES.includes(s.status) || priceOf(row) <= 0) {
      return toBillingSubscription(row, null);
    }
    const due = nextBilledMonth(s.activatedAt ?? s.createdAt, billed.get(s.id) ?? null);
    return toBillingSubscription(row, due > earliest ? due : earliest);
  });
  const dates = subscriptions.flatMap((s) => (s.next_invoice_date ? [s.next_invoice_date] : []));
  return {
    company_id: company.id,
    company_name: company.name,
    subscriptions,
    next_invoice_date: dates.length ? dates.sort()[0]! : null,
    can_change_billing_cycle: await actsAsOwner(ctx, scope, companyId),
    details: toBillingDetails(company),
  };
}

/**
 * PATCH billing/subscriptions/{id}/interval/ (ADR 017): only the owner, only to a longer interval;
 * the new one applies from the subscription's next interval period.
 */
export async function changeInterval(
  ctx: AppContext,
  scope: Scope,
  subscriptionId: number,
  { payment_interval: to }: ChangeInterval,
): Promise<BillingSubscription> {
  const companyId = activeCompanyOf(scope);
  const current = await findCompanySubscription(ctx.db, companyId, subscriptionId);
  if (!current) throw notFound();
  if (!(await actsAsOwner(ctx, scope, companyId))) {
    throw withDetail(403, 'owner_only', 'errors.owner_only_billing');
  }
  if (ENDED_STATUSES.includes(current.status)) {
    throw withDetail(400, 'validation_error', 'billing.errors.ended');
  }
  const from = isPaymentInterval(current.paymentInterval) ? current.paymentInterval : 'monthly';
  if (!isLonger(from, to)) throw withDetail(400, 'validation_error', 'billing.errors.longer_only');
  await ctx.db.transaction(async (tx) => {
    const row = await updateInterval(tx, subscriptionId, from, to);
    // someone else changed it meanwhile: judge the request against what it is now
    if (!row) throw withDetail(400, 'validation_error', 'billing.errors.longer_only');
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'subscription',
      entityId: subscriptionId,
      action: 'billing_cycle_changed',
      oldData: { payment_interval: from },
      newData: { payment_interval: to },
    });
  });
  const plan = await getPlan(ctx, scope);
  return plan.subscriptions.find((s) => s.id === subscriptionId)!;
}

export async function getBillingDetails(ctx: AppContext, scope: Scope): Promise<BillingDetails> {
  const company = await findCompany(ctx.db, activeCompanyOf(scope));
  if (!company) throw notFound();
  return toBillingDetails(company);
}

/** PATCH billing/details/: the SPEC §3 billing fields, on the company's own columns. */
export async function patchBillingDetails(
  ctx: AppContext,
  scope: Scope,
  patch: BillingDetailsPatch,
): Promise<BillingDetails> {
  const companyId = activeCompanyOf(scope);
  const company = await findCompany(ctx.db, companyId);
  if (!company) throw notFound();
  if (scope.ownerOf !== companyId && !scope.all) {
    const membership = await findMembership(ctx.db, companyId, scope.userId);
    if (membership?.role !== 'Owner') {
      throw withDetail(403, 'owner_only', 'errors.owner_only_edit');
    }
  }
  const set: BillingColumns = {};
  if (patch.billing_address !== undefined) {
    set.billingAddress = patch.billing_address;
    set.addressLine1 = patch.billing_address;
  }
  if (patch.zip_code !== undefined) set.zipCode = patch.zip_code;
  if (patch.city !== undefined) set.city = patch.city;
  if (patch.invoice_email !== undefined) {
    set.invoiceEmail = patch.invoice_email;
    set.billingEmail = patch.invoice_email;
  }
  if (patch.phone_number !== undefined) set.mobilePhone = patch.phone_number;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateBillingColumns(tx, companyId, set);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'company',
      entityId: companyId,
      action: 'billing_details_updated',
      firmId: row.accountingFirmId,
      oldData: snapshot(company),
      newData: snapshot(row),
    });
    return row;
  });
  return toBillingDetails(updated);
}
