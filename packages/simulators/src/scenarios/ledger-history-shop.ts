import { mulberry32 } from '../common/prng';
import {
  gauss,
  netOf,
  refOf,
  takeIrregularity,
  type HistoryContext,
  type Sale,
} from './ledger-history-context';
import { addDays, daysBetween, isBankDay, month, weekday } from './ledger-history-dates';

/** Sales by month (January first): a summer dip and the Christmas peak, mean 1. */
const SEASON = [0.85, 0.8, 0.9, 0.95, 1, 0.85, 0.65, 0.8, 1, 1.05, 1.45, 1.9].map(
  (factor, _i, all) => (factor * all.length) / all.reduce((s, f) => s + f, 0),
);

/** Sales by weekday (Sunday first): web shops sell most on Sunday evenings and Mondays. */
const WEEKDAY = [1.15, 1.1, 1, 1, 1, 0.9, 0.85];

/** Sales grow by a quarter a year. */
const GROWTH_PER_YEAR = 1.25;

/** 650 kr an order; providers charge per order as well as a share. */
const ORDER = 65_000;

const PROVIDERS = {
  stripe: { name: 'Stripe', share: 0.015, perOrder: 180, settleDays: 2 },
  klarna: { name: 'Klarna', share: 0.0249, perOrder: 295, settleDays: 3 },
} as const;

type Provider = keyof typeof PROVIDERS;

/** The day's takings, VAT included, in öre. */
function takings(ctx: HistoryContext, date: string): number {
  const years = daysBetween(ctx.start, date) / 365;
  const noise = Math.exp(0.18 * gauss(ctx.random) - 0.0162);
  const level = SEASON[month(date) - 1]! * WEEKDAY[weekday(date)]! * GROWTH_PER_YEAR ** years;
  return Math.round(ctx.mean * level * noise);
}

/**
 * One provider's takings of the day as a voucher: clothes and gear at 25 %, some food at 12 %,
 * books at 6 % and shipping, against the provider's receivable on 1580.
 */
function bookSale(ctx: HistoryContext, date: string, provider: Provider, gross: number) {
  const oddVat = provider === 'stripe' && takeIrregularity(ctx, 'unusual_vat_rate', date);
  const g12 = ctx.random() < 0.4 ? Math.round(gross * 0.04) : 0;
  const g6 = Math.round(gross * 0.1);
  const shipShare = 0.07 + 0.02 * ctx.random();
  const shipping = oddVat ? 0 : Math.round(gross * shipShare);
  const g25 = gross - g12 - g6 - shipping;
  const rate25 = oddVat ? 0.18 : 0.25;
  const [n25, n12, n6, nShip] = [
    netOf(g25, rate25),
    netOf(g12, 0.12),
    netOf(g6, 0.06),
    netOf(shipping, 0.25),
  ];
  const name = PROVIDERS[provider].name;
  const voucher = ctx.book.book(date, `Försäljning webbshop ${name} ${date}`, [
    [1580, gross, name],
    [3001, -n25],
    [3002, -n12],
    [3003, -n6],
    [3520, -nShip],
    [2611, -(g25 - n25 + shipping - nShip)],
    [2621, -(g12 - n12)],
    [2631, -(g6 - n6)],
  ]);
  if (oddVat && voucher) {
    ctx.found.push({
      kind: 'unusual_vat_rate',
      date,
      label: `Sales of ${date} booked with 18 % output VAT on 2611 instead of 25 %`,
      vouchers: [refOf(ctx, voucher)],
    });
  }
  ctx.unpaid[provider].push({ date, gross, orders: Math.max(1, Math.round(gross / ORDER)) });
  const net = n25 + n12 + n6 + nShip;
  ctx.netSales.week += net;
  ctx.netSales.month += net;
}

export function bookDaySales(ctx: HistoryContext, date: string): void {
  const gross = takings(ctx, date);
  const stripe = Math.round(gross * (0.58 + 0.08 * ctx.random()));
  bookSale(ctx, date, 'stripe', stripe);
  bookSale(ctx, date, 'klarna', gross - stripe);
}

/** Stripe's payout id, drawn from the company and the day alone (a gap leaves the rest as they were). */
function payoutId(ctx: HistoryContext, date: string): string {
  const random = mulberry32(ctx.seed * 7919 + daysBetween(ctx.start, date));
  return `po_${Array.from({ length: 14 }, () => Math.floor(random() * 36).toString(36)).join('')}`;
}

/** Pays out the provider's takings that have settled: 1930 gets them less the fee (6570). */
function payout(ctx: HistoryContext, date: string, provider: Provider) {
  const { name, share, perOrder, settleDays } = PROVIDERS[provider];
  const settled = (s: Sale) => daysBetween(s.date, date) >= settleDays;
  const due = ctx.unpaid[provider].filter(settled);
  if (due.length === 0) return;
  ctx.unpaid[provider] = ctx.unpaid[provider].filter((s) => !settled(s));
  const gross = due.reduce((s, sale) => s + sale.gross, 0);
  const highFee = provider === 'stripe' && takeIrregularity(ctx, 'high_payout_fee', date);
  const fee = highFee
    ? Math.round(gross * 0.11)
    : due.reduce((s, sale) => s + Math.round(sale.gross * share) + perOrder * sale.orders, 0);
  const id = provider === 'stripe' ? payoutId(ctx, date) : `settlement ${date}`;
  const voucher = ctx.book.book(date, `Utbetalning ${name} ${id}`, [
    [1930, gross - fee],
    [6570, fee, `Avgift ${name}`],
    [1580, -gross, name],
  ]);
  if (highFee && voucher) {
    ctx.found.push({
      kind: 'high_payout_fee',
      date,
      label: `${name} payout of ${date} kept 11 % as fee`,
      vouchers: [refOf(ctx, voucher)],
    });
  }
}

/** Stripe pays out every bank day, Klarna on Wednesdays; nothing during a gap. */
export function bookPayouts(ctx: HistoryContext, date: string): void {
  if (ctx.gapUntil !== undefined && date > ctx.gapUntil) ctx.gapUntil = undefined;
  if (weekday(date) === 1 && takeIrregularity(ctx, 'payout_gap', date)) {
    ctx.gapUntil = addDays(date, 6);
    ctx.found.push({
      kind: 'payout_gap',
      date,
      until: ctx.gapUntil,
      label: `No payouts from ${date} to ${ctx.gapUntil}`,
      vouchers: [],
    });
  }
  if (ctx.gapUntil !== undefined) return;
  if (!isBankDay(date)) return;
  payout(ctx, date, 'stripe');
  if (weekday(date) === 3) payout(ctx, date, 'klarna');
}
