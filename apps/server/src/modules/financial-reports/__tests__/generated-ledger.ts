import type { LedgerVoucher, LedgerYearData } from '@portal/connectors/model/ledger';

/*
 * A made-up small business over consecutive calendar years: sales paid at once and on credit,
 * supplier invoices, salaries, equipment and its depreciation, a loan with interest, transfers
 * between bank accounts. Each year opens with the last one's closing balances and its result
 * moved to equity, as a closed year does.
 */

/** A small deterministic generator (mulberry32), so a failing test fails the same way again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const GENERATED_ACCOUNTS = new Map<number, string>([
  [1220, 'Inventarier'],
  [1229, 'Ackumulerade avskrivningar på inventarier'],
  [1460, 'Lager av handelsvaror'],
  [1510, 'Kundfordringar'],
  [1910, 'Kassa'],
  [1930, 'Företagskonto'],
  [2081, 'Aktiekapital'],
  [2099, 'Årets resultat'],
  [2350, 'Banklån'],
  [2440, 'Leverantörsskulder'],
  [2611, 'Utgående moms 25 %'],
  [2641, 'Ingående moms'],
  [2650, 'Redovisningskonto för moms'],
  [2710, 'Personalskatt'],
  [3001, 'Försäljning inom Sverige, 25 % moms'],
  [4010, 'Inköp av handelsvaror'],
  [5010, 'Lokalhyra'],
  [7010, 'Löner till kollektivanställda'],
  [7832, 'Avskrivningar på inventarier'],
  [8410, 'Räntekostnader för långfristiga skulder'],
]);

type Rows = [number, number][];

function kinds(amount: number): Rows[] {
  const vat = Math.round(amount * 0.25);
  return [
    [
      [1930, amount + vat],
      [3001, -amount],
      [2611, -vat],
    ],
    [
      [1510, amount + vat],
      [3001, -amount],
      [2611, -vat],
    ],
    [
      [1930, amount],
      [1510, -amount],
    ],
    [
      [4010, amount],
      [2641, vat],
      [2440, -(amount + vat)],
    ],
    [
      [2440, amount],
      [1930, -amount],
    ],
    [
      [7010, amount],
      [2710, -Math.round(amount * 0.3)],
      [1930, -(amount - Math.round(amount * 0.3))],
    ],
    [
      [7832, Math.round(amount / 10)],
      [1229, -Math.round(amount / 10)],
    ],
    [
      [1220, amount],
      [2641, vat],
      [1930, -(amount + vat)],
    ],
    [
      [1930, amount * 3],
      [2350, -amount * 3],
    ],
    [
      [8410, Math.round(amount / 20)],
      [1930, -Math.round(amount / 20)],
    ],
    [
      [1910, amount],
      [1930, -amount],
    ],
    [
      [5010, amount],
      [1930, -amount],
    ],
    [
      [2650, amount],
      [1930, -amount],
    ],
    [
      [1460, amount],
      [4010, -amount],
    ],
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function generateLedger(firstYear: number, count: number, seed = 7): LedgerYearData[] {
  const next = random(seed);
  let opening = new Map<number, number>([
    [1930, 50_000_00],
    [2081, -50_000_00],
  ]);
  const years: LedgerYearData[] = [];
  for (let y = 0; y < count; y++) {
    const year = firstYear + y;
    const vouchers: LedgerVoucher[] = [];
    for (let i = 0; i < 160; i++) {
      const month = 1 + Math.floor(next() * 12);
      const day = 1 + Math.floor(next() * 28);
      const options = kinds(1_000_00 + Math.floor(next() * 20_000_00));
      const rows = options[Math.floor(next() * options.length)]!;
      vouchers.push({
        series: 'A',
        number: String(i + 1),
        date: `${year}-${pad(month)}-${pad(day)}`,
        text: `Verifikation ${i + 1}`,
        rows: rows.map(([account, amount]) => ({ account, amount })),
      });
    }
    const moved = new Map<number, number>();
    for (const v of vouchers) {
      for (const r of v.rows) moved.set(r.account, (moved.get(r.account) ?? 0) + r.amount);
    }
    const accounts = new Set([...opening.keys(), ...moved.keys()]);
    const balances = [...accounts].map((account) => {
      const movement = moved.get(account) ?? 0;
      return account < 3000
        ? {
            account,
            opening: opening.get(account) ?? 0,
            closing: (opening.get(account) ?? 0) + movement,
          }
        : { account, opening: 0, result: movement };
    });
    years.push({
      year: { start: `${year}-01-01`, end: `${year}-12-31`, ref: String(y) },
      accounts: GENERATED_ACCOUNTS,
      balances,
      vouchers,
      complete: true,
    });
    // the next year opens with the closing balances, the result moved to 2099
    const result = [...moved].filter(([a]) => a >= 3000).reduce((s, [, v]) => s + v, 0);
    const next_ = new Map<number, number>();
    for (const b of balances) if (b.account < 3000 && b.closing) next_.set(b.account, b.closing);
    next_.set(2099, (next_.get(2099) ?? 0) + result);
    opening = next_;
  }
  return years;
}

/** Debit less credit per account of the vouchers dated within [from, to]. */
export function movedBetween(years: LedgerYearData[], from: string, to: string) {
  const sums = new Map<number, number>();
  for (const y of years) {
    for (const v of y.vouchers ?? []) {
      if (v.date < from || v.date > to) continue;
      for (const r of v.rows) sums.set(r.account, (sums.get(r.account) ?? 0) + r.amount);
    }
  }
  return sums;
}
