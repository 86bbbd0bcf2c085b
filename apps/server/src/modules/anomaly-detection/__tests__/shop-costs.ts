import { isWorkingDay } from '../bank-days';
import { addDays } from '../ledger-window';
import type { Book, Injection } from './shop-book';

const SUPPLIERS = ['Nordic Outdoor Supply AB', 'Textilgruppen Borås AB', 'Fjällgrossisten AB'];
const WINTER = [1.8, 1.7, 1.4, 1.1, 0.9, 0.7, 0.6, 0.6, 0.8, 1.1, 1.4, 1.8];

/** The day itself when a bank day, else the next one. */
export function bankDay(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

const kronor = (ore: number) => Math.round(ore / 100) * 100;

/** Pay day: the 25th, or the bank day before it. */
function payDay(ym: string): string {
  let day = `${ym}-25`;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * The shop's costs, day by day: each planted unusual amount multiplies the cost it names on its
 * day (`planned`) and is recorded as a truth.
 */
export function costsOf(
  book: Book,
  planned: (what: Injection['what'], date: string) => Injection | undefined,
) {
  let invoice = 24_000;

  /** a cost with 25 % input VAT paid from the bank at once */
  const paid = (
    date: string,
    text: string,
    account: number,
    amount: number,
    what?: Injection['what'],
  ) => {
    const injection = what && planned(what, date);
    const net = kronor(amount * (injection ? injection.factor : 1));
    const vat = Math.round(net * 0.25);
    const voucher = book.book(date, text, [
      [account, net],
      [2641, vat],
      [1930, -(net + vat)],
    ]);
    if (injection) book.truth(injection, [voucher]);
  };

  const noise = (spread: number) => Math.exp(spread * (book.random() * 2 - 1));

  function monthly(date: string) {
    const month = Number(date.slice(5, 7));
    const ym = date.slice(0, 7);
    if (date === bankDay(`${ym}-01`))
      paid(date, `Hyra ${ym} Fastighets AB Kvarnen`, 5010, 1_800_000, 'rent');
    if (date === bankDay(`${ym}-03`)) {
      paid(date, 'Shopify Plus månadsavgift', 5420, 240_000, 'software');
      paid(date, 'Fortnox månadsavgift', 5420, 59_900);
    }
    if (date === bankDay(`${ym}-05`)) {
      const text = `Annonsering ${ym} Digitalbyrån Norr AB`;
      paid(date, text, 5910, Math.max(500_000, book.lastMonthSales * 0.08), 'ads');
    }
    if (date === bankDay(`${ym}-10`))
      paid(date, 'IT-support Nordlund Data AB', 6540, 120_000 * noise(0.05), 'it');
    if (date === bankDay(`${ym}-15`))
      paid(
        date,
        `Elräkning ${ym} Skellefteå Kraft`,
        5020,
        150_000 * WINTER[month - 1]! * noise(0.1),
        'electricity',
      );
    if (date === bankDay(`${ym}-20`)) {
      paid(date, 'Förbrukningsmaterial Staples', 5460, 80_000 * noise(0.2), 'consumables');
      paid(date, `Telefoni ${ym} Telia`, 6212, 45_000 * noise(0.03), 'phone');
    }
    if (date === payDay(ym)) salaries(date, ym);
  }

  function salaries(date: string, ym: string) {
    const gross = 7_200_000;
    const tax = 2_160_000;
    const fees = Math.round(gross * 0.3142);
    book.book(date, `Löner ${ym}`, [
      [7210, gross],
      [7510, fees],
      [2710, -tax],
      [2731, -fees],
      [1930, -(gross - tax)],
    ]);
    const next = addDays(`${ym}-28`, 7).slice(0, 7);
    const due = bankDay(`${next}-12`);
    book.later(due, () =>
      book.book(due, `Skatter och avgifter ${ym}`, [
        [2710, tax],
        [2731, fees],
        [1930, -(tax + fees)],
      ]),
    );
  }

  function purchase(date: string) {
    const injection = planned('goods', date);
    const net = kronor(
      book.netSales * 0.5 * (0.9 + 0.2 * book.random()) * (injection?.factor ?? 1),
    );
    book.netSales = 0;
    const vat = Math.round(net * 0.25);
    const number = invoice++;
    const supplier = SUPPLIERS[number % SUPPLIERS.length]!;
    const voucher = book.book(date, `Leverantörsfaktura ${number} ${supplier}`, [
      [4010, net],
      [2641, vat],
      [2440, -(net + vat), `Faktura ${number}`],
    ]);
    if (injection) book.truth(injection, [voucher]);
    const pay = bankDay(addDays(date, 30));
    book.later(pay, () =>
      book.book(pay, `Betalning leverantörsfaktura ${number}`, [
        [2440, net + vat],
        [1930, -(net + vat)],
      ]),
    );
  }

  function monthEnd(date: string) {
    book.book(date, `Avskrivning inventarier ${date.slice(0, 7)}`, [
      [7832, 200_000],
      [1229, -200_000],
    ]);
    const month = Number(date.slice(5, 7));
    if (month % 3 === 0) {
      const interest = 35_000 + Math.round(book.random() * 10_000);
      book.book(date, `Ränta kv ${month / 3}`, [
        [1930, interest],
        [8310, -interest],
      ]);
      settleVat(date, month / 3);
    }
    book.lastMonthSales = book.monthSales;
    book.monthSales = 0;
  }

  /** The quarter's output and input VAT to 2650, the öre to 3740; paid on the 12th two months on. */
  function settleVat(date: string, quarter: number) {
    const [out25, out12, out6, input] = [2611, 2621, 2631, 2641].map((a) => book.balance(a));
    const payable = -(out25! + out12! + out6!) - input!;
    const rounded = Math.trunc(payable / 100) * 100;
    book.book(date, `Momsredovisning kv ${quarter}`, [
      [2611, -out25!],
      [2621, -out12!],
      [2631, -out6!],
      [2641, -input!],
      [2650, -rounded],
      [3740, rounded - payable],
    ]);
    const due = bankDay(`${addDays(date, 45).slice(0, 7)}-12`);
    book.later(due, () =>
      book.book(due, `Betalning moms kv ${quarter}`, [
        [2650, rounded],
        [1930, -rounded],
      ]),
    );
  }

  return {
    day(date: string) {
      monthly(date);
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1 && book.netSales > 0) purchase(date);
      if (addDays(date, 1).slice(8) === '01') monthEnd(date);
    },
  };
}
