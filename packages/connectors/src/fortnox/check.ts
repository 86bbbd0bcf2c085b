import { ConnectorError } from '../errors';
import type { LedgerDocument } from '../model/document';
import { formatMinor } from '../money';
import type { FortnoxApi } from './client';
import { splitInvoice } from './mapping/invoice';
import { readInvoice } from './resources/invoices';
import type { ReferenceData } from './resources/reference-data';

/** Fortnox's limit on invoice rows; the simulator (and this check) hold vouchers to it too. */
export const MAX_ROWS = 500;

const money = (minor: number, currency: string) => `${currency} ${formatMinor(minor, currency)}`;

function balanceReasons(document: LedgerDocument): string[] {
  const debit = document.rows.reduce((sum, r) => sum + r.debit, 0);
  const credit = document.rows.reduce((sum, r) => sum + r.credit, 0);
  if (document.rows.length === 0) return ['The document has no rows'];
  if (debit === credit) return [];
  const c = document.currency;
  return [`The document does not balance: debit ${money(debit, c)}, credit ${money(credit, c)}`];
}

async function accountReasons(document: LedgerDocument, ref: ReferenceData): Promise<string[]> {
  const accounts = await ref.accounts();
  const reasons = new Set<string>();
  for (const { account } of document.rows) {
    const known = accounts.get(account);
    if (!known) reasons.add(`Account ${account} does not exist in Fortnox`);
    else if (!known.active) reasons.add(`Account ${account} is inactive in Fortnox`);
  }
  return [...reasons];
}

async function yearReasons(document: LedgerDocument, ref: ReferenceData): Promise<string[]> {
  const years = await ref.financialYears();
  const covered = years.some((y) => y.from <= document.date && document.date <= y.to);
  return covered ? [] : [`No financial year covers ${document.date}`];
}

function voucherReasons(document: LedgerDocument): string[] {
  const reasons: string[] = [];
  if (document.rows.length > MAX_ROWS) {
    reasons.push(`The voucher has ${document.rows.length} rows; Fortnox takes at most ${MAX_ROWS}`);
  }
  if (document.currency.toUpperCase() !== 'SEK') {
    reasons.push(`Fortnox vouchers are in SEK; convert this ${document.currency} voucher first`);
  }
  return reasons;
}

async function invoiceReasons(document: LedgerDocument, ref: ReferenceData): Promise<string[]> {
  const reasons: string[] = [];
  if (!(await ref.currencies()).has(document.currency.toUpperCase())) {
    reasons.push(`Currency ${document.currency} does not exist in Fortnox`);
  }
  if (!document.customer?.name) reasons.push('The invoice has no customer');
  const accounts = await ref.accounts();
  const split = splitInvoice(document, (a) => accounts.get(a)?.vatCode ?? '');
  if (split.lines.length === 0) reasons.push('The invoice has no revenue rows');
  if (split.lines.length > MAX_ROWS) {
    reasons.push(`The invoice has ${split.lines.length} rows; Fortnox takes at most ${MAX_ROWS}`);
  }
  for (const rate of new Set([...split.documentVat.keys(), ...split.fortnoxVat.keys()])) {
    const booked = split.documentVat.get(rate) ?? 0;
    const computed = split.fortnoxVat.get(rate) ?? 0;
    if (booked !== computed) {
      reasons.push(
        `VAT ${rate} %: the document has ${money(booked, document.currency)} but Fortnox computes ` +
          `${money(computed, document.currency)} from the VAT codes of the revenue accounts; ` +
          'check the accounts VAT codes in Fortnox or book it as a voucher',
      );
    }
  }
  return reasons;
}

async function creditReasons(document: LedgerDocument, api: FortnoxApi): Promise<string[]> {
  if (!document.creditOf) return ['The credit invoice does not say which invoice it credits'];
  let original;
  try {
    original = await readInvoice(api, document.creditOf);
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'not_found') {
      return [`Invoice ${document.creditOf} does not exist in Fortnox`];
    }
    throw error;
  }
  // A second credit, or a partial one, is not refused here: booking answers 'conflict' and the
  // engine books a corrective voucher instead (a retry of our own credit must still pass).
  void original;
  return [];
}

/**
 * Reasons Fortnox would refuse the document, in English a person can act on; none when fine.
 * Accounts, currencies and financial years come from the session's cache.
 */
export async function checkDocument(
  document: LedgerDocument,
  ref: ReferenceData,
  api: FortnoxApi,
): Promise<string[]> {
  const reasons = [...balanceReasons(document)];
  if (document.type === 'credit_invoice') {
    reasons.push(...(await creditReasons(document, api)));
    return reasons;
  }
  reasons.push(...(await accountReasons(document, ref)), ...(await yearReasons(document, ref)));
  if (document.type === 'voucher') reasons.push(...voucherReasons(document));
  else reasons.push(...(await invoiceReasons(document, ref)));
  return reasons;
}
