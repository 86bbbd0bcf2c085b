import { ConnectorError } from '../errors';
import type { LedgerDocument } from '../model/document';
import { formatMinor } from '../money';
import { refusal } from '../sdk/connector';
import type { LedgerRefusal } from '../sdk/connector';
import type { FortnoxApi } from './client';
import { splitInvoice } from './mapping/invoice';
import { readInvoice } from './resources/invoices';
import type { ReferenceData } from './resources/reference-data';

/** Fortnox's limit on invoice rows; the simulator (and this check) hold vouchers to it too. */
export const MAX_ROWS = 500;

const LEDGER = 'Fortnox';

const money = (minor: number, currency: string) => `${currency} ${formatMinor(minor, currency)}`;

function balanceReasons(document: LedgerDocument): LedgerRefusal[] {
  const debit = document.rows.reduce((sum, r) => sum + r.debit, 0);
  const credit = document.rows.reduce((sum, r) => sum + r.credit, 0);
  if (document.rows.length === 0) return [refusal('no_rows', 'The document has no rows')];
  if (debit === credit) return [];
  const params = {
    debit: money(debit, document.currency),
    credit: money(credit, document.currency),
  };
  const text = `The document does not balance: debit ${params.debit}, credit ${params.credit}`;
  return [refusal('unbalanced', text, params)];
}

async function accountReasons(
  document: LedgerDocument,
  ref: ReferenceData,
): Promise<LedgerRefusal[]> {
  const accounts = await ref.accounts();
  const reasons = new Map<string, LedgerRefusal>();
  for (const { account } of document.rows) {
    const known = accounts.get(account);
    const params = { account, ledger: LEDGER };
    if (!known) {
      reasons.set(
        account,
        refusal('account_missing', `Account ${account} does not exist in Fortnox`, params),
      );
    } else if (!known.active) {
      reasons.set(
        account,
        refusal('account_inactive', `Account ${account} is inactive in Fortnox`, params),
      );
    }
  }
  return [...reasons.values()];
}

async function yearReasons(document: LedgerDocument, ref: ReferenceData): Promise<LedgerRefusal[]> {
  const years = await ref.financialYears();
  const { date } = document;
  if (years.some((y) => y.from <= date && date <= y.to)) return [];
  return [
    refusal('no_financial_year', `No financial year covers ${date}`, { date, ledger: LEDGER }),
  ];
}

function voucherReasons(document: LedgerDocument): LedgerRefusal[] {
  const reasons: LedgerRefusal[] = [];
  const rows = document.rows.length;
  if (rows > MAX_ROWS) {
    reasons.push(
      refusal(
        'voucher_too_many_rows',
        `The voucher has ${rows} rows; Fortnox takes at most ${MAX_ROWS}`,
        { rows, max: MAX_ROWS, ledger: LEDGER },
      ),
    );
  }
  const { currency } = document;
  if (currency.toUpperCase() !== 'SEK') {
    reasons.push(
      refusal(
        'voucher_not_sek',
        `Fortnox vouchers are in SEK; convert this ${currency} voucher first`,
        { currency, ledger: LEDGER },
      ),
    );
  }
  return reasons;
}

async function invoiceReasons(
  document: LedgerDocument,
  ref: ReferenceData,
): Promise<LedgerRefusal[]> {
  const reasons: LedgerRefusal[] = [];
  const { currency } = document;
  if (!(await ref.currencies()).has(currency.toUpperCase())) {
    reasons.push(
      refusal('currency_missing', `Currency ${currency} does not exist in Fortnox`, {
        currency,
        ledger: LEDGER,
      }),
    );
  }
  if (!document.customer?.name) {
    reasons.push(refusal('invoice_no_customer', 'The invoice has no customer'));
  }
  const accounts = await ref.accounts();
  const split = splitInvoice(document, (a) => accounts.get(a)?.vatCode ?? '');
  if (split.lines.length === 0) {
    reasons.push(refusal('invoice_no_revenue_rows', 'The invoice has no revenue rows'));
  }
  const rows = split.lines.length;
  if (rows > MAX_ROWS) {
    reasons.push(
      refusal(
        'invoice_too_many_rows',
        `The invoice has ${rows} rows; Fortnox takes at most ${MAX_ROWS}`,
        { rows, max: MAX_ROWS, ledger: LEDGER },
      ),
    );
  }
  for (const rate of new Set([...split.documentVat.keys(), ...split.fortnoxVat.keys()])) {
    const booked = split.documentVat.get(rate) ?? 0;
    const computed = split.fortnoxVat.get(rate) ?? 0;
    if (booked === computed) continue;
    const params = {
      rate,
      booked: money(booked, currency),
      computed: money(computed, currency),
      ledger: LEDGER,
    };
    reasons.push(
      refusal(
        'vat_differs_vat_codes',
        `VAT ${rate} %: the document has ${params.booked} but Fortnox computes ` +
          `${params.computed} from the VAT codes of the revenue accounts; ` +
          'check the accounts VAT codes in Fortnox or book it as a voucher',
        params,
      ),
    );
  }
  return reasons;
}

async function creditReasons(document: LedgerDocument, api: FortnoxApi): Promise<LedgerRefusal[]> {
  const invoice = document.creditOf;
  if (!invoice) {
    return [
      refusal('credit_without_invoice', 'The credit invoice does not say which invoice it credits'),
    ];
  }
  try {
    await readInvoice(api, invoice);
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'not_found') {
      return [
        refusal('credited_invoice_missing', `Invoice ${invoice} does not exist in Fortnox`, {
          invoice,
          ledger: LEDGER,
        }),
      ];
    }
    throw error;
  }
  // A second credit, or a partial one, is not refused here: booking answers 'conflict' and the
  // engine books a corrective voucher instead (a retry of our own credit must still pass).
  return [];
}

/**
 * Reasons Fortnox would refuse the document, coded and in English a person can act on; none
 * when fine. Accounts, currencies and financial years come from the session's cache.
 */
export async function checkDocument(
  document: LedgerDocument,
  ref: ReferenceData,
  api: FortnoxApi,
): Promise<LedgerRefusal[]> {
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
