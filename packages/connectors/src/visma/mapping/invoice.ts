import { createHash } from 'node:crypto';
import type { LedgerDocument } from '../../model/document';
import { formatMinor, vatOnNet } from '../../money';
import type { ArticleCoding } from '../resources/reference-data';

/** BAS output VAT accounts: 261x 25 %, 262x 12 %, 263x 6 %. */
export function outputVatRate(account: string): number | undefined {
  return { '261': 25, '262': 12, '263': 6 }[account.slice(0, 3)];
}

/** Asset accounts (1xxx): what the customer owes or paid, i.e. the invoice total. */
const isTotalSide = (account: string) => account.startsWith('1');

/** The active coding that books domestic sales on `account`, if any. */
export function codingFor(codings: readonly ArticleCoding[], account: string) {
  const n = Number(account);
  return codings.find(
    (c) =>
      c.IsActive &&
      (c.DomesticSalesSubjectToVatAccountNumber === n ||
        c.DomesticSalesVatExemptAccountNumber === n),
  );
}

/** Visma keeps rates as fractions (0.25); documents and BAS speak whole percents. */
export const ratePercent = (coding: ArticleCoding) => Math.round(coding.VatRatePercent * 100);

export interface InvoiceLine {
  account: string;
  description: string;
  /** net in minor units, credit − debit: negative on a credit invoice */
  net: number;
  coding: ArticleCoding;
}

export interface InvoiceSplit {
  lines: InvoiceLine[];
  /** revenue accounts no coding books sales on */
  uncoded: string[];
  /** output VAT the document books, per rate, in minor units */
  documentVat: Map<number, number>;
  /** output VAT Visma will compute from the lines' codings, per rate (per row, rounded) */
  vismaVat: Map<number, number>;
}

const add = (map: Map<number, number>, rate: number, minor: number) =>
  map.set(rate, (map.get(rate) ?? 0) + minor);

/**
 * How a balanced invoice document becomes Visma invoice rows. An invoice row names an article,
 * the article an account coding, and the coding the sales account and VAT rate; Visma books the
 * receivable and the VAT itself. So rows on 1xxx (the total) and on output VAT accounts are not
 * sent (`check` makes sure Visma's VAT equals the document's to the öre), and every other row
 * becomes one invoice row through the coding of its account.
 */
export function splitInvoice(
  document: LedgerDocument,
  codings: readonly ArticleCoding[],
): InvoiceSplit {
  const split: InvoiceSplit = {
    lines: [],
    uncoded: [],
    documentVat: new Map(),
    vismaVat: new Map(),
  };
  for (const row of document.rows) {
    const net = row.credit - row.debit;
    const vatRate = outputVatRate(row.account);
    if (isTotalSide(row.account)) continue;
    if (vatRate !== undefined) {
      add(split.documentVat, vatRate, net);
      continue;
    }
    const coding = codingFor(codings, row.account);
    if (!coding) {
      if (!split.uncoded.includes(row.account)) split.uncoded.push(row.account);
      continue;
    }
    split.lines.push({ account: row.account, description: row.description, net, coding });
    const rate = ratePercent(coding);
    if (rate > 0) add(split.vismaVat, rate, vatOnNet(net, rate));
  }
  return split;
}

/** The article standing for "sales on this account at this rate": one per account and coding. */
export const articleNumber = (line: InvoiceLine) =>
  `bas-${line.account}-${ratePercent(line.coding)}`;

/** Visma's YourReference holds 50 characters: a longer marker keeps its start and a hash. */
const REFERENCE_MAX = 50;
export function markerReference(marker: string): string {
  if (marker.length <= REFERENCE_MAX) return marker;
  const hash = createHash('sha256').update(marker).digest('hex').slice(0, 16);
  return `${marker.slice(0, REFERENCE_MAX - 17)}~${hash}`;
}

const amount = (minor: number) => Number(formatMinor(minor, 'SEK'));

/**
 * Lines → Visma `CustomerInvoiceApi`. The marker goes into YourReference, which Visma filters
 * on; a credit invoice refers to the invoice it credits and has negative quantities.
 */
export function toVismaInvoice(
  document: LedgerDocument,
  lines: readonly { line: InvoiceLine; articleId: string }[],
  customerId: string,
  marker: string,
  credited?: string,
) {
  const sign = credited ? -1 : 1;
  return {
    CustomerId: customerId,
    InvoiceDate: document.date,
    CurrencyCode: document.currency,
    EuThirdParty: false,
    RotReducedInvoicingType: 0,
    YourReference: markerReference(marker),
    ...(credited ? { IsCreditInvoice: true, ReferringInvoiceId: credited } : {}),
    Rows: lines.map(({ line, articleId }) => ({
      ArticleId: articleId,
      Text: line.description.slice(0, 255),
      UnitPrice: amount(sign * line.net),
      Quantity: sign,
    })),
  };
}
