import { ConnectorError } from '../../errors';
import type { LedgerDocument } from '../../model/document';
import { formatMinor, parseMinor } from '../../money';
import type { BookedReference } from '../../sdk/connector';
import { repeatOnTransient } from '../../sdk/repeat';
import type { VismaApi } from '../client';
import { odataText, readAll } from '../client';
import type { InvoiceLine } from '../mapping/invoice';
import { markerReference, toVismaInvoice } from '../mapping/invoice';
import { findOrCreateArticle } from './articles';
import { customerIdOf, findOrCreateCustomer } from './customers';
import type { ReferenceData } from './reference-data';

export interface InvoiceRef {
  Id: string;
  InvoiceNumber: number;
  CustomerId: string;
  IsCreditInvoice: boolean;
  ReferringInvoiceId: string | null;
  YourReference: string;
  TotalAmount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An invoice by our reference (its InvoiceNumber) or Visma's Id; not_found when missing. */
export async function readInvoice(api: VismaApi, reference: string): Promise<InvoiceRef> {
  if (UUID.test(reference)) {
    const res = await api.request<InvoiceRef>({ path: `v2/customerinvoices/${reference}` });
    return res.body;
  }
  const number = Number(reference);
  const found = Number.isInteger(number)
    ? await readAll<InvoiceRef>(api, 'v2/customerinvoices', {
        $filter: `InvoiceNumber eq ${number} and IsCreditInvoice eq false`,
      })
    : [];
  const invoice = found.find((i) => i.InvoiceNumber === number && !i.IsCreditInvoice);
  if (!invoice)
    throw new ConnectorError('not_found', `Invoice ${reference} does not exist in Visma`);
  return invoice;
}

/** The invoice (or credit invoice) carrying our marker in YourReference. */
async function findByMarker(api: VismaApi, marker: string, credit: boolean) {
  const reference = markerReference(marker);
  const found = await readAll<InvoiceRef>(api, 'v2/customerinvoices', {
    $filter: `YourReference eq ${odataText(reference)} and IsCreditInvoice eq ${credit}`,
  });
  return found.find((i) => i.YourReference === reference && i.IsCreditInvoice === credit);
}

async function withArticles(api: VismaApi, ref: ReferenceData, lines: readonly InvoiceLine[]) {
  const rows = [];
  for (const line of lines)
    rows.push({ line, articleId: await findOrCreateArticle(api, ref, line) });
  return rows;
}

async function create(api: VismaApi, body: unknown): Promise<BookedReference> {
  const res = await api.request<InvoiceRef>({
    method: 'POST',
    path: 'v2/customerinvoices',
    body,
    retry: 'rate_limited',
  });
  return { reference: String(res.body.InvoiceNumber), recovered: false };
}

/**
 * Creates a customer invoice once (Visma books it on creation): the marker is looked for in
 * YourReference first, the customer and the articles of its rows found or created, then the
 * invoice posted; a transient failure repeats the whole attempt.
 */
export function bookInvoiceOnce(
  api: VismaApi,
  ref: ReferenceData,
  document: LedgerDocument,
  lines: readonly InvoiceLine[],
  marker: string,
): Promise<BookedReference> {
  return repeatOnTransient(async () => {
    const existing = await findByMarker(api, marker, false);
    if (existing) return { reference: String(existing.InvoiceNumber), recovered: true };
    if (!document.customer?.name) {
      throw new ConnectorError('validation', 'A Visma invoice needs a customer name.');
    }
    // the engine names the customer it ensured (e3); otherwise it is found or made here
    const known = document.customer.number
      ? await customerIdOf(api, document.customer.number)
      : undefined;
    const customerId = known ?? (await findOrCreateCustomer(api, ref, document.customer));
    const rows = await withArticles(api, ref, lines);
    return create(api, toVismaInvoice(document, rows, customerId, marker));
  });
}

const minor = (amount: number) => parseMinor(amount.toFixed(2), 'SEK');

/**
 * Credits invoice `reference` once with a credit invoice of the document's rows (Visma takes
 * partial credits). Credits beyond what the invoice has left are 'conflict': the engine books a
 * corrective voucher instead.
 */
export function creditInvoiceOnce(
  api: VismaApi,
  ref: ReferenceData,
  document: LedgerDocument,
  lines: readonly InvoiceLine[],
  marker: string,
  amount: number,
): Promise<BookedReference> {
  return repeatOnTransient(async () => {
    const existing = await findByMarker(api, marker, true);
    if (existing) return { reference: String(existing.InvoiceNumber), recovered: true };
    const original = await readInvoice(api, document.creditOf ?? '');
    const credits = await readAll<InvoiceRef>(api, 'v2/customerinvoices', {
      $filter: `ReferringInvoiceId eq ${odataText(original.Id)}`,
    });
    const credited = credits.reduce((sum, c) => sum - minor(c.TotalAmount), 0);
    const left = minor(original.TotalAmount) - credited;
    if (amount > left) {
      throw new ConnectorError(
        'conflict',
        `Invoice ${original.InvoiceNumber} has ${formatMinor(left, 'SEK')} left to credit, the refund is ${formatMinor(amount, 'SEK')}`,
      );
    }
    const rows = await withArticles(api, ref, lines);
    return create(api, toVismaInvoice(document, rows, original.CustomerId, marker, original.Id));
  });
}
