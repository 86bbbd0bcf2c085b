import type { Row } from './ledger-history-book';
import {
  refOf,
  schedule,
  takeIrregularity,
  wholeKronor,
  type HistoryContext,
} from './ledger-history-context';
import { addDays, bankDay, bankDayBefore, month, monthOf } from './ledger-history-dates';

const SUPPLIERS = [
  'Nordic Outdoor Supply AB',
  'Fjällgrossisten i Umeå AB',
  'Textilgruppen Borås AB',
  'Skandinaviska "Friluft" Grossist AB',
];

/** Goods cost about half of what they sell for. */
const GOODS_SHARE = 0.52;

/** Years since the books began: prices, rents and salaries rise once a year. */
const yearsIn = (ctx: HistoryContext, date: string) =>
  Number(date.slice(0, 4)) - Number(ctx.start.slice(0, 4));

/** A cost with 25 % input VAT paid at once from the bank account. */
function paidCost(ctx: HistoryContext, date: string, text: string, account: number, net: number) {
  const vat = Math.round(net * 0.25);
  return ctx.book.book(date, text, [
    [account, net],
    [2641, vat],
    [1930, -(net + vat)],
  ]);
}

/**
 * Every Monday the shop restocks: a supplier invoice for about half the week's net sales
 * (4010 + 2641 against 2440), paid from 1930 thirty days later.
 */
export function bookPurchase(ctx: HistoryContext, date: string): void {
  const week = ctx.netSales.week || ctx.mean * 7 * 0.8;
  ctx.netSales.week = 0;
  const net = wholeKronor(week * GOODS_SHARE * (0.85 + 0.3 * ctx.random()));
  const vat = Math.round(net * 0.25);
  const supplier = SUPPLIERS[Math.floor(ctx.random() * SUPPLIERS.length)]!;
  const invoice = ctx.nextSupplierInvoice++;
  const text = `Leverantörsfaktura ${invoice} ${supplier}`;
  const rows: Row[] = [
    [4010, net],
    [2641, vat],
    [2440, -(net + vat), `Faktura ${invoice}`],
  ];
  const booked = ctx.book.book(date, text, rows);
  schedule(ctx, bankDay(addDays(date, 30)), () =>
    ctx.book.book(bankDay(addDays(date, 30)), `Betalning leverantörsfaktura ${invoice}`, [
      [2440, net + vat, `Faktura ${invoice}`],
      [1930, -(net + vat)],
    ]),
  );
  if (booked && takeIrregularity(ctx, 'duplicate_supplier_invoice', date)) {
    const next = addDays(date, 1);
    schedule(ctx, next, () => {
      const copy = ctx.book.book(next, text, rows);
      if (!copy) return;
      ctx.found.push({
        kind: 'duplicate_supplier_invoice',
        date: next,
        label: `Supplier invoice ${invoice} from ${supplier} booked twice`,
        vouchers: [refOf(ctx, booked), refOf(ctx, copy)],
      });
    });
  }
}

/** Rent on the 1st, software on the 3rd, last month's advertising on the 5th. */
export function bookMonthlyCosts(ctx: HistoryContext, date: string): void {
  const raise = 1.02 ** yearsIn(ctx, date);
  const day = Number(date.slice(8, 10));
  if (day === 1) {
    const large = takeIrregularity(ctx, 'large_rent', date);
    const rent = wholeKronor(ctx.mean * raise * (large ? 3.4 : 1));
    const voucher = paidCost(
      ctx,
      date,
      `Hyra ${date.slice(0, 7)} Fastighets AB Kvarnen`,
      5010,
      rent,
    );
    if (large && voucher) {
      ctx.found.push({
        kind: 'large_rent',
        date,
        label: `Rent of ${date.slice(0, 7)} booked at 3.4 times the usual amount`,
        vouchers: [refOf(ctx, voucher)],
      });
    }
  }
  if (day === 3) {
    paidCost(ctx, date, 'Webbshopsplattform, månadsavgift', 5420, wholeKronor(ctx.mean * 0.05));
    paidCost(ctx, date, 'Bokföringsprogram, månadsavgift', 5420, wholeKronor(59_900 * raise));
  }
  if (day === 5) {
    const sales = ctx.netSales.previousMonth || ctx.mean * 30 * 0.8;
    const text = `Annonsering ${monthOf(date, -1)} Digitalbyrån Norr AB`;
    paidCost(ctx, date, text, 5910, wholeKronor(sales * 0.1));
  }
}

