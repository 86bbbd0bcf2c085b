import type { LedgerYearData } from '@portal/connectors/model/ledger';
import { formatMinor } from '@portal/connectors/money';
import { encodePc8 } from '@portal/connectors/sie/encoding';

/*
 * A SIE 4 file as an accounting program exports a company's books: its current year with
 * vouchers (#RAR 0) and the year before by its balances (#RAR -1). The demo uploads one for a
 * client whose books are in no system the portal reads.
 */

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const sieDate = (date: string) => date.replace(/-/g, '');
const amount = (ore: number) => formatMinor(ore, 'SEK');

function balanceLines(data: LedgerYearData, index: number): string[] {
  const sorted = [...data.balances].sort((a, b) => a.account - b.account);
  return [
    ...sorted
      .filter((b) => b.account < 3000)
      .flatMap((b) => [
        `#IB ${index} ${b.account} ${amount(b.opening)}`,
        `#UB ${index} ${b.account} ${amount(b.closing ?? b.opening)}`,
      ]),
    ...sorted
      .filter((b) => b.account >= 3000)
      .map((b) => `#RES ${index} ${b.account} ${amount(b.result ?? 0)}`),
  ];
}

/** The last year with its vouchers and the one before by its balances, as PC8 bytes. */
export function sieFileOf(
  years: LedgerYearData[],
  company: { name: string; organisationNumber: string },
  generatedOn: string,
): Buffer {
  const current = years.at(-1)!;
  const previous = years.length > 1 ? years.at(-2) : undefined;
  const accounts = new Map([...(previous?.accounts ?? []), ...current.accounts]);
  const lines = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    `#PROGRAM ${quote('Portal demo')} 1.0`,
    `#GEN ${sieDate(generatedOn)}`,
    `#FNAMN ${quote(company.name)}`,
    `#ORGNR ${company.organisationNumber}`,
    `#RAR 0 ${sieDate(current.year.start)} ${sieDate(current.year.end)}`,
    ...(previous ? [`#RAR -1 ${sieDate(previous.year.start)} ${sieDate(previous.year.end)}`] : []),
    ...[...accounts].sort(([a], [b]) => a - b).map(([n, name]) => `#KONTO ${n} ${quote(name)}`),
    ...balanceLines(current, 0),
    ...(previous ? balanceLines(previous, -1) : []),
  ];
  for (const v of current.vouchers ?? []) {
    lines.push(`#VER ${v.series} ${v.number} ${sieDate(v.date)} ${quote(v.text)}`, '{');
    for (const r of v.rows) lines.push(`#TRANS ${r.account} {} ${amount(r.amount)}`);
    lines.push('}');
  }
  return encodePc8(lines.join('\n'));
}
