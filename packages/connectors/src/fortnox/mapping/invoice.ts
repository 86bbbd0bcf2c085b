import type { LedgerDocument } from '../../model/document';
import { formatMinor, vatOnNet } from '../../money';

/** Fortnox VAT codes → rate in percent; codes not listed (and no code) mean no VAT. */
const VAT_CODE_RATES: Record<string, number> = { MP1: 25, MP2: 12, MP3: 6, MF: 0 };

export const vatRateOfCode = (code: string): number => VAT_CODE_RATES[code] ?? 0;

/** BAS output VAT accounts: 261x 25 %, 262x 12 %, 263x 6 %. */
export function outputVatRate(account: string): number | undefined {
  return { '261': 25, '262': 12, '263': 6 }[account.slice(0, 3)];
}

/** Asset accounts (1xxx): what the customer owes or paid, i.e. the invoice total. */
const isTotalSide = (account: string) => account.startsWith('1');

export interface InvoiceLine {
  account: string;
  description: string;
  /** net, in minor units; negative for a discount */
  net: number;
  vatRate: number;
}

export interface InvoiceSplit {
  lines: InvoiceLine[];
  /** output VAT the document books, per rate, in minor units */
  documentVat: Map<number, number>;
  /** output VAT Fortnox will compute from the lines, per rate (per row, rounded) */
  fortnoxVat: Map<number, number>;
}

const add = (map: Map<number, number>, rate: number, minor: number) =>
  map.set(rate, (map.get(rate) ?? 0) + minor);

/**
 * How a balanced invoice document becomes Fortnox invoice rows. Fortnox books the invoice itself
 * (customer ledger account debit, revenue credit, VAT from each row's rate), so:
 * - rows on asset accounts (1xxx: receivable or clearing) are the total and are not sent;
 * - rows on output VAT accounts (261x/262x/263x) are not sent either: Fortnox computes VAT per row,
 *   and `check` makes sure its result equals these rows to the öre;
 * - every other row becomes one invoice row: AccountNumber, Price = credit − debit (a discount
 *   debit gives a negative price), quantity 1, VAT = the rate of the account's VAT code.
 */
export function splitInvoice(
  document: LedgerDocument,
  vatCodeOf: (account: string) => string,
): InvoiceSplit {
  const lines: InvoiceLine[] = [];
  const documentVat = new Map<number, number>();
  const fortnoxVat = new Map<number, number>();
  for (const row of document.rows) {
    const net = row.credit - row.debit;
    const vatAccountRate = outputVatRate(row.account);
    if (isTotalSide(row.account)) continue;
    if (vatAccountRate !== undefined) {
      add(documentVat, vatAccountRate, net);
      continue;
    }
    const vatRate = vatRateOfCode(vatCodeOf(row.account));
    lines.push({ account: row.account, description: row.description, net, vatRate });
    if (vatRate > 0) add(fortnoxVat, vatRate, vatOnNet(net, vatRate));
  }
  return { lines, documentVat, fortnoxVat };
}

/** Fortnox's JSON numbers with two decimals, from minor units, through the decimal string. */
const amount = (minor: number, currency: string) => Number(formatMinor(minor, currency));

export function toFortnoxInvoice(
  document: LedgerDocument,
  lines: readonly InvoiceLine[],
  customerNumber: string,
  marker: string,
) {
  return {
    CustomerNumber: customerNumber,
    InvoiceDate: document.date,
    Currency: document.currency,
    VATIncluded: false,
    ExternalInvoiceReference1: marker,
    Comments: document.description.slice(0, 1024),
    InvoiceRows: lines.map((line) => ({
      AccountNumber: Number(line.account),
      Description: line.description.slice(0, 255),
      DeliveredQuantity: '1',
      Price: amount(line.net, document.currency),
      VAT: line.vatRate,
    })),
  };
}
