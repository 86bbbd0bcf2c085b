import type { LedgerBalance, LedgerYearData } from '../model/ledger';
import { decodeSie } from './encoding';
import { parseSie, SieParseError } from './parse';
import type { SieFile, SieVoucher } from './parse';

/*
 * A SIE 4 file as a company's ledger (issue 16): every #RAR year with its #IB, #UB and #RES; the
 * current year's vouchers. A file that is not SIE 4, names a charset SIE does not know, or has a
 * voucher that does not balance is refused with the line, before anything is stored.
 */

const ymd = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const isDate = (d: string) => /^\d{8}$/.test(d) && !Number.isNaN(Date.parse(ymd(d)));

/** Control characters other than tab, line ends and the DOS end-of-file mark: a binary file. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u0019\u001b-\u001f]/;

export function readSieLedgerBytes(bytes: Uint8Array): LedgerYearData[] {
  return readSieLedger(decodeSie(bytes));
}

export function readSieLedger(text: string): LedgerYearData[] {
  const binary = text.split(/\r?\n/).findIndex((line) => BINARY.test(line));
  if (binary >= 0) throw new SieParseError(binary + 1, 'not a text file', 'not_sie');
  const file = parseSie(text);
  checkHeader(file);
  checkVouchers(file);
  return yearsOf(file);
}

function checkHeader(file: SieFile) {
  if (file.sietyp === undefined) throw new SieParseError(1, 'no #SIETYP', 'not_sie4');
  if (file.sietyp !== '4') throw new SieParseError(file.lines.sietyp ?? 1, 'not SIE 4', 'not_sie4');
  if (file.format !== undefined && file.format.toUpperCase() !== 'PC8') {
    throw new SieParseError(file.lines.format ?? 1, `charset ${file.format}`, 'charset');
  }
  if (!file.years.some((y) => y.index === 0)) throw new SieParseError(1, 'no #RAR 0', 'no_year');
}

function checkVouchers(file: SieFile) {
  const current = file.years.find((y) => y.index === 0)!;
  file.vouchers.forEach((voucher, i) => {
    const line = file.lines.vouchers[i] ?? 1;
    if (!isDate(voucher.date)) throw new SieParseError(line, voucher.date, 'bad_date');
    if (voucher.date < current.from || voucher.date > current.to) {
      throw new SieParseError(line, voucher.date, 'outside_years');
    }
    const sum = voucher.transactions.reduce((s, t) => s + t.amount, 0);
    if (sum !== 0) throw new SieParseError(line, `off by ${sum}`, 'unbalanced');
  });
}

function balancesOf(file: SieFile, index: number): LedgerBalance[] {
  const byAccount = new Map<number, LedgerBalance>();
  const at = (account: string) => {
    const n = Number(account);
    let b = byAccount.get(n);
    if (!b) byAccount.set(n, (b = { account: n, opening: 0 }));
    return b;
  };
  for (const b of file.opening) if (b.year === index) at(b.account).opening = b.amount;
  for (const b of file.closing) if (b.year === index) at(b.account).closing = b.amount;
  for (const b of file.results) if (b.year === index) at(b.account).result = b.amount;
  return [...byAccount.values()];
}

function voucherOf(v: SieVoucher) {
  return {
    series: v.series,
    number: v.number,
    date: ymd(v.date),
    text: v.text,
    rows: v.transactions.map((t) => ({
      account: Number(t.account),
      amount: t.amount,
      objects: pairs(t.objects),
      ...(t.text ? { text: t.text } : {}),
    })),
  };
}

/** SIE object lists alternate dimension and object: `{1 "100" 6 "P1"}` → ["1:100", "6:P1"]. */
function pairs(objects: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < objects.length; i += 2) out.push(`${objects[i]}:${objects[i + 1]}`);
  return out;
}

function yearsOf(file: SieFile): LedgerYearData[] {
  const accounts = new Map([...file.accounts].map(([n, name]) => [Number(n), name]));
  const dimensions = [
    ...[...file.dimensions].map(([dimension, name]) => ({ dimension, object: '', name })),
    ...file.objects,
  ];
  return [...file.years]
    .sort((a, b) => a.index - b.index)
    .map((y) => ({
      year: { start: ymd(y.from), end: ymd(y.to), ref: String(y.index) },
      accounts,
      balances: balancesOf(file, y.index),
      vouchers: y.index === 0 ? file.vouchers.map(voucherOf) : null,
      dimensions,
      complete: true,
    }));
}
