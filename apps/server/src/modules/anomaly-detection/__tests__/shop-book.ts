import type { LedgerVoucher } from '@portal/connectors/model/ledger';

/** mulberry32: the same seed, the same year. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A normally distributed number (Box–Muller). */
export function gauss(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface Injection {
  what:
    | 'software'
    | 'rent'
    | 'it'
    | 'big_sale'
    | 'electricity'
    | 'consumables'
    | 'goods'
    | 'ads'
    | 'phone'
    | 'fee_share'
    | 'skip_payouts'
    | 'vat_18';
  date: string;
  factor: number;
  label: string;
}

/** A planted anomaly as a detector should find it. */
export interface Truth {
  label: string;
  /** numbers (series A) of the vouchers that show it */
  vouchers: string[];
  /** vouchers it causes (a payout settling an unusual sale): a finding on them is no false alarm */
  related: string[];
  /** a gap: the days without the expected payouts */
  days?: { from: string; to: string };
}

type Row = [account: number, amount: number, text?: string];

/** Books balanced vouchers in series A, numbered in the order they are booked. */
export class Book {
  readonly vouchers: LedgerVoucher[] = [];
  readonly truths: Truth[] = [];
  readonly unpaid = {
    stripe: [] as { date: string; gross: number }[],
    klarna: [] as { date: string; gross: number }[],
  };
  /** net sales since the last supplier invoice, and of the month */
  netSales = 0;
  monthSales = 0;
  lastMonthSales = 0;
  relatedSale: { injection: Injection; settles: string } | null = null;
  private readonly due = new Map<string, Array<() => void>>();

  constructor(readonly random: () => number) {}

  book(date: string, text: string, rows: Row[]): LedgerVoucher {
    const kept = rows.filter(([, amount]) => amount !== 0);
    const balance = kept.reduce((s, [, amount]) => s + amount, 0);
    if (balance !== 0) throw new Error(`${text} on ${date} does not balance: ${balance}`);
    const voucher: LedgerVoucher = {
      series: 'A',
      number: String(this.vouchers.length + 1),
      date,
      text,
      rows: kept.map(([account, amount, rowText]) => ({
        account,
        amount,
        ...(rowText ? { text: rowText } : {}),
      })),
    };
    this.vouchers.push(voucher);
    return voucher;
  }

  /** what has been booked on the account so far */
  balance(account: number): number {
    let sum = 0;
    for (const v of this.vouchers)
      for (const r of v.rows) if (r.account === account) sum += r.amount;
    return sum;
  }

  later(date: string, work: () => void) {
    this.due.set(date, [...(this.due.get(date) ?? []), work]);
  }

  runDue(date: string) {
    for (const work of this.due.get(date) ?? []) work();
    this.due.delete(date);
  }

  truth(injection: Injection, vouchers: LedgerVoucher[], days?: Truth['days']) {
    this.truths.push({
      label: injection.label,
      vouchers: vouchers.map((v) => v.number),
      related: [],
      ...(days ? { days } : {}),
    });
  }

  relate(injection: Injection, voucher: LedgerVoucher) {
    this.truths.find((t) => t.label === injection.label)?.related.push(voucher.number);
  }
}
