import { formatMinor } from '@portal/connectors/money';

/** One row of a voucher; exactly one of debit and credit is non-zero, both in minor units. */
export interface DocumentRow {
  account: string;
  debit: number;
  credit: number;
  description: string;
}

export interface BookingDocument {
  type: 'voucher';
  /** YYYY-MM-DD */
  date: string;
  description: string;
  currency: string;
  rows: DocumentRow[];
}

export function balanceOf(document: Pick<BookingDocument, 'rows'>): number {
  return document.rows.reduce((sum, row) => sum + row.debit - row.credit, 0);
}

/** A signed amount (positive = debit) as a row; zero amounts make no row. */
export function row(account: string, amount: number, description: string): DocumentRow | null {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`${description}: ${amount} is not a whole number of minor units`);
  }
  if (amount === 0) return null;
  return amount > 0
    ? { account, debit: amount, credit: 0, description }
    : { account, debit: 0, credit: -amount, description };
}

/** Rows of the same account and side become one, in first-seen order. */
export function mergeRows(rows: (DocumentRow | null)[]): DocumentRow[] {
  const merged: DocumentRow[] = [];
  for (const r of rows) {
    if (!r) continue;
    const side = r.debit > 0 ? 'debit' : 'credit';
    const same = merged.find(
      (m) => m.account === r.account && (side === 'debit' ? m.debit > 0 : m.credit > 0),
    );
    if (same) {
      same.debit += r.debit;
      same.credit += r.credit;
    } else merged.push({ ...r });
  }
  return merged;
}

/** The preview's shape: amounts as decimal strings with two decimals (issue 4 preview call). */
export function toPreviewDocument(document: BookingDocument) {
  return {
    ...document,
    rows: document.rows.map((r) => ({
      account: r.account,
      debit: formatMinor(r.debit, document.currency),
      credit: formatMinor(r.credit, document.currency),
      description: r.description,
    })),
  };
}
