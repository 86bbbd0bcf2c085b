import { encodeCp437 } from '../common/cp437';
import { yearBalances, yearsByDate, vouchersOfYear } from './ledger';
import { toOre } from './money';
import type { FinancialYear } from './seed';
import type { Tenant, Voucher, VoucherRow } from './state';

/*
 * Fortnox's SIE export (GET /3/sie/{Type}): type 1 holds the years' balances, type 4 also the
 * year's vouchers. PC8 (code page 437) bytes with CRLF line ends, as the SIE standard wants.
 */

export type SieType = 1 | 4;

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A quoted field on one line: control characters become spaces, `\` and `"` escaped. */
const quote = (value: string) =>
  `"${value.replace(CONTROL, ' ').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A bare field when it is one safe word, else quoted. */
const word = (value: string) => (/^[\w.+-]+$/.test(value) ? value : quote(value));

const sieDate = (date: string) => date.slice(0, 10).replace(/-/g, '');

const amount = (ore: number) => (ore / 100).toFixed(2);

const ascending = <T>(map: Map<number, T>) => [...map].sort(([a], [b]) => a - b);

/** Cost centre (dimension 1) and project (dimension 6) of a row, as a SIE object list. */
function objects(row: VoucherRow): string {
  const list = [
    ...(row.CostCenter ? ['1', quote(row.CostCenter)] : []),
    ...(row.Project ? ['6', quote(row.Project)] : []),
  ];
  return `{${list.join(' ')}}`;
}

function voucherLines(voucher: Voucher): string[] {
  const rows = voucher.VoucherRows.filter((row) => !row.Removed).map((row) => {
    const ore = toOre(row.Debit) - toOre(row.Credit);
    const text = row.Description ? ` "" ${quote(row.Description)}` : '';
    return `#TRANS ${row.Account} ${objects(row)} ${amount(ore)}${text}`;
  });
  const head = [voucher.VoucherSeries, String(voucher.VoucherNumber)].map(word).join(' ');
  return [
    `#VER ${head} ${sieDate(voucher.TransactionDate)} ${quote(voucher.Description)}`,
    '{',
    ...rows,
    '}',
  ];
}

function balanceLines(tenant: Tenant, year: FinancialYear, index: number): string[] {
  const { balances, results } = yearBalances(tenant, year.Id);
  const sorted = ascending(balances);
  return [
    ...sorted.map(([account, b]) => `#IB ${index} ${account} ${amount(b.opening)}`),
    ...sorted.map(([account, b]) => `#UB ${index} ${account} ${amount(b.closing)}`),
    ...ascending(results).map(([account, r]) => `#RES ${index} ${account} ${amount(r)}`),
  ];
}

/** The SIE file of one financial year (and the balances of the year before it). */
export function renderSie(tenant: Tenant, year: FinancialYear, type: SieType, today: string) {
  const years = yearsByDate(tenant);
  const previous = years[years.findIndex((y) => y.Id === year.Id) - 1];
  const lines = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    `#SIETYP ${type}`,
    '#PROGRAM "Fortnox (simulator)" 1.0',
    `#GEN ${sieDate(today)}`,
    `#FNAMN ${quote(tenant.company.name)}`,
    `#ORGNR ${word(tenant.company.organisationNumber)}`,
    `#RAR 0 ${sieDate(year.FromDate)} ${sieDate(year.ToDate)}`,
    ...(previous ? [`#RAR -1 ${sieDate(previous.FromDate)} ${sieDate(previous.ToDate)}`] : []),
    '#VALUTA SEK',
    ...ascending(tenant.accounts).map(([n, a]) => `#KONTO ${n} ${quote(a.Description)}`),
    ...(type === 4 ? ['#DIM 1 "Kostnadsställe"', '#DIM 6 "Projekt"'] : []),
    ...balanceLines(tenant, year, 0),
    ...(previous ? balanceLines(tenant, previous, -1) : []),
  ];
  if (type === 4) {
    const vouchers = vouchersOfYear(tenant, year.Id).sort(
      (a, b) => a.VoucherSeries.localeCompare(b.VoucherSeries) || a.VoucherNumber - b.VoucherNumber,
    );
    for (const voucher of vouchers) lines.push(...voucherLines(voucher));
  }
  return encodeCp437(`${lines.join('\r\n')}\r\n`);
}
