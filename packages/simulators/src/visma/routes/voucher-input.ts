import { badRequest, errorCodes } from '../errors';
import { amount, hasTwoDecimals, requireObject, text, toOre } from '../http';
import { fiscalYearOf, type Company, type VoucherRow } from '../state';
import type { FiscalYear } from '../seed';

export interface VoucherInput {
  date: string;
  year: FiscalYear;
  VoucherText: string;
  Rows: VoucherRow[];
}

/** The date must lie in an open fiscal year and after the company's accounting lock. */
export function openYearOf(company: Company, date: string): FiscalYear {
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) {
    throw badRequest(errorCodes.dataModelValidation, 'The date is missing or not yyyy-mm-dd.');
  }
  const day = date.slice(0, 10);
  const year = fiscalYearOf(company, day);
  if (!year) {
    throw badRequest(errorCodes.fiscalYearDoesNotExist, `No fiscal year covers ${day}.`);
  }
  const lockedTo = company.settings.AccountingLockedTo?.slice(0, 10);
  if (year.IsLockedForAccounting || (lockedTo !== undefined && day <= lockedTo)) {
    throw badRequest(errorCodes.lockedPeriod, `The bookkeeping period of ${day} is locked.`);
  }
  return year;
}

function parseRow(company: Company, year: FiscalYear, raw: unknown): VoucherRow {
  const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const number = Number(row.AccountNumber);
  const account = company.accounts.get(year.Id)?.get(number);
  if (!account) {
    throw badRequest(
      errorCodes.accountNotFound,
      `Account ${text(row.AccountNumber)} does not exist in the fiscal year.`,
    );
  }
  if (!account.IsActive) {
    throw badRequest(errorCodes.canNotBeCreatedOrUpdated, `Account ${number} is inactive.`);
  }
  const debit = amount(row.DebitAmount);
  const credit = amount(row.CreditAmount);
  const valid = (n: number) => hasTwoDecimals(n) && n >= 0 && n <= 1e9;
  if (!valid(debit) || !valid(credit)) {
    throw badRequest(
      errorCodes.dataModelValidation,
      'DebitAmount and CreditAmount are 0 to 1 000 000 000 with at most 2 decimals.',
    );
  }
  const transactionText = text(row.TransactionText);
  if (transactionText.length > 50) {
    throw badRequest(errorCodes.dataModelValidation, 'TransactionText is at most 50 characters.');
  }
  return {
    AccountNumber: number,
    AccountDescription: account.Name,
    DebitAmount: debit,
    CreditAmount: credit,
    TransactionText: transactionText,
  };
}

/** Checks a posted voucher the way eAccounting does before it takes a number. */
export function parseVoucher(company: Company, body: unknown): VoucherInput {
  const raw = requireObject(body);
  const date = text(raw.VoucherDate);
  const year = openYearOf(company, date);
  const voucherText = text(raw.VoucherText);
  if (voucherText === '' || voucherText.length > 1000) {
    throw badRequest(errorCodes.dataModelValidation, 'VoucherText is 1 to 1000 characters.');
  }
  const rawRows = Array.isArray(raw.Rows) ? (raw.Rows as unknown[]) : [];
  if (rawRows.length < 2) {
    throw badRequest(errorCodes.dataModelValidation, 'A voucher has at least two rows.');
  }
  const rows = rawRows.map((row) => parseRow(company, year, row));
  const ore = (pick: (r: VoucherRow) => number) => rows.reduce((s, r) => s + toOre(pick(r)), 0);
  if (ore((r) => r.DebitAmount) !== ore((r) => r.CreditAmount)) {
    throw badRequest(errorCodes.canNotBeCreatedOrUpdated, 'The voucher is not balanced.');
  }
  return { date: date.slice(0, 10), year, VoucherText: voucherText, Rows: rows };
}
