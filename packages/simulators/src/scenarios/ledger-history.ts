import type { LedgerBalance, LedgerYearData } from '@portal/connectors/model/ledger';
import { mulberry32 } from '../common/prng';
import {
  HistoryBook,
  historyAccounts,
  isResultAccount,
  type HistoryYear,
} from './ledger-history-book';
import {
  IRREGULARITY_KINDS,
  runAgenda,
  wholeKronor,
  type HistoryContext,
  type Irregularity,
  type IrregularityKind,
} from './ledger-history-context';
import {
  bookMonthlyCosts,
  bookPurchase,
  bookSalaries,
  closeMonth,
  disposeResult,
  payDay,
} from './ledger-history-costs';
import {
  addDays,
  daysBetween,
  financialYears,
  isLastDayOfMonth,
  lastDayOfMonth,
  monthOf,
  weekday,
} from './ledger-history-dates';
import { bookDaySales, bookPayouts } from './ledger-history-shop';

export type { HistoryYear } from './ledger-history-book';
export type { Irregularity, IrregularityKind, VoucherRef } from './ledger-history-context';
export { IRREGULARITY_KINDS } from './ledger-history-context';

export interface LedgerHistoryOptions {
  /** the company: the same seed (and options) gives the same history */
  seed?: number;
  /** YYYY-MM: the first month booked; the first financial year starts on its first day */
  firstMonth: string;
  /** how many months are booked (1–120) */
  months: number;
  /** mean daily sales, öre with VAT, before season and growth; 25 000 kr unless given */
  meanDailySales?: number;
  /** irregularities to plant for the demo: true for every kind */
  irregularities?: boolean | readonly IrregularityKind[];
}

/** A Swedish web shop's books: financial years with opening balances and vouchers. */
export interface LedgerHistory {
  /** every account the history uses, with its BAS name */
  accounts: Map<number, string>;
  years: HistoryYear[];
  /** what was planted, in the order it happened */
  irregularities: Irregularity[];
}

/** Where each planted irregularity waits for its first chance, as a share of the span. */
const PLACES: Record<IrregularityKind, number> = {
  unusual_vat_rate: 0.45,
  large_rent: 0.55,
  duplicate_supplier_invoice: 0.65,
  high_payout_fee: 0.75,
  payout_gap: 0.85,
};

function checkOptions(options: LedgerHistoryOptions): void {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(options.firstMonth)) {
    throw new Error(`firstMonth must be YYYY-MM, not ${options.firstMonth}`);
  }
  if (!Number.isInteger(options.months) || options.months < 1 || options.months > 120) {
    throw new Error(`months must be a whole number from 1 to 120, not ${options.months}`);
  }
  const mean = options.meanDailySales;
  if (mean !== undefined && (!Number.isInteger(mean) || mean < 10_000)) {
    throw new Error(`meanDailySales is öre, at least 10 000 (100 kr), not ${mean}`);
  }
}

/** Equipment, stock and cash against share capital and retained earnings: it balances. */
function openingSheet(mean: number): Map<number, number> {
  const equipment = wholeKronor(mean * 8);
  const sheet = new Map([
    [1220, equipment],
    [1229, -wholeKronor(equipment * 0.2)],
    [1460, wholeKronor(mean * 14)],
    [1930, wholeKronor(mean * 16)],
    [2081, -5_000_000],
  ]);
  sheet.set(2091, -[...sheet.values()].reduce((s, a) => s + a, 0));
  return sheet;
}

function planOf(options: LedgerHistoryOptions, start: string, end: string, seed: number) {
  const wanted =
    options.irregularities === true ? IRREGULARITY_KINDS : options.irregularities || [];
  const random = mulberry32(seed ^ 0x5bd1e995);
  const span = daysBetween(start, end);
  return new Map(
    wanted.map((kind) => {
      const jitter = Math.floor(random() * 7) - 3;
      return [kind, addDays(start, Math.max(0, Math.round(span * PLACES[kind]) + jitter))];
    }),
  );
}

/**
 * A realistic Swedish web shop, day by day: sales through Stripe and Klarna and their payouts,
 * weekly restocking on supplier invoices, rent, software, advertising, salaries and their taxes,
 * quarterly VAT, depreciation and interest; seasonal (December peak, July dip) and growing.
 * Deterministic: the same options give the same history.
 */
export function generateLedgerHistory(options: LedgerHistoryOptions): LedgerHistory {
  checkOptions(options);
  const seed = options.seed ?? 1;
  const mean = options.meanDailySales ?? 2_500_000;
  const start = `${options.firstMonth}-01`;
  const end = lastDayOfMonth(`${monthOf(start, options.months - 1)}-01`);
  const spans = financialYears(start, end);
  const opening = openingSheet(mean);
  const ctx: HistoryContext = {
    book: new HistoryBook(opening, spans[0]!),
    seed,
    random: mulberry32(seed),
    mean,
    start,
    end,
    agenda: new Map(),
    plan: planOf(options, start, end, seed),
    found: [],
    unpaid: { stripe: [], klarna: [] },
    netSales: { week: 0, month: 0, previousMonth: 0 },
    nextSupplierInvoice: 24_000 + (Math.abs(seed) % 1000) * 10,
  };
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const span = spans.find((s) => s.start === date);
    if (span && date !== start) ctx.book.openYear(span);
    runAgenda(ctx, date);
    bookMonthlyCosts(ctx, date);
    if (date === payDay(date)) bookSalaries(ctx, date);
    if (date.endsWith('-05-20') && ctx.book.year.start !== start) disposeResult(ctx, date);
    bookPayouts(ctx, date);
    bookDaySales(ctx, date);
    if (weekday(date) === 1) bookPurchase(ctx, date);
    if (isLastDayOfMonth(date)) closeMonth(ctx, date, opening.get(1220)!);
  }
  const used = new Set(
    ctx.book.years.flatMap((y) => y.vouchers.flatMap((v) => v.rows)).map((r) => r.account),
  );
  for (const account of opening.keys()) used.add(account);
  return {
    accounts: new Map([...historyAccounts].filter(([account]) => used.has(account))),
    years: ctx.book.years,
    irregularities: ctx.found,
  };
}

/** Each year's balances: balance accounts open and close, result accounts have a result. */
export function balancesOf(year: HistoryYear): LedgerBalance[] {
  const movement = new Map<number, number>();
  for (const row of year.vouchers.flatMap((v) => v.rows)) {
    movement.set(row.account, (movement.get(row.account) ?? 0) + row.amount);
  }
  const accounts = [...new Set([...year.opening.keys(), ...movement.keys()])].sort((a, b) => a - b);
  return accounts.map((account) => {
    const moved = movement.get(account) ?? 0;
    if (isResultAccount(account)) return { account, opening: 0, result: moved };
    const opening = year.opening.get(account) ?? 0;
    return { account, opening, closing: opening + moved };
  });
}

/**
 * The history as the portal stores a ledger read from an accounting system; `ref` is the
 * year's first day (a history put in no system has no id for it).
 */
export function ledgerYearsOf(history: LedgerHistory): LedgerYearData[] {
  return history.years.map((year) => ({
    year: { start: year.start, end: year.end, ref: year.start },
    accounts: new Map(history.accounts),
    balances: balancesOf(year),
    vouchers: year.vouchers,
    complete: true,
  }));
}
