import { plainText } from '../text';

/** One row of a document; exactly one of debit and credit is non-zero, both in minor units. */
export interface DocumentRow {
  account: string;
  debit: number;
  credit: number;
  description: string;
}

/**
 * What the engine books in a ledger: a balanced voucher, or (per-order model, ledgers that keep
 * customer invoices) an invoice or a credit invoice of an earlier one. Amounts in minor units of
 * `currency` (ADR 002).
 */
export interface LedgerDocument {
  type: 'voucher' | 'invoice' | 'credit_invoice';
  /** YYYY-MM-DD */
  date: string;
  description: string;
  currency: string;
  rows: DocumentRow[];
  /** invoices: who bought; `number` is the ledger's customer number when the engine knows it (e3) */
  customer?: { name: string; email?: string; number?: string } | null;
  /** credit invoices: the ledger's reference of the invoice being credited */
  creditOf?: string;
}

/** The document with every text a ledger shows in plain one-line form (`plainText`). */
export function plainDocument(document: LedgerDocument): LedgerDocument {
  return {
    ...document,
    description: plainText(document.description),
    rows: document.rows.map((r) => ({ ...r, description: plainText(r.description) })),
    ...(document.customer
      ? {
          customer: {
            ...document.customer,
            name: plainText(document.customer.name),
            ...(document.customer.email !== undefined
              ? { email: plainText(document.customer.email) }
              : {}),
          },
        }
      : {}),
    ...(document.creditOf !== undefined ? { creditOf: plainText(document.creditOf) } : {}),
  };
}
