import { formatMinor } from '../money';
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

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A SIE 4 file (type 4: vouchers) that Swedish accounting programs import: header, year, a #KONTO
 * for every account used, and balanced #VER blocks. Encode with `encodePc8` before writing it out.
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
    `#GEN ${data.generatedOn}`,
    `#FNAMN ${quote(data.companyName)}`,
    `#ORGNR ${data.orgNumber}`,
    `#RAR 0 ${data.year.from} ${data.year.to}`,
    ...[...used].sort().map((account) => `#KONTO ${account} ${quote(data.accounts.get(account)!)}`),
  ];
  for (const voucher of data.vouchers) {
    lines.push(
      `#VER ${voucher.series} ${voucher.number} ${voucher.date} ${quote(voucher.text)}`,
      '{',
      ...voucher.transactions.map((t) =>
        [
          '#TRANS',
          t.account,
          `{${t.objects.join(' ')}}`,
          formatMinor(t.amount, 'SEK'),
          ...(t.date || t.text ? [t.date ?? '""', quote(t.text ?? '')] : []),
        ].join(' '),
      ),
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}
