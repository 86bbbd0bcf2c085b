import type { LedgerRow, LedgerVoucher } from '@portal/connectors/model/ledger';

/** The BAS 2024 names of the accounts a generated web shop uses. */
export const historyAccounts: ReadonlyMap<number, string> = new Map([
  [1220, 'Inventarier och verktyg'],
  [1229, 'Ackumulerade avskrivningar på inventarier och verktyg'],
  [1460, 'Lager av handelsvaror'],
  [1580, 'Fordringar för kontokort och kuponger'],
  [1930, 'Företagskonto/checkkonto/affärskonto'],
  [2081, 'Aktiekapital'],
  [2091, 'Balanserad vinst eller förlust'],
  [2099, 'Årets resultat'],
  [2440, 'Leverantörsskulder'],
  [2611, 'Utgående moms på försäljning inom Sverige, 25 %'],
  [2621, 'Utgående moms på försäljning inom Sverige, 12 %'],
  [2631, 'Utgående moms på försäljning inom Sverige, 6 %'],
  [2641, 'Debiterad ingående moms'],
  [2650, 'Redovisningskonto för moms'],
  [2710, 'Personalens källskatt'],
  [2731, 'Avräkning lagstadgade sociala avgifter'],
  [3001, 'Försäljning inom Sverige, 25 % moms'],
  [3002, 'Försäljning inom Sverige, 12 % moms'],
  [3003, 'Försäljning inom Sverige, 6 % moms'],
  [3520, 'Fakturerade frakter'],
  [3740, 'Öres- och kronutjämning'],
  [4010, 'Inköp material och varor'],
  [5010, 'Lokalhyra'],
  [5420, 'Programvaror'],
  [5910, 'Annonsering'],
  [6570, 'Bankkostnader'],
  [7210, 'Löner till tjänstemän'],
  [7510, 'Arbetsgivaravgifter 31,42 %'],
  [7832, 'Avskrivningar på inventarier och verktyg'],
  [8310, 'Ränteintäkter från omsättningstillgångar'],
]);

/** Accounts 3000 and up are results; they start every financial year at zero. */
export const isResultAccount = (account: number) => account >= 3000;

/** The account a year's result is carried to when the next year opens. */
export const YEAR_RESULT_ACCOUNT = 2099;

export interface HistoryYear {
  /** YYYY-MM-DD */
  start: string;
  end: string;
  /** öre by account, debit positive: the balance sheet as the year opens */
  opening: Map<number, number>;
  vouchers: LedgerVoucher[];
}

/** account, öre (debit positive), and the row's text when it has one */
export type Row = readonly [account: number, amount: number, text?: string];

/**
 * The books being written: vouchers numbered in series A per financial year in the order booked,
 * and the running balance of every account. Refuses a voucher that does not balance to the öre.
 */
export class HistoryBook {
  readonly years: HistoryYear[] = [];
  private readonly balances = new Map<number, number>();

  constructor(opening: Map<number, number>, span: { start: string; end: string }) {
    const sum = [...opening.values()].reduce((s, a) => s + a, 0);
    if (sum !== 0) throw new Error(`The opening balance sheet is off by ${sum} öre`);
    for (const [account, amount] of opening) this.balances.set(account, amount);
    this.years.push({ ...span, opening: new Map(opening), vouchers: [] });
  }

  get year(): HistoryYear {
    return this.years.at(-1)!;
  }

  balance(account: number): number {
    return this.balances.get(account) ?? 0;
  }

  /** Books a voucher (rows of zero left out); nothing when every row is zero. */
  book(date: string, text: string, rows: readonly Row[]): LedgerVoucher | undefined {
    const kept = rows.filter(([, amount]) => amount !== 0);
    if (kept.length === 0) return undefined;
    if (kept.some(([, amount]) => !Number.isInteger(amount))) {
      throw new Error(`${date} ${text}: amounts must be whole öre`);
    }
    const sum = kept.reduce((s, [, amount]) => s + amount, 0);
    if (sum !== 0) throw new Error(`${date} ${text}: off by ${sum} öre`);
    if (date < this.year.start || date > this.year.end) {
      throw new Error(`${date} is outside the financial year ${this.year.start}`);
    }
    const voucher: LedgerVoucher = {
      series: 'A',
      number: String(this.year.vouchers.length + 1),
      date,
      text,
      rows: kept.map(([account, amount, rowText]): LedgerRow => {
        this.balances.set(account, this.balance(account) + amount);
        return rowText ? { account, amount, text: rowText } : { account, amount };
      }),
    };
    this.year.vouchers.push(voucher);
    return voucher;
  }

  /**
   * Opens the next financial year as Fortnox and Visma do: balance accounts carry their closing
   * balance, result accounts start at zero and the year's result lands on 2099.
   */
  openYear(span: { start: string; end: string }): void {
    let result = 0;
    for (const [account, amount] of [...this.balances]) {
      if (!isResultAccount(account)) continue;
      result += amount;
      this.balances.delete(account);
    }
    this.balances.set(YEAR_RESULT_ACCOUNT, this.balance(YEAR_RESULT_ACCOUNT) + result);
    const opening = new Map([...this.balances].filter(([, amount]) => amount !== 0));
    this.years.push({ ...span, opening, vouchers: [] });
  }
}
