import { ConnectorError } from '../errors';
import type { LedgerDocument } from '../model/document';
import { formatMinor } from '../money';
import type { VismaApi } from './client';
import { splitInvoice } from './mapping/invoice';
import { readInvoice } from './resources/invoices';
import type { ReferenceData } from './resources/reference-data';
import { day, fiscalYearOf } from './resources/reference-data';

const money = (minor: number, currency: string) => `${currency} ${formatMinor(minor, currency)}`;

function balanceReasons(document: LedgerDocument): string[] {
  if (document.rows.length === 0) return ['The document has no rows'];
  const debit = document.rows.reduce((sum, r) => sum + r.debit, 0);
  const credit = document.rows.reduce((sum, r) => sum + r.credit, 0);
  if (debit === credit) return [];
  const c = document.currency;
  return [`The document does not balance: debit ${money(debit, c)}, credit ${money(credit, c)}`];
}

function currencyReasons(document: LedgerDocument): string[] {
  if (document.currency.toUpperCase() === 'SEK') return [];
  return [
    `The connector books Visma documents in SEK; convert this ${document.currency} document first`,
  ];
}

/** The date's fiscal year must exist and be open, and the date after the accounting lock. */
async function yearReasons(document: LedgerDocument, ref: ReferenceData) {
  const year = fiscalYearOf(await ref.fiscalYears(), document.date);
  if (!year) return { year, reasons: [`No fiscal year in Visma covers ${document.date}`] };
  const lockedTo = (await ref.settings()).AccountingLockedTo;
  if (year.IsLockedForAccounting || (lockedTo && document.date <= day(lockedTo))) {
    return { year, reasons: [`The bookkeeping period of ${document.date} is locked in Visma`] };
  }
  return { year, reasons: [] };
}

async function accountReasons(document: LedgerDocument, ref: ReferenceData, yearId: string) {
  const accounts = await ref.accounts(yearId);
  const reasons = new Set<string>();
  for (const { account } of document.rows) {
    const known = accounts.get(account);
    if (!known) reasons.add(`Account ${account} does not exist in Visma`);
    else if (!known.IsActive) reasons.add(`Account ${account} is inactive in Visma`);
  }
  return [...reasons];
}

async function invoiceReasons(document: LedgerDocument, ref: ReferenceData): Promise<string[]> {
  const reasons: string[] = [];
  if (document.type === 'invoice' && !document.customer?.name) {
    reasons.push('The invoice has no customer');
  }
  const split = splitInvoice(document, await ref.codings());
  for (const account of split.uncoded) {
    reasons.push(`No article account coding in Visma books sales on account ${account}`);
  }
  if (split.lines.length === 0 && split.uncoded.length === 0) {
    reasons.push('The invoice has no revenue rows');
  }
  const c = document.currency;
  for (const rate of new Set([...split.documentVat.keys(), ...split.vismaVat.keys()])) {
    const booked = split.documentVat.get(rate) ?? 0;
    const computed = split.vismaVat.get(rate) ?? 0;
    if (booked !== computed) {
      reasons.push(
        `VAT ${rate} %: the document has ${money(booked, c)} but Visma computes ` +
          `${money(computed, c)} from the account codings of the revenue accounts; ` +
          'check the codings in Visma or book it as a voucher',
      );
    }
  }
  return reasons;
}

async function creditReasons(document: LedgerDocument, api: VismaApi): Promise<string[]> {
  if (!document.creditOf) return ['The credit invoice does not say which invoice it credits'];
  try {
    await readInvoice(api, document.creditOf);
    return [];
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'not_found') {
      return [`Invoice ${document.creditOf} does not exist in Visma`];
    }
    throw error;
  }
}

/**
 * Reasons Visma would refuse the document, in English a person can act on; none when fine.
 * Fiscal years, charts of accounts, codings and settings come from the session's cache.
 * A credit beyond what the invoice has left is refused when booking, as 'conflict'.
 */
export async function checkDocument(
  document: LedgerDocument,
  ref: ReferenceData,
  api: VismaApi,
): Promise<string[]> {
  const reasons = [...balanceReasons(document)];
  const { year, reasons: yearProblems } = await yearReasons(document, ref);
  if (year) reasons.push(...(await accountReasons(document, ref, year.Id)));
  reasons.push(...yearProblems, ...currencyReasons(document));
  if (document.type !== 'voucher') reasons.push(...(await invoiceReasons(document, ref)));
  if (document.type === 'credit_invoice') reasons.push(...(await creditReasons(document, api)));
  return reasons;
}
