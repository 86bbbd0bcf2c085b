import { notFound } from '../errors';
import { ok, pageOf, type Route } from '../http';
import type { CustomerInvoice } from '../state';
import { parseInvoice } from './invoice-input';

/**
 * Customer invoices, booked when created (a draft would go through /v2/customerinvoicedrafts).
 * A credit invoice is a customer invoice with IsCreditInvoice and ReferringInvoiceId set and
 * negative rows; credits may be partial, but never past the invoice's total.
 */
export const customerInvoiceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v2/customerinvoices',
    handle({ company, body, now }) {
      const input = parseInvoice(company, body, now.slice(0, 10));
      const invoice: CustomerInvoice = {
        Id: crypto.randomUUID(),
        InvoiceNumber: company.next.invoice++,
        ...input,
        VoucherNumber: '',
        VoucherId: '',
        CreatedUtc: now,
        ModifiedUtc: now,
      };
      company.invoices.push(invoice);
      return ok(invoice);
    },
  },
  {
    method: 'GET',
    path: '/v2/customerinvoices',
    handle: (ctx) => pageOf(ctx.company.invoices, ctx),
  },
  {
    method: 'GET',
    path: '/v2/customerinvoices/{invoiceId}',
    handle({ company, params }) {
      const invoice = company.invoices.find((i) => i.Id === params.invoiceId);
      if (!invoice) throw notFound('The customer invoice');
      return ok(invoice);
    },
  },
];
