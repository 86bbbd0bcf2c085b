import { formatMinor } from '@portal/connectors/money';
import type { Invoice, InvoiceListQuery } from '@portal/contracts/schemas/billing';
import type { AppContext } from '../../context';
import type { InvoiceRow } from '../../db/schema/billing';
import { notFound } from '../../http/http-error';
import { activeCompanyOf } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { findCompany, ownerLocale } from './billing.repository';
import type { BillingLine } from './generate-invoices';
import { invoiceFileName, invoicePdf } from './invoice-pdf';
import { findCompanyInvoice, listCompanyInvoices } from './invoices.repository';

const sek = (ore: number) => formatMinor(ore, 'SEK');

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    pay_date: row.payDate,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    net: sek(row.net),
    vat: sek(row.vat),
    amount: sek(row.total),
    amount_due: sek(row.amountDue),
    status: row.status === 'paid' ? 'paid' : 'unpaid',
    lines: (row.lines as BillingLine[]).map((line) => ({
      description: line.description,
      subscription_id: line.subscriptionId ?? null,
      checkout_id: line.checkoutId ?? null,
      interval: line.interval ?? null,
      period_start: line.periodStart ?? null,
      period_end: line.periodEnd ?? null,
      quantity: line.quantity,
      unit_price: sek(line.unitPrice),
      amount: sek(line.amount),
      prepaid: line.prepaid === true,
    })),
    file: `/api/billing/invoices/${row.id}/pdf/`,
  };
}

/** The active company's invoices, newest first. */
export async function listInvoices(ctx: AppContext, scope: Scope, query: InvoiceListQuery) {
  const companyId = activeCompanyOf(scope);
  const { count, rows } = await listCompanyInvoices(ctx.db, companyId, query);
  return { count, results: rows.map(toInvoice) };
}

async function visibleInvoice(ctx: AppContext, scope: Scope, id: number) {
  const row = await findCompanyInvoice(ctx.db, activeCompanyOf(scope), id);
  if (!row) throw notFound();
  return row;
}

export async function getInvoice(ctx: AppContext, scope: Scope, id: number): Promise<Invoice> {
  return toInvoice(await visibleInvoice(ctx, scope, id));
}

/** The invoice's PDF, in its company owner's language, and the file name to save it as. */
export async function getInvoicePdf(ctx: AppContext, scope: Scope, id: number) {
  const invoice = await visibleInvoice(ctx, scope, id);
  const company = await findCompany(ctx.db, invoice.companyId);
  if (!company) throw notFound();
  const locale = await ownerLocale(ctx.db, company.id);
  return {
    pdf: await invoicePdf(invoice, company, locale),
    fileName: invoiceFileName(invoice.number, locale),
  };
}
