import type { LedgerVoucher } from '@portal/connectors/model/ledger';
import { isWorkingDay } from '../bank-days';
import { addDays } from '../ledger-window';
import { costsOf } from './shop-costs';
import { Book, gauss, prng, type Injection, type Truth } from './shop-book';

export type { Injection, Truth } from './shop-book';

/*
 * A year of a Swedish web shop's books for the detectors' tests: daily sales through Stripe and
 * Klarna (on 1580, named in the row text) and Swish (straight to 1930), Stripe paying out every
 * bank day (fee on 6570) and Klarna every Wednesday (fee on 6064), weekly goods on supplier
 * invoices, rent, electricity, software, IT, consumables, telephone, advertising, salaries,
 * depreciation, interest and quarterly VAT. Seasonal (December peak, July dip), deterministic.
 */

const SEASON = [0.85, 0.8, 0.9, 0.95, 1, 0.9, 0.65, 0.8, 1, 1.05, 1.4, 1.9];
const WEEKDAY = [1.15, 1.1, 1, 1, 1, 0.9, 0.85];
const ORDER = 60_000;
const PROVIDERS = {
  stripe: { name: 'Stripe', share: 0.014, perOrder: 180, settle: 2, feeAccount: 6570 },
  klarna: { name: 'Klarna', share: 0.0249, perOrder: 295, settle: 3, feeAccount: 6064 },
} as const;
type ProviderId = keyof typeof PROVIDERS;

export interface ShopLedger {
  start: string;
  end: string;
  vouchers: LedgerVoucher[];
  /** what was planted, with the vouchers (numbers in series A) that show it */
  truths: Truth[];
}

const net = (gross: number, rate: number) => Math.round(gross / (1 + rate));

function bookSale(
  book: Book,
  date: string,
  provider: ProviderId | 'swish',
  gross: number,
  vatRate = 0.25,
) {
  const g12 = book.random() < 0.4 ? Math.round(gross * 0.04) : 0;
  const g6 = Math.round(gross * 0.1);
  const shipping = vatRate === 0.25 ? Math.round(gross * (0.06 + 0.02 * book.random())) : 0;
  const g25 = gross - g12 - g6 - shipping;
  const [n25, n12, n6, nShip] = [
    net(g25, vatRate),
    net(g12, 0.12),
    net(g6, 0.06),
    net(shipping, 0.25),
  ];
  const name = provider === 'swish' ? 'Swish' : PROVIDERS[provider].name;
  return book.book(date, `Försäljning ${name} ${date}`, [
    provider === 'swish' ? [1930, gross] : [1580, gross, name],
    [3001, -n25],
    [3002, -n12],
    [3003, -n6],
    [3520, -nShip],
    [2611, -(g25 - n25 + shipping - nShip)],
    [2621, -(g12 - n12)],
    [2631, -(g6 - n6)],
  ]);
}

function payout(book: Book, date: string, id: ProviderId, feeShare?: number) {
  const p = PROVIDERS[id];
  const due = book.unpaid[id].filter((s) => addDays(s.date, p.settle) <= date);
  if (!due.length) return null;
  book.unpaid[id] = book.unpaid[id].filter((s) => !due.includes(s));
  const gross = due.reduce((s, x) => s + x.gross, 0);
  const fee =
    feeShare !== undefined
      ? Math.round(gross * feeShare)
      : due.reduce(
          (s, x) =>
            s +
            Math.round(x.gross * p.share) +
            p.perOrder * Math.max(1, Math.round(x.gross / ORDER)),
          0,
        );
  const ref =
    id === 'stripe'
      ? `po_${Math.floor(book.random() * 36 ** 8).toString(36)}`
      : `settlement ${date}`;
  return book.book(date, `Utbetalning ${p.name} ${ref}`, [
    [1930, gross - fee],
    [p.feeAccount, fee, `Avgift ${p.name}`],
    [1580, -gross, p.name],
  ]);
}

/**
 * The shop's books for 2024 and 2025 (2024 the history the detectors learn from); with
 * `inject`, twelve known anomalies planted in 2025.
 */
