import { formatMinor } from '@portal/connectors/money';
import type { CashFlowMethod } from '@portal/contracts/schemas/financial-reports';
import type { Db } from '../../db/client';
import { BOOKED_RESULT, CASH, DEPRECIATION } from './bas-structure';
import type { Range } from './bas-structure';
import { addDays, cutTotalsYear, totalsYearIn, yearHolding } from './period';
import type { LedgerYearRow, Period } from './period';
import type { Column } from './statement-rows';
import { cashFlows, movements, openingBalances } from './statements.repository';

/*
 * One column of each statement, read from the ledger (ADR 037). Balance at a date = the #IB
 * of the year that holds it + the movements from that year's start to the date.
 */

export interface Note {
  key: string;
  params: Record<string, string | number>;
}

export interface ColumnResult {
  column: Column | null;
  notes: Note[];
}

export interface Ledger {
  db: Db;
  companyId: number;
  years: LedgerYearRow[];
}

const within = ([a, b]: Range, account: number) => account >= a && account <= b;
const isCash = (account: number) => within(CASH, account);
const sek = (ore: number) => formatMinor(ore, 'SEK');
const total = (sums: Map<number, number>) => [...sums.values()].reduce((s, v) => s + v, 0);

const unavailable = (key: string, year: LedgerYearRow): ColumnResult => ({
  column: null,
  notes: [{ key, params: { start: year.start, end: year.end } }],
});

/** Every balance account (0–2999) at the end of `date`, debit positive. */
export async function balancesAt(ledger: Ledger, date: string) {
  const year = yearHolding(ledger.years, date)!;
  const opening = await openingBalances(ledger.db, ledger.companyId, year.start);
  const moved = await movements(ledger.db, ledger.companyId, { from: year.start, to: date });
  const balances = new Map<number, number>();
  let result = 0;
  for (const [account, amount] of opening) {
    if (account < 3000) balances.set(account, amount);
  }
  for (const [account, amount] of moved) {
    if (account >= 3000) result += amount;
    else balances.set(account, (balances.get(account) ?? 0) + amount);
  }
  /** result: debit less credit of the result accounts from the year's start */
  return { year, balances, result };
}

export async function balanceSheetColumn(ledger: Ledger, period: Period): Promise<ColumnResult> {
  const year = yearHolding(ledger.years, period.to)!;
  if (year.detail === 'totals' && period.to !== year.end) {
    return unavailable('totals_partial', year);
  }
  const { balances, result } = await balancesAt(ledger, period.to);
  const accounts = new Map<number, number>();
  for (const [account, amount] of balances)
    accounts.set(account, account < 2000 ? amount : -amount);
  const notes: Note[] = [];
  // the opening balances should sum to nothing; a file whose do not leaves a difference
  const difference = total(balances) + result;
  if (difference !== 0) notes.push({ key: 'unbalanced', params: { difference: sek(difference) } });
  return { column: { accounts, computed: { calculated_result: { amount: -result } } }, notes };
}

export async function incomeStatementColumn(ledger: Ledger, period: Period): Promise<ColumnResult> {
  const cut = cutTotalsYear(ledger.years, period);
  if (cut) return unavailable('totals_partial', cut);
  const moved = await movements(ledger.db, ledger.companyId, period);
  const accounts = new Map<number, number>();
  for (const [account, amount] of moved) if (account >= 3000) accounts.set(account, -amount);
  return { column: { accounts, computed: {} }, notes: [] };
}

/** Cash and bank per account when the period's first day begins. */
export async function cashAtStart(ledger: Ledger, from: string): Promise<Map<number, number>> {
  const year = yearHolding(ledger.years, from)!;
  const opening = await openingBalances(ledger.db, ledger.companyId, year.start);
  const cash = new Map([...opening].filter(([account]) => isCash(account)));
  if (from > year.start) {
    const before = { from: year.start, to: addDays(from, -1) };
    for (const [account, amount] of await movements(ledger.db, ledger.companyId, before)) {
      if (isCash(account)) cash.set(account, (cash.get(account) ?? 0) + amount);
    }
  }
  return cash;
}

export async function cashFlowColumn(
  ledger: Ledger,
  period: Period,
  method: CashFlowMethod,
): Promise<ColumnResult> {
  const cut = cutTotalsYear(ledger.years, period);
  if (cut) return unavailable('totals_partial', cut);
  const withoutVouchers = method === 'direct' && totalsYearIn(ledger.years, period);
  if (withoutVouchers) return unavailable('no_cash_detail', withoutVouchers);

  const start = await cashAtStart(ledger, period.from);
  const moved = await movements(ledger.db, ledger.companyId, period);
  const end = new Map(start);
  for (const [account, amount] of moved) {
    if (isCash(account)) end.set(account, (end.get(account) ?? 0) + amount);
  }
  const computed: Column['computed'] = {
    cash_at_start: { amount: total(start), accounts: start },
    cash_at_end: { amount: total(end), accounts: end },
  };
  const accounts = new Map<number, number>();
  if (method === 'direct') {
    for (const [account, amount] of await cashFlows(ledger.db, ledger.companyId, period)) {
      accounts.set(account, amount);
    }
  } else {
    const depreciation = new Map<number, number>();
    let result = 0;
    for (const [account, amount] of moved) {
      if (isCash(account)) continue;
      const booked = within(BOOKED_RESULT, account);
      if (account >= 3000 && !booked) result -= amount;
      if (within(DEPRECIATION, account)) depreciation.set(account, amount);
      if (account < 3000 || booked || within(DEPRECIATION, account)) accounts.set(account, -amount);
    }
    computed.result = { amount: result };
    computed.depreciation_added_back = { amount: total(depreciation), accounts: depreciation };
  }
  return { column: { accounts, computed }, notes: await openingGap(ledger, period, end) };
}

/** When a later year's #IB is not the earlier year's closing, the cash at the end says so. */
async function openingGap(ledger: Ledger, period: Period, end: Map<number, number>) {
  if (yearHolding(ledger.years, period.from) === yearHolding(ledger.years, period.to)) return [];
  const { balances } = await balancesAt(ledger, period.to);
  const booked = [...balances].filter(([account]) => isCash(account));
  const difference = booked.reduce((s, [, v]) => s + v, 0) - total(end);
  return difference === 0
    ? []
    : [{ key: 'opening_differs', params: { difference: sek(difference) } }];
}
