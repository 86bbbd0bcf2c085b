// A company's year of books as large as the benchmarks want it: about `transactions` rows in
// vouchers of two to six rows (four on average) over twelve months, on ~300 BAS accounts, some
// rows on cost centres — as LedgerYearData, and as the SIE 4 file an accounting program exports.
import type {
  LedgerBalance,
  LedgerRow,
  LedgerVoucher,
  LedgerYearData,
} from '../../packages/connectors/src/model/ledger';
import { formatMinor } from '../../packages/connectors/src/money';
import { encodePc8 } from '../../packages/connectors/src/sie/encoding';

/** A small deterministic generator (mulberry32): the same size gives the same books. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ~300 accounts across the BAS classes: assets, liabilities, revenue, costs, financial items. */
function chartOfAccounts(): Map<number, string> {
  const ranges: [from: number, to: number, step: number, name: string][] = [
    [1210, 1299, 3, 'Inventarier'],
    [1410, 1499, 5, 'Lager'],
    [1510, 1599, 5, 'Kundfordringar'],
    [1910, 1979, 10, 'Kassa och bank'],
    [2010, 2099, 10, 'Eget kapital'],
    [2310, 2399, 10, 'Långfristiga skulder'],
    [2410, 2499, 10, 'Leverantörsskulder'],
    [2610, 2649, 10, 'Moms'],
    [2710, 2799, 10, 'Personalskatt'],
    [3001, 3099, 1, 'Försäljning'],
    [4010, 4099, 2, 'Inköp'],
    [5010, 5099, 3, 'Lokalkostnader'],
    [5410, 5499, 5, 'Förbrukningsinventarier'],
    [6010, 6099, 3, 'Övriga externa kostnader'],
    [6510, 6599, 5, 'Kontorskostnader'],
    [7010, 7099, 5, 'Löner'],
    [7510, 7599, 10, 'Sociala avgifter'],
    [8310, 8399, 10, 'Ränteintäkter'],
    [8410, 8499, 10, 'Räntekostnader'],
  ];
  const accounts = new Map<number, string>();
  for (const [from, to, step, name] of ranges) {
    for (let n = from; n <= to; n += step) accounts.set(n, `${name} ${n}`);
  }
  return accounts;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The year 2025 with about `transactions` rows; its balances are what the vouchers make them. */
export function bigLedger(transactions: number, seed = 2025): LedgerYearData {
  const next = random(seed);
  const accounts = chartOfAccounts();
  const numbers = [...accounts.keys()];
  const bank = numbers.filter((n) => n >= 1910 && n < 2000);
  const others = numbers.filter((n) => n < 1910 || n >= 2000);
  const vouchers: LedgerVoucher[] = [];
  let rows = 0;
  for (let i = 1; rows < transactions; i++) {
    const size = Math.min(2 + (i % 5), transactions - rows);
    const voucherRows: LedgerRow[] = [];
    let sum = 0;
    for (let r = 0; r < size - 1; r++) {
      const amount = Math.round((next() - 0.5) * 2_000_000) || 100;
      const account = others[Math.floor(next() * others.length)]!;
      voucherRows.push({
        account,
        amount,
        objects: account >= 5000 && r % 2 === 0 ? [`1:${100 + (i % 7)}`] : [],
      });
      sum += amount;
    }
    voucherRows.push({ account: bank[i % bank.length]!, amount: -sum || 0, objects: [] });
    rows += voucherRows.length;
    const day = 1 + ((i * 7) % 28);
    const month = 1 + Math.floor(((i - 1) * 12) / Math.ceil(transactions / 4));
    vouchers.push({
      series: 'A',
      number: String(i),
      date: `2025-${pad(Math.min(month, 12))}-${pad(day)}`,
      text: `Verifikation ${i}`,
      rows: voucherRows.filter((r) => r.amount !== 0),
    });
  }
  return {
    year: { start: '2025-01-01', end: '2025-12-31', ref: '0' },
    accounts,
    balances: balancesOf(vouchers),
    vouchers,
    complete: true,
  };
}

function balancesOf(vouchers: LedgerVoucher[]): LedgerBalance[] {
  const moved = new Map<number, number>();
  for (const v of vouchers) {
    for (const r of v.rows) moved.set(r.account, (moved.get(r.account) ?? 0) + r.amount);
  }
  return [...moved]
    .sort(([a], [b]) => a - b)
    .map(([account, amount]) =>
      account < 3000
        ? { account, opening: 0, closing: amount }
        : { account, opening: 0, result: amount },
    );
}

const kr = (ore: number) => formatMinor(ore, 'SEK');

/** The year as a SIE 4 file (PC8, CRLF), as an accounting program would export it. */
export function sieOf(data: LedgerYearData): Buffer {
  const lines = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    '#PROGRAM "Portal bench" 1.0',
    '#FNAMN "Stor Handel AB"',
    `#RAR 0 ${data.year.start.replace(/-/g, '')} ${data.year.end.replace(/-/g, '')}`,
    '#DIM 1 "Kostnadsställe"',
  ];
  for (const [n, name] of data.accounts) lines.push(`#KONTO ${n} "${name}"`);
  for (const b of data.balances) {
    if (b.closing !== undefined)
      lines.push(`#IB 0 ${b.account} 0.00`, `#UB 0 ${b.account} ${kr(b.closing)}`);
    if (b.result !== undefined) lines.push(`#RES 0 ${b.account} ${kr(b.result)}`);
  }
  for (const v of data.vouchers ?? []) {
    lines.push(`#VER ${v.series} ${v.number} ${v.date.replace(/-/g, '')} "${v.text}"`, '{');
    for (const r of v.rows) {
      const objects = (r.objects ?? []).map((o) => o.replace(':', ' "') + '"').join(' ');
      lines.push(`#TRANS ${r.account} {${objects}} ${kr(r.amount)}`);
    }
    lines.push('}');
  }
  return encodePc8(lines.join('\n'));
}
