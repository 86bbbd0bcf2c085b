import { randomUUID } from 'node:crypto';
import type { LedgerRow } from '@portal/connectors/model/ledger';
import type { FinancialYear } from '../fortnox/seed';
import { vatCodes } from '../fortnox/seed';
import type { Tenant, VoucherRow as FortnoxRow } from '../fortnox/state';
import { basChart as vismaChart, type FiscalYear } from '../visma/seed';
import type { Account as VismaAccount, Company, VoucherRow as VismaRow } from '../visma/state';
import type { LedgerHistory } from './ledger-history';

/*
 * Puts a generated history into a simulated company, as if it had been kept there: the
 * history's financial years replace the empty ones they overlap or follow, its accounts join the
 * chart, its first opening balances are entered, and its vouchers take the numbers the
 * simulator's own counters give, so vouchers booked later continue the series.
 */

const span = (history: LedgerHistory) => ({
  first: history.years[0]!.start,
  last: history.years.at(-1)!.end,
});

/** "1:100" → cost centre 100 (dimension 1), "6:P1" → project P1 (dimension 6) */
const objectOf = (row: LedgerRow, dimension: string) =>
  row.objects?.find((o) => o.startsWith(`${dimension}:`))?.slice(dimension.length + 1) ?? '';

const debit = (row: LedgerRow) => Math.max(row.amount, 0) / 100;
const credit = (row: LedgerRow) => Math.max(-row.amount, 0) / 100;

function fortnoxRow(row: LedgerRow): FortnoxRow {
  return {
    Account: row.account,
    Debit: debit(row),
    Credit: credit(row),
    Description: row.text ?? '',
    TransactionInformation: '',
    CostCenter: objectOf(row, '1'),
    Project: objectOf(row, '6'),
    Removed: false,
  };
}

/** The tenant's years with the history's in place of those up to its end, numbered by date. */
function fortnoxYears(tenant: Tenant, history: LedgerHistory): FinancialYear[] {
  const { last } = span(history);
  const replaced = tenant.financialYears.filter((y) => y.FromDate <= last);
  const used = replaced.filter((y) => tenant.vouchers.some((v) => v.Year === y.Id));
  if (used.length > 0) {
    throw new Error(`Financial year ${used[0]!.FromDate} already has vouchers`);
  }
  const kept = tenant.financialYears.filter((y) => y.FromDate > last);
  const added: FinancialYear[] = history.years.map((y) => ({
    Id: 0,
    FromDate: y.start,
    ToDate: y.end,
    AccountChartType: `Bas ${y.start.slice(0, 4)}`,
    AccountingMethod: 'ACCRUAL',
  }));
  const years = [...added, ...kept].sort((a, b) => a.FromDate.localeCompare(b.FromDate));
  // ids follow the dates: Fortnox's latest year has the highest id
  const renumbered = new Map(years.map((y, i) => [y, i + 1]));
  const idOf = new Map(kept.map((y) => [y.Id, renumbered.get(y)!]));
  for (const voucher of tenant.vouchers) voucher.Year = idOf.get(voucher.Year) ?? voucher.Year;
  const rekey = <T>(map: Map<string, T>) =>
    new Map(
      [...map].flatMap(([key, value]): [string, T][] => {
        const [id, series] = key.split(':');
        const now = idOf.get(Number(id));
        return now === undefined ? [] : [[`${now}:${series}`, value]];
      }),
    );
  tenant.voucherNumbers = rekey(tenant.voucherNumbers);
  tenant.openingBalances = new Map(
    [...tenant.openingBalances].flatMap(([id, b]) => {
      const now = idOf.get(id);
      return now === undefined ? [] : [[now, b] as const];
    }),
  );
  tenant.financialYears = years.map((y) => ({ ...y, Id: renumbered.get(y)! }));
  return added.map((y) => tenant.financialYears.find((f) => f.FromDate === y.FromDate)!);
}

