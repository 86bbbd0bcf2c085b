import { badRequest, errorCodes } from './errors';
import { toOre } from './http';
import type { FiscalYear } from './seed';
import { fiscalYearOf, type Company } from './state';

/*
 * Account balances as eEkonomi reports them (GET /v2/accountbalances/{date}): a balance account
 * (below 3000) holds the first year's opening balance plus every voucher up to the date, and
 * each finished year's result on 2099 (as the next year's opening balance shows it); a result
 * account holds its fiscal year's vouchers up to the date.
 */

export const isResultAccount = (account: number) => account >= 3000;

const YEAR_RESULT_ACCOUNT = 2099;

const day = (dateTime: string) => dateTime.slice(0, 10);

export const firstFiscalYear = (company: Company): FiscalYear =>
  company.fiscalYears.reduce((a, b) => (day(b.StartDate) < day(a.StartDate) ? b : a));

/** The fiscal year of a yyyy-MM-dd date; 400 for a date that is not one or no year covers. */
export function fiscalYearOn(company: Company, date: string): FiscalYear {
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date));
  if (!real || new Date(date).toISOString().slice(0, 10) !== date) {
    throw badRequest(errorCodes.dataModelValidation, 'The date must be yyyy-MM-dd.');
  }
  const year = fiscalYearOf(company, date);
  if (!year) throw badRequest(errorCodes.fiscalYearDoesNotExist, `No fiscal year covers ${date}.`);
  return year;
}

/** Every account's balance at the end of `date`, öre, debit positive; zeros left out. */
export function balancesOn(company: Company, date: string): Map<number, number> {
  const year = fiscalYearOn(company, date);
  const yearStart = day(year.StartDate);
  const balances = new Map<number, number>(company.openingBalances);
  const add = (account: number, amount: number) =>
    balances.set(account, (balances.get(account) ?? 0) + amount);
  for (const voucher of company.vouchers) {
    const booked = day(voucher.VoucherDate);
    if (booked > date) continue;
    for (const row of voucher.Rows) {
      const amount = toOre(row.DebitAmount) - toOre(row.CreditAmount);
      if (!isResultAccount(row.AccountNumber)) add(row.AccountNumber, amount);
      else if (booked >= yearStart) add(row.AccountNumber, amount);
      else add(YEAR_RESULT_ACCOUNT, amount);
    }
  }
  return new Map([...balances].filter(([, amount]) => amount !== 0));
}

/** BAS account classes, as eEkonomi's reports group accounts (simulator constants). */
const CLASSES = [
  '',
  'Tillgångar',
  'Eget kapital och skulder',
  'Rörelsens inkomster/intäkter',
  'Utgifter/kostnader för varor, material och vissa köpta tjänster',
  'Övriga externa rörelseutgifter/kostnader',
  'Övriga externa rörelseutgifter/kostnader',
  'Utgifter/kostnader för personal, avskrivningar m.m.',
  'Finansiella och andra inkomster/intäkter och utgifter/kostnader',
];

/** An `AccountBalanceAPI` item. */
export function accountBalance(company: Company, yearId: string, account: number, ore: number) {
  const type = Math.floor(account / 1000);
  return {
    AccountNumber: account,
    AccountName: company.accounts.get(yearId)?.get(account)?.Name ?? '',
    Balance: ore / 100,
    AccountType: type,
    AccountTypeDescription: CLASSES[type] ?? '',
  };
}
