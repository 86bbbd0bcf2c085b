/**
 * A company's ledger as an accounting system holds it, one financial year at a time (issue 16).
 * Fortnox, Visma eEkonomi and SIE 4 files are all read into this shape; the portal keeps it in
 * tables built for statements. Amounts are öre, positive debit and negative credit (as SIE 4).
 */

export interface LedgerYear {
  /** YYYY-MM-DD */
  start: string;
  end: string;
  /** the source's id of the year: Fortnox year id, Visma fiscal year id, SIE #RAR index */
  ref: string;
}

export interface LedgerRow {
  account: number;
  amount: number;
  /** dimension objects as "dimension:object" (SIE 4 `{1 "100"}` → "1:100") */
  objects?: string[];
  text?: string;
}

export interface LedgerVoucher {
  series: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  text: string;
  rows: LedgerRow[];
  /** the source's id, where it is not series and number (Visma's voucher id) */
  ref?: string;
}

export interface LedgerBalance {
  account: number;
  /** #IB: the balance when the year opens */
  opening: number;
  /** #UB: the closing balance as the source states it */
  closing?: number;
  /** #RES: the year's result on the account as the source states it */
  result?: number;
}

export interface LedgerDimension {
  dimension: number;
  /** empty for the dimension itself */
  object: string;
  name: string;
}

/**
 * One financial year as read. `vouchers` is null when the source holds only its totals (a SIE
 * file's earlier year); `complete` false when only the vouchers changed since `since` are here.
 */
export interface LedgerYearData {
  year: LedgerYear;
  accounts: Map<number, string>;
  balances: LedgerBalance[];
  vouchers: LedgerVoucher[] | null;
  dimensions?: LedgerDimension[];
  complete: boolean;
}

/** What a reader reports while it works: 0–1 of the whole, and the step (an i18n key). */
export type LedgerProgress = (share: number, step: string) => void;

/**
 * How the portal reads a ledger from an accounting system. `years` lists the financial years;
 * `readYear` reads one, whole or (with `since`) only what changed since then, within the
 * system's rate limit (the transport waits on 429).
 */
export interface LedgerReader {
  years(): Promise<LedgerYear[]>;
  readYear(
    year: LedgerYear,
    options: { since?: string; progress?: LedgerProgress },
  ): Promise<LedgerYearData>;
}

/** The steps readers report through `LedgerProgress` (i18n keys in the `ledger` namespace). */
export const LEDGER_READ_STEPS = {
  accounts: 'ledger.read.accounts',
  balances: 'ledger.read.balances',
  vouchers: 'ledger.read.vouchers',
} as const;
