import { formatMinor } from '../money';
import { plainText } from '../text';
import type { SieVoucher } from './parse';

export interface SieExport {
  program: { name: string; version: string };
  /** YYYYMMDD */
  generatedOn: string;
  companyName: string;
  orgNumber: string;
  /** the financial year the vouchers fall in, YYYYMMDD */
  year: { from: string; to: string };
  /** account number → name; every account a voucher uses must be here */
  accounts: Map<string, string>;
  vouchers: SieVoucher[];
}

/** A quoted field: one line (control characters become spaces), `\\` and `"` escaped. */
const quote = (value: string) =>
  `"${plainText(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A bare field (number, date, series) as it is when it is one safe word, else quoted. */
const word = (value: string) => (/^[\w.+-]+$/.test(value) ? value : quote(value));

/**
 * A SIE 4 file (type 4: vouchers) that Swedish accounting programs import: header, year, a #KONTO
 * for every account used, and balanced #VER blocks. Encode with `encodePc8` before writing it out.
 * Every field is a safe word or a quoted one-line text, whatever it holds: a line break in a name
 * must never start a record of its own.
 */
export function writeSie(data: SieExport): string {
  const used = new Set(data.vouchers.flatMap((v) => v.transactions.map((t) => t.account)));
  const missing = [...used].filter((account) => !data.accounts.has(account));
  if (missing.length) throw new Error(`Accounts without a name: ${missing.join(', ')}`);
  for (const voucher of data.vouchers) {
    const sum = voucher.transactions.reduce((total, t) => total + t.amount, 0);
    if (sum !== 0)
      throw new Error(`Voucher ${voucher.series} ${voucher.number} is off by ${sum} öre`);
  }
  const lines = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    `#PROGRAM ${quote(data.program.name)} ${quote(data.program.version)}`,
    `#GEN ${word(data.generatedOn)}`,
    `#FNAMN ${quote(data.companyName)}`,
    `#ORGNR ${word(data.orgNumber)}`,
    `#RAR 0 ${word(data.year.from)} ${word(data.year.to)}`,
    ...[...used]
      .sort()
      .map((account) => `#KONTO ${word(account)} ${quote(data.accounts.get(account)!)}`),
  ];
  for (const voucher of data.vouchers) {
    lines.push(
      `#VER ${word(voucher.series)} ${word(voucher.number)} ${word(voucher.date)} ${quote(voucher.text)}`,
      '{',
      ...voucher.transactions.map((t) =>
        [
          '#TRANS',
          word(t.account),
          `{${t.objects.map(word).join(' ')}}`,
          formatMinor(t.amount, 'SEK'),
          ...(t.date || t.text ? [t.date ? word(t.date) : '""', quote(t.text ?? '')] : []),
        ].join(' '),
      ),
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}
