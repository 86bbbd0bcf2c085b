import { ConnectorError } from '../errors';
import type { LedgerDocument } from '../model/document';
import { formatMinor } from '../money';
import { refusal } from '../sdk/connector';
import type { LedgerRefusal } from '../sdk/connector';
import type { VismaApi } from './client';
import { splitInvoice } from './mapping/invoice';
import { readInvoice } from './resources/invoices';
import type { ReferenceData } from './resources/reference-data';
import { day, fiscalYearOf } from './resources/reference-data';

const LEDGER = 'Visma';

const money = (minor: number, currency: string) => `${currency} ${formatMinor(minor, currency)}`;

function balanceReasons(document: LedgerDocument): LedgerRefusal[] {
  if (document.rows.length === 0) return [refusal('no_rows', 'The document has no rows')];
  const debit = document.rows.reduce((sum, r) => sum + r.debit, 0);
  const credit = document.rows.reduce((sum, r) => sum + r.credit, 0);
  if (debit === credit) return [];
  const params = {
    debit: money(debit, document.currency),
    credit: money(credit, document.currency),
  };
  const text = `The document does not balance: debit ${params.debit}, credit ${params.credit}`;
  return [refusal('unbalanced', text, params)];
}

function currencyReasons(document: LedgerDocument): LedgerRefusal[] {
  const { currency } = document;
  if (currency.toUpperCase() === 'SEK') return [];
  return [
    refusal(
      'document_not_sek',
      `The connector books Visma documents in SEK; convert this ${currency} document first`,
      { currency, ledger: LEDGER },
    ),
  ];
}

/** The date's fiscal year must exist and be open, and the date after the accounting lock. */
async function yearReasons(document: LedgerDocument, ref: ReferenceData) {
  const { date } = document;
  const params = { date, ledger: LEDGER };
  const year = fiscalYearOf(await ref.fiscalYears(), date);
  if (!year) {
    const text = `No fiscal year in Visma covers ${date}`;
    return { year, reasons: [refusal('no_financial_year', text, params)] };
  }
  const lockedTo = (await ref.settings()).AccountingLockedTo;
  if (year.IsLockedForAccounting || (lockedTo && date <= day(lockedTo))) {
    const text = `The bookkeeping period of ${date} is locked in Visma`;
    return { year, reasons: [refusal('period_locked', text, params)] };
  }
  return { year, reasons: [] };
}

async function accountReasons(document: LedgerDocument, ref: ReferenceData, yearId: string) {
  const accounts = await ref.accounts(yearId);
  const reasons = new Map<string, LedgerRefusal>();
  for (const { account } of document.rows) {
    const known = accounts.get(account);
    const params = { account, ledger: LEDGER };
    if (!known) {
      reasons.set(
        account,
        refusal('account_missing', `Account ${account} does not exist in Visma`, params),
      );
    } else if (!known.IsActive) {
      reasons.set(
        account,
        refusal('account_inactive', `Account ${account} is inactive in Visma`, params),
      );
    }
  }
  return [...reasons.values()];
}

async function invoiceReasons(
  document: LedgerDocument,
  ref: ReferenceData,
): Promise<LedgerRefusal[]> {
  const reasons: LedgerRefusal[] = [];
  if (document.type === 'invoice' && !document.customer?.name) {
    reasons.push(refusal('invoice_no_customer', 'The invoice has no customer'));
  }
  const split = splitInvoice(document, await ref.codings());
  for (const account of split.uncoded) {
    reasons.push(
      refusal(
        'account_uncoded',
        `No article account coding in Visma books sales on account ${account}`,
        { account, ledger: LEDGER },
      ),
    );
  }
  if (split.lines.length === 0 && split.uncoded.length === 0) {
    reasons.push(refusal('invoice_no_revenue_rows', 'The invoice has no revenue rows'));
  }
  const c = document.currency;
  for (const rate of new Set([...split.documentVat.keys(), ...split.vismaVat.keys()])) {
    const booked = split.documentVat.get(rate) ?? 0;
    const computed = split.vismaVat.get(rate) ?? 0;
    if (booked === computed) continue;
    const params = { rate, booked: money(booked, c), computed: money(computed, c), ledger: LEDGER };
    reasons.push(
      refusal(
        'vat_differs_codings',
        `VAT ${rate} %: the document has ${params.booked} but Visma computes ` +
          `${params.computed} from the account codings of the revenue accounts; ` +
          'check the codings in Visma or book it as a voucher',
        params,
      ),
    );
  }
  return reasons;
}

async function creditReasons(document: LedgerDocument, api: VismaApi): Promise<LedgerRefusal[]> {
  const invoice = document.creditOf;
  if (!invoice) {
    return [
      refusal('credit_without_invoice', 'The credit invoice does not say which invoice it credits'),
    ];
  }
  try {
    await readInvoice(api, invoice);
    return [];
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'not_found') {
      return [
        refusal('credited_invoice_missing', `Invoice ${invoice} does not exist in Visma`, {
          invoice,
          ledger: LEDGER,
        }),
      ];
    }
    throw error;
  }
}

/**
 * Reasons Visma would refuse the document, coded and in English a person can act on; none when
 * fine. Fiscal years, charts of accounts, codings and settings come from the session's cache.
 * A credit beyond what the invoice has left is refused when booking, as 'conflict'.
 */
export async function checkDocument(
  document: LedgerDocument,
  ref: ReferenceData,
  api: VismaApi,
): Promise<LedgerRefusal[]> {
  const reasons = [...balanceReasons(document)];
  const { year, reasons: yearProblems } = await yearReasons(document, ref);
  if (year) reasons.push(...(await accountReasons(document, ref, year.Id)));
  reasons.push(...yearProblems, ...currencyReasons(document));
  if (document.type !== 'voucher') reasons.push(...(await invoiceReasons(document, ref)));
  if (document.type === 'credit_invoice') reasons.push(...(await creditReasons(document, api)));
  return reasons;
}
