import type { FinancialYear } from './seed';
import type { Tenant } from './state';
import { toOre } from './money';

/*
 * A company's balances per financial year, as Fortnox reports them (SIE export): the opening
 * balance, the year's movements, and closing = opening + movements for balance accounts
 * (below 3000); result accounts (3000 and up) start every year at zero.
 */

export const isResultAccount = (account: number) => account >= 3000;

/** Where a year's result is carried when the next year opens. */
const YEAR_RESULT_ACCOUNT = 2099;

export const yearsByDate = (tenant: Tenant): FinancialYear[] =>
  [...tenant.financialYears].sort((a, b) => a.FromDate.localeCompare(b.FromDate));

export const vouchersOfYear = (tenant: Tenant, yearId: number) =>
  tenant.vouchers.filter((v) => v.Year === yearId);

/** The year's movement per account in öre (debit positive), removed rows left out. */
export function movements(tenant: Tenant, yearId: number): Map<number, number> {
  const moved = new Map<number, number>();
  for (const voucher of vouchersOfYear(tenant, yearId)) {
    for (const row of voucher.VoucherRows) {
      if (row.Removed) continue;
      const amount = toOre(row.Debit) - toOre(row.Credit);
      moved.set(row.Account, (moved.get(row.Account) ?? 0) + amount);
    }
  }
  return moved;
}

const withoutZeros = (balances: Map<number, number>) =>
  new Map([...balances].filter(([, amount]) => amount !== 0));

/**
 * The opening balances of a year: the previous year's closing balances when that year holds
 * anything (Fortnox keeps them in step), its result on 2099; else what was entered for it.
 */
export function openingBalances(tenant: Tenant, yearId: number): Map<number, number> {
  const years = yearsByDate(tenant);
  const index = years.findIndex((y) => y.Id === yearId);
  const previous = index > 0 ? years[index - 1]! : undefined;
  if (previous) {
    const before = openingBalances(tenant, previous.Id);
    const moved = movements(tenant, previous.Id);
    if (before.size > 0 || vouchersOfYear(tenant, previous.Id).length > 0) {
      const carried = new Map<number, number>(before);
      let result = 0;
      for (const [account, amount] of moved) {
        if (isResultAccount(account)) result += amount;
        else carried.set(account, (carried.get(account) ?? 0) + amount);
      }
      carried.set(YEAR_RESULT_ACCOUNT, (carried.get(YEAR_RESULT_ACCOUNT) ?? 0) + result);
      return withoutZeros(carried);
    }
  }
  return withoutZeros(tenant.openingBalances.get(yearId) ?? new Map());
}

export interface YearBalances {
  /** balance accounts: opening and closing */
  balances: Map<number, { opening: number; closing: number }>;
  /** result accounts: the year's result */
  results: Map<number, number>;
}

export function yearBalances(tenant: Tenant, yearId: number): YearBalances {
  const opening = openingBalances(tenant, yearId);
  const moved = movements(tenant, yearId);
  const balances = new Map<number, { opening: number; closing: number }>();
  const results = new Map<number, number>();
  for (const account of new Set([...opening.keys(), ...moved.keys()])) {
    if (isResultAccount(account)) {
      results.set(account, moved.get(account) ?? 0);
    } else {
      const start = opening.get(account) ?? 0;
      balances.set(account, { opening: start, closing: start + (moved.get(account) ?? 0) });
    }
  }
  return { balances, results };
}