export function shopLedger(options: { seed: number; inject: boolean; mean?: number }): ShopLedger {
  const start = '2024-01-01';
  const end = '2025-12-31';
  const book = new Book(prng(options.seed));
  const mean = options.mean ?? 2_000_000;
  book.lastMonthSales = Math.round(mean * 31 * 0.8 * 1.5);
  const plan = new Map<string, Injection>(
    options.inject ? injections().map((i) => [`${i.what}:${i.date}`, i]) : [],
  );
  const planned = (what: Injection['what'], date: string) => plan.get(`${what}:${date}`);
  const costs = costsOf(book, planned);
  const skip = [...plan.values()].find((i) => i.what === 'skip_payouts');
  const gapEnd = skip && addDays(skip.date, 4);
  let resumed = false;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    book.runDue(date);
    costs.day(date);
    if (skip && date === skip.date) book.truth(skip, [], { from: skip.date, to: gapEnd! });
    const gap = skip && date >= skip.date && date <= gapEnd!;
    if (isWorkingDay(date) && !gap) {
      const fee = planned('fee_share', date);
      const paid = payout(book, date, 'stripe', fee ? 0.09 : undefined);
      if (fee && paid) book.truth(fee, [paid]);
      if (skip && !resumed && date > gapEnd! && paid) {
        book.relate(skip, paid);
        resumed = true;
      }
      if (book.relatedSale && paid && paid.date >= book.relatedSale.settles) {
        book.relate(book.relatedSale.injection, paid);
        book.relatedSale = null;
      }
    }
    if (isWorkingDay(date) && new Date(`${date}T00:00:00Z`).getUTCDay() === 3) {
      payout(book, date, 'klarna');
    }
    const month = Number(date.slice(5, 7));
    const gross = Math.round(
      mean *
        SEASON[month - 1]! *
        WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]! *
        1.2 ** (Number(date.slice(0, 4)) - 2024 + month / 12) *
        Math.exp(0.18 * gauss(book.random) - 0.016),
    );
    const swish = Math.round(gross * 0.1);
    const stripe = Math.round((gross - swish) * (0.58 + 0.08 * book.random()));
    const big = planned('big_sale', date);
    const vat = planned('vat_18', date);
    const sale = bookSale(book, date, 'stripe', big ? stripe * 10 : stripe, vat ? 0.18 : 0.25);
    book.unpaid.stripe.push({ date, gross: big ? stripe * 10 : stripe });
    if (big) {
      book.truth(big, [sale]);
      book.relatedSale = { injection: big, settles: addDays(date, PROVIDERS.stripe.settle) };
    }
    if (vat) book.truth(vat, [sale]);
    bookSale(book, date, 'klarna', gross - swish - stripe);
    book.unpaid.klarna.push({ date, gross: gross - swish - stripe });
    bookSale(book, date, 'swish', swish);
    book.netSales += Math.round(gross * 0.8);
    book.monthSales += Math.round(gross * 0.8);
  }
  return { start, end, vouchers: book.vouchers, truths: book.truths };
}

/** Twelve anomalies: ten unusual amounts, a fee share, a skipped week of payouts, a VAT rate. */
export function injections(): Injection[] {
  return [
    { what: 'software', date: '2025-03-03', factor: 20, label: 'software 5420 × 20' },
    { what: 'rent', date: '2025-05-02', factor: 6, label: 'rent 5010 × 6' },
    { what: 'it', date: '2025-06-10', factor: 12, label: 'IT services 6540 × 12' },
    { what: 'big_sale', date: '2025-06-18', factor: 10, label: 'Stripe sales × 10' },
    { what: 'electricity', date: '2025-07-15', factor: 7, label: 'electricity 5020 × 7' },
    { what: 'consumables', date: '2025-08-20', factor: 9, label: 'consumables 5460 × 9' },
    { what: 'goods', date: '2025-09-08', factor: 8, label: 'supplier invoice 4010 × 8' },
    { what: 'ads', date: '2025-10-06', factor: 5, label: 'advertising 5910 × 5' },
    { what: 'phone', date: '2025-11-20', factor: 10, label: 'telephone 6212 × 10' },
    { what: 'fee_share', date: '2025-08-12', factor: 1, label: 'Stripe fee 9 %' },
    { what: 'skip_payouts', date: '2025-04-07', factor: 1, label: 'no Stripe payouts 7–11 April' },
    { what: 'vat_18', date: '2025-11-12', factor: 1, label: 'sale with 18 % VAT' },
  ];
}