/** Skatteverket's due date: the 12th, the 17th in January and August. */
const taxDay = (yearMonth: string) =>
  bankDay(`${yearMonth}-${[1, 8].includes(month(`${yearMonth}-01`)) ? '17' : '12'}`);

/** Pay day: the 25th, or the Friday before it. */
export const payDay = (date: string) => bankDayBefore(`${date.slice(0, 7)}-25`);

/**
 * Salaries on pay day: gross on 7210 with 31.42 % employer contributions on 7510, 30 % tax
 * withheld (2710) and the contributions (2731) paid to Skatteverket next month.
 */
export function bookSalaries(ctx: HistoryContext, date: string): void {
  const employees = Math.max(2, Math.round(ctx.mean / 800_000));
  const gross = wholeKronor(employees * 3_600_000 * 1.03 ** yearsIn(ctx, date));
  const tax = wholeKronor(gross * 0.3);
  const contributions = Math.round(gross * 0.3142);
  const period = date.slice(0, 7);
  ctx.book.book(date, `Löner ${period}`, [
    [7210, gross],
    [7510, contributions],
    [2710, -tax],
    [2731, -contributions],
    [1930, -(gross - tax)],
  ]);
  const due = taxDay(monthOf(date, 1));
  schedule(ctx, due, () =>
    ctx.book.book(due, `Skatter och avgifter ${period}`, [
      [2710, tax],
      [2731, contributions],
      [1930, -(tax + contributions)],
    ]),
  );
}

/**
 * The quarter's VAT: output (26x1) and input (2641) VAT moved to 2650, the amount due in whole
 * kronor (the öre to 3740), paid on the 12th of the second month after the quarter.
 */
export function settleVat(ctx: HistoryContext, date: string): void {
  const [b2611, b2621, b2631, b2641] = [2611, 2621, 2631, 2641].map((a) => ctx.book.balance(a));
  const payable = -(b2611! + b2621! + b2631!) - b2641!;
  const rounded = Math.trunc(payable / 100) * 100;
  const quarter = `${date.slice(0, 4)} kv ${Math.ceil(month(date) / 3)}`;
  ctx.book.book(date, `Momsredovisning ${quarter}`, [
    [2611, -b2611!],
    [2621, -b2621!],
    [2631, -b2631!],
    [2641, -b2641!],
    [2650, -rounded],
    [3740, rounded - payable],
  ]);
  const due = taxDay(monthOf(date, 2));
  schedule(ctx, due, () =>
    ctx.book.book(due, `Betalning moms ${quarter}`, [
      [2650, rounded],
      [1930, -rounded],
    ]),
  );
}

/** Month end: depreciation over five years; at a quarter's end, bank interest and VAT. */
export function closeMonth(ctx: HistoryContext, date: string, equipment: number): void {
  // five years, then the equipment is written off
  const dep = Math.min(Math.round(equipment / 60), equipment + ctx.book.balance(1229));
  ctx.book.book(date, `Avskrivning inventarier ${date.slice(0, 7)}`, [
    [7832, dep],
    [1229, -dep],
  ]);
  if (month(date) % 3 === 0) {
    const interest = Math.round(Math.max(0, ctx.book.balance(1930)) * 0.006 * 0.25);
    ctx.book.book(date, `Ränta företagskonto kv ${month(date) / 3}`, [
      [1930, interest],
      [8310, -interest],
    ]);
    settleVat(ctx, date);
  }
  ctx.netSales.previousMonth = ctx.netSales.month;
  ctx.netSales.month = 0;
}

/** After the annual general meeting the last year's result moves to retained earnings. */
export function disposeResult(ctx: HistoryContext, date: string): void {
  const result = ctx.book.balance(2099);
  ctx.book.book(date, 'Vinstdisposition enligt årsstämma', [
    [2099, -result],
    [2091, result],
  ]);
}
