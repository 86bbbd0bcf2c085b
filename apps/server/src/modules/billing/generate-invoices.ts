import { TransactionRollbackError } from 'drizzle-orm';
import { vatOnNet } from '@portal/connectors/money';
import type { PaymentInterval } from '@portal/contracts/schemas/billing';
import type { Db } from '../../db/client';
import type { InvoiceLine, InvoiceRow } from '../../db/schema/billing';
import {
  addDays,
  addMonths,
  BILLED_STATUSES,
  INTERVAL_MONTHS,
  isPaymentInterval,
  lastDayOf,
  nextBilledMonth,
  PAYMENT_TERMS_DAYS,
  VAT_PERCENT,
} from './billing-cycle';
import { lastBilledPeriods, subscriptionsWithPrices } from './billing.repository';
import type { PricedSubscription } from './billing.repository';
import {
  companiesToInvoice,
  insertInvoice,
  paidImports,
  takeInvoiceNumber,
} from './invoices.repository';

/** An invoice line as billing stores it: a subscription's line says which months it pays for. */
export interface BillingLine extends InvoiceLine {
  interval?: PaymentInterval;
  months?: number;
  periodStart?: string;
  periodEnd?: string;
  /** a prepaid line: the VAT the checkout charged */
  vat?: number;
}

/** The catalogue price of a subscription's app for its interval, in öre; 0 when it has none. */
export function priceOf(row: Pick<PricedSubscription, 'prices' | 'subscription'>): number {
  return Number(row.prices?.[row.subscription.paymentInterval] ?? 0);
}

/** `Shopify – Fortnox`: the app and the accounting system it books into. */
export function subscriptionTitle(row: PricedSubscription): string {
  const { application, accounting } = row.subscription;
  return `${row.applicationName ?? application} – ${row.accountingName ?? accounting}`;
}

/** The subscriptions whose interval period starts in the month, at their catalogue price. */
async function subscriptionLines(db: Db, companyId: number, month: string) {
  const rows = await subscriptionsWithPrices(db, companyId);
  const billed = await lastBilledPeriods(db, companyId);
  const lines: BillingLine[] = [];
  for (const row of rows) {
    const s = row.subscription;
    if (!BILLED_STATUSES.includes(s.status) || !isPaymentInterval(s.paymentInterval)) continue;
    const due = nextBilledMonth(s.activatedAt ?? s.createdAt, billed.get(s.id) ?? null);
    const price = priceOf(row);
    if (due > month || price <= 0) continue;
    const months = INTERVAL_MONTHS[s.paymentInterval];
    lines.push({
      description: subscriptionTitle(row),
      subscriptionId: s.id,
      quantity: 1,
      unitPrice: price,
      amount: price,
      interval: s.paymentInterval,
      months,
      periodStart: month,
      periodEnd: lastDayOf(month, months),
    });
  }
  return lines;
}

/** History imports paid through the checkout in the month before: shown as already paid. */
async function prepaidLines(db: Db, companyId: number, month: string) {
  const paid = await paidImports(db, companyId, addMonths(month, -1), month);
  return paid.map<BillingLine>((checkout) => ({
    description: checkout.description,
    checkoutId: checkout.id,
    quantity: 1,
    unitPrice: checkout.amount - checkout.vat,
    amount: checkout.amount - checkout.vat,
    prepaid: true,
    vat: checkout.vat,
  }));
}

/** Net, 25 % VAT, total and what is left to pay; prepaid lines carry the VAT they were charged. */
export function invoiceTotals(lines: BillingLine[]) {
  const dueNet = lines.filter((l) => !l.prepaid).reduce((sum, l) => sum + l.amount, 0);
  const prepaidNet = lines.filter((l) => l.prepaid).reduce((sum, l) => sum + l.amount, 0);
  const prepaidVat = lines.filter((l) => l.prepaid).reduce((sum, l) => sum + (l.vat ?? 0), 0);
  const dueVat = vatOnNet(dueNet, VAT_PERCENT);
  const net = dueNet + prepaidNet;
  const vat = dueVat + prepaidVat;
  return { net, vat, total: net + vat, amountDue: dueNet + dueVat };
}

/**
 * One company's invoice for the month, numbered in the same transaction that writes it. When
 * another run wrote the company's invoice first, the transaction is rolled back and the number
 * it took is given back, so the series stays without gaps.
 */
async function invoiceCompany(db: Db, companyId: number, month: string) {
  const lines = [
    ...(await subscriptionLines(db, companyId, month)),
    ...(await prepaidLines(db, companyId, month)),
  ];
  if (lines.length === 0) return undefined;
  const { net, vat, total, amountDue } = invoiceTotals(lines);
  try {
    return await db.transaction(async (tx) => {
      const number = await takeInvoiceNumber(tx);
      const row = await insertInvoice(tx, {
        companyId,
        number,
        invoiceDate: month,
        dueDate: addDays(month, PAYMENT_TERMS_DAYS),
        payDate: amountDue === 0 ? month : null,
        periodStart: month,
        periodEnd: lastDayOf(month),
        net,
        vat,
        total,
        amountDue,
        status: amountDue === 0 ? 'paid' : 'unpaid',
        lines,
      });
      if (!row) tx.rollback();
      return row;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined;
    throw error;
  }
}

/**
 * The invoices of one calendar month (ADR 017), one per company that has something to bill.
 * Idempotent: a company that has its invoice for the month gets no second one.
 */
export async function generateInvoices(
  ctx: { db: Db },
  periodStart: string,
  options: { companyIds?: number[] } = {},
): Promise<InvoiceRow[]> {
  const month = `${periodStart.slice(0, 7)}-01`;
  const due = await companiesToInvoice(ctx.db, month, addMonths(month, -1), BILLED_STATUSES);
  const created: InvoiceRow[] = [];
  for (const companyId of due) {
    if (options.companyIds && !options.companyIds.includes(companyId)) continue;
    const row = await invoiceCompany(ctx.db, companyId, month);
    if (row) created.push(row);
  }
  return created;
}
