import { formatMinor, parseMinor } from '../../money';
import { repeatOnTransient } from '../../sdk/repeat';
import { ConnectorError } from '../../errors';
import type { LedgerDocument } from '../../model/document';
import type { BookedReference } from '../../sdk/connector';
import type { FortnoxApi } from '../client';
import type { InvoiceLine } from '../mapping/invoice';
import { toFortnoxInvoice } from '../mapping/invoice';
import { findOrCreateCustomer } from './customers';

export interface InvoiceRef {
  DocumentNumber: string;
  Booked: boolean;
  Credit: 'true' | 'false' | boolean;
  CreditInvoiceReference: string;
  ExternalInvoiceReference1: string;
  Total: number;
  Currency: string;
}

/** Fortnox keeps ExternalInvoiceReference1 (80 characters) and filters on it: our marker's home. */
const MARKER_MAX = 80;

const isCredit = (invoice: InvoiceRef) => String(invoice.Credit) === 'true';
const hasCredit = (invoice: InvoiceRef) =>
  invoice.CreditInvoiceReference !== '' && invoice.CreditInvoiceReference !== '0';

function checkMarker(marker: string): void {
  if (marker.length > MARKER_MAX) {
    throw new ConnectorError(
      'validation',
      `Marker longer than ${MARKER_MAX} characters: ${marker}`,
    );
  }
}

export async function readInvoice(api: FortnoxApi, documentNumber: string): Promise<InvoiceRef> {
  const res = await api.request<{ Invoice: InvoiceRef }>({
    path: `3/invoices/${encodeURIComponent(documentNumber)}`,
  });
  return res.body.Invoice;
}

/** The invoice (or credit invoice) carrying our marker. A fresh credit copies its original's. */
async function findByMarker(api: FortnoxApi, marker: string, credit: boolean) {
  const res = await api.request<{ Invoices: InvoiceRef[] }>({
    path: '3/invoices',
    query: { externalinvoicereference1: marker, credit: String(credit), limit: 500 },
  });
  return res.body.Invoices.find(
    (i) => i.ExternalInvoiceReference1 === marker && isCredit(i) === credit,
  );
}

async function bookkeep(api: FortnoxApi, invoice: InvoiceRef): Promise<void> {
  if (invoice.Booked) return;
  await api.request({ method: 'PUT', path: `3/invoices/${invoice.DocumentNumber}/bookkeep` });
}

/**
 * Creates and bookkeeps a customer invoice once: the marker goes into ExternalInvoiceReference1
 * and is looked for first; one found unbooked (a crash between the two calls) is bookkept.
 */
export function bookInvoiceOnce(
  api: FortnoxApi,
  document: LedgerDocument,
  lines: readonly InvoiceLine[],
  marker: string,
): Promise<BookedReference> {
  return repeatOnTransient(() => bookInvoiceAttempt(api, document, lines, marker));
}

async function bookInvoiceAttempt(
  api: FortnoxApi,
  document: LedgerDocument,
  lines: readonly InvoiceLine[],
  marker: string,
): Promise<BookedReference> {
  checkMarker(marker);
  const existing = await findByMarker(api, marker, false);
  if (existing) {
    await bookkeep(api, existing);
    return { reference: existing.DocumentNumber, recovered: true };
  }
  if (!document.customer?.name) {
    throw new ConnectorError('validation', 'A Fortnox invoice needs a customer name.');
  }
  // the engine names the customer it ensured (e3); otherwise it is found or made here
  const customerNumber =
    document.customer.number ?? (await findOrCreateCustomer(api, document.customer));
  const res = await api.request<{ Invoice: InvoiceRef }>({
    method: 'POST',
    path: '3/invoices',
    body: { Invoice: toFortnoxInvoice(document, lines, customerNumber, marker) },
    retry: 'rate_limited',
  });
  await bookkeep(api, res.body.Invoice);
  return { reference: res.body.Invoice.DocumentNumber, recovered: false };
}

async function tagAndBook(api: FortnoxApi, documentNumber: string, marker: string) {
  const res = await api.request<{ Invoice: InvoiceRef }>({
    method: 'PUT',
    path: `3/invoices/${documentNumber}`,
    body: { Invoice: { ExternalInvoiceReference1: marker } },
  });
  await bookkeep(api, res.body.Invoice);
}

const alreadyCredited = (original: InvoiceRef) =>
  new ConnectorError(
    'conflict',
    `Invoice ${original.DocumentNumber} already has a credit invoice (${original.CreditInvoiceReference})`,
  );

/**
 * Credits invoice `documentNumber` once (Fortnox: `PUT /3/invoices/{n}/credit`, a whole credit,
 * one per invoice). The new credit invoice gets our marker before it is bookkept, so:
 * - a credit carrying our marker is ours (recovered);
 * - an unbooked credit still carrying the original's reference is ours from an attempt that died
 *   before tagging it: it is tagged and bookkept (recovered);
 * - any other credit is someone else's: 'conflict', and the engine books a corrective voucher.
 */
export function creditInvoiceOnce(
  api: FortnoxApi,
  documentNumber: string,
  marker: string,
  amount?: number,
): Promise<BookedReference> {
  return repeatOnTransient(() => creditAttempt(api, documentNumber, marker, amount));
}

async function creditAttempt(
  api: FortnoxApi,
  documentNumber: string,
  marker: string,
  amount: number | undefined,
): Promise<BookedReference> {
  checkMarker(marker);
  const existing = await findByMarker(api, marker, true);
  if (existing) {
    await bookkeep(api, existing);
    return { reference: existing.DocumentNumber, recovered: true };
  }
  const original = await readInvoice(api, documentNumber);
  const invoiced = parseMinor(String(original.Total), original.Currency);
  if (amount !== undefined && amount !== invoiced && !hasCredit(original)) {
    // Fortnox credits whole invoices: a partial refund is the engine's corrective voucher
    throw new ConnectorError(
      'conflict',
      `Fortnox credits whole invoices: invoice ${documentNumber} totals ${formatMinor(invoiced, original.Currency)}, the refund ${formatMinor(amount, original.Currency)}`,
    );
  }
  if (hasCredit(original)) {
    const credit = await readInvoice(api, original.CreditInvoiceReference);
    const untagged = credit.ExternalInvoiceReference1 === original.ExternalInvoiceReference1;
    if (!untagged || credit.Booked) throw alreadyCredited(original);
    await tagAndBook(api, credit.DocumentNumber, marker);
    return { reference: credit.DocumentNumber, recovered: true };
  }
  let credited: InvoiceRef;
  try {
    const res = await api.request<{ Invoice: InvoiceRef }>({
      method: 'PUT',
      path: `3/invoices/${encodeURIComponent(documentNumber)}/credit`,
      retry: 'rate_limited',
    });
    credited = res.body.Invoice;
  } catch (error) {
    // someone credited it between our read and our call
    if (error instanceof ConnectorError && error.code === 'validation') {
      const now = await readInvoice(api, documentNumber);
      if (hasCredit(now)) throw alreadyCredited(now);
    }
    throw error;
  }
  await tagAndBook(api, credited.CreditInvoiceReference, marker);
  return { reference: credited.CreditInvoiceReference, recovered: false };
}