/** Puts the history into a Fortnox tenant; returns its financial years there. */
export function putHistoryInFortnox(tenant: Tenant, history: LedgerHistory): FinancialYear[] {
  const series = new Set(history.years.flatMap((y) => y.vouchers.map((v) => v.series)));
  const unknown = [...series].filter((code) => !tenant.voucherSeries.some((s) => s.Code === code));
  if (unknown.length > 0) throw new Error(`Voucher series ${unknown.join(', ')} does not exist`);
  const years = fortnoxYears(tenant, history);
  for (const [account, name] of history.accounts) {
    if (!tenant.accounts.has(account)) {
      tenant.accounts.set(account, {
        Description: name,
        Active: true,
        VATCode: vatCodes.get(account) ?? '',
      });
    }
  }
  tenant.openingBalances.set(years[0]!.Id, new Map(history.years[0]!.opening));
  history.years.forEach((year, i) => {
    const yearId = years[i]!.Id;
    for (const voucher of year.vouchers) {
      const key = `${yearId}:${voucher.series}`;
      const number = (tenant.voucherNumbers.get(key) ?? 0) + 1;
      tenant.voucherNumbers.set(key, number);
      tenant.vouchers.push({
        VoucherSeries: voucher.series,
        VoucherNumber: number,
        Year: yearId,
        TransactionDate: voucher.date,
        Description: voucher.text,
        Comments: '',
        ReferenceNumber: '',
        ReferenceType: 'MANUAL',
        ApprovalState: 0,
        CostCenter: '',
        Project: '',
        VoucherRows: voucher.rows.map(fortnoxRow),
      });
    }
  });
  return years;
}

function vismaAccount(yearId: string, number: number, name: string): VismaAccount {
  return {
    Name: name,
    Number: String(number),
    FiscalYearId: yearId,
    VatCodeId: null,
    VatCodeDescription: null,
    IsActive: true,
    IsBlockedForManualBooking: false,
  };
}

/** The company's years with the history's in place of those up to its end, with charts. */
function vismaYears(company: Company, history: LedgerHistory): FiscalYear[] {
  const { last } = span(history);
  const day = (dateTime: string) => dateTime.slice(0, 10);
  const replaced = company.fiscalYears.filter((y) => day(y.StartDate) <= last);
  for (const year of replaced) {
    const from = day(year.StartDate);
    const to = day(year.EndDate);
    if (company.vouchers.some((v) => day(v.VoucherDate) >= from && day(v.VoucherDate) <= to)) {
      throw new Error(`Fiscal year ${from} already has vouchers`);
    }
  }
  for (const year of replaced) company.accounts.delete(year.Id);
  const added: FiscalYear[] = history.years.map((y) => ({
    Id: randomUUID(),
    StartDate: `${y.start}T00:00:00`,
    EndDate: `${y.end}T00:00:00`,
    IsLockedForAccounting: false,
    BookkeepingMethod: 0,
  }));
  for (const year of added) {
    company.accounts.set(
      year.Id,
      new Map(vismaChart.map(([n, name]) => [n, vismaAccount(year.Id, n, name)])),
    );
  }
  company.fiscalYears = [...added, ...company.fiscalYears.filter((y) => day(y.StartDate) > last)];
  company.fiscalYears.sort((a, b) => a.StartDate.localeCompare(b.StartDate));
  for (const [yearId, chart] of company.accounts) {
    for (const [n, name] of history.accounts) {
      if (!chart.has(n)) chart.set(n, vismaAccount(yearId, n, name));
    }
  }
  return added;
}

/** Visma keeps at most 50 characters of a row's text: a longer one is refused, not cut. */
function checkTexts(history: LedgerHistory): void {
  for (const row of history.years.flatMap((y) => y.vouchers.flatMap((v) => v.rows))) {
    if ((row.text ?? '').length > 50) {
      throw new Error(`A row text longer than 50 characters: ${row.text}`);
    }
  }
}

/** Puts the history into a Visma company; returns its fiscal years there. */
export function putHistoryInVisma(company: Company, history: LedgerHistory): FiscalYear[] {
  checkTexts(history);
  const years = vismaYears(company, history);
  company.openingBalances = new Map(history.years[0]!.opening);
  history.years.forEach((year, i) => {
    const fiscalYear = years[i]!;
    const chart = company.accounts.get(fiscalYear.Id)!;
    // as POST /v2/vouchers numbers them: the count of the year's vouchers plus one
    let count = 0;
    for (const voucher of year.vouchers) {
      count += 1;
      const stamp = `${voucher.date}T16:00:00.000Z`;
      const rows = voucher.rows.map((row): VismaRow => ({
        AccountNumber: row.account,
        AccountDescription: chart.get(row.account)?.Name ?? '',
        DebitAmount: debit(row),
        CreditAmount: credit(row),
        TransactionText: row.text ?? '',
      }));
      company.vouchers.push({
        Id: randomUUID(),
        VoucherDate: `${voucher.date}T00:00:00`,
        VoucherText: voucher.text,
        Rows: rows,
        NumberAndNumberSeries: `${voucher.series}${count}`,
        NumberSeries: voucher.series,
        VoucherType: 2,
        CreatedUtc: stamp,
        ModifiedUtc: stamp,
      });
    }
  });
  return years;
}
