import { ConnectorError } from '../../errors';
import { LEDGER_READ_STEPS } from '../../model/ledger';
import type { LedgerReader, LedgerYear, LedgerYearData } from '../../model/ledger';
import { paginate } from '../../sdk/pagination';
import { decodeSie } from '../../sie/encoding';
import { readSieLedger } from '../../sie/ledger';
import type { FortnoxApi } from '../client';

interface FinancialYearList {
  FinancialYears: { Id: number; FromDate: string; ToDate: string }[];
  MetaInformation?: { '@TotalPages': number; '@CurrentPage': number };
}

/** The company's financial years, oldest first; `ref` is Fortnox's year id. */
export async function readLedgerYears(api: FortnoxApi): Promise<LedgerYear[]> {
  const years: LedgerYear[] = [];
  const pages = paginate(async (next) => {
    const page = Number(next ?? 1);
    const res = await api.request<FinancialYearList>({
      path: '3/financialyears',
      query: { page, limit: 500 },
    });
    const meta = res.body.MetaInformation;
    const more = meta !== undefined && meta['@CurrentPage'] < meta['@TotalPages'];
    return { items: res.body.FinancialYears ?? [], next: more ? String(page + 1) : undefined };
  });
  for await (const y of pages) years.push({ start: y.FromDate, end: y.ToDate, ref: String(y.Id) });
  return years.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * One financial year through Fortnox's SIE 4 export: chart, opening and closing balances,
 * results and every voucher in a single request. Fortnox cannot export only what changed, so
 * `since` is ignored and the year always comes whole.
 */
async function readYear(
  api: FortnoxApi,
  year: LedgerYear,
  progress = (_s: number, _k: string) => {},
) {
  progress(0, LEDGER_READ_STEPS.vouchers);
  const res = await api.request<Uint8Array>({
    path: '3/sie/4',
    query: { financialyear: year.ref },
    headers: { accept: 'application/octet-stream, */*' },
    binary: true,
  });
  // readSieLedger refuses a file without #RAR 0, so the current year is always there
  const current = readSieLedger(decodeSie(res.body)).find((y) => y.year.ref === '0')!;
  if (current.year.start !== year.start || current.year.end !== year.end) {
    throw new ConnectorError(
      'validation',
      `Fortnox sent the SIE file of ${current.year.start}–${current.year.end} for the year ${year.start}–${year.end}`,
    );
  }
  progress(1, LEDGER_READ_STEPS.vouchers);
  const data: LedgerYearData = {
    ...current,
    year,
    vouchers: current.vouchers ?? [],
    complete: true,
  };
  return data;
}

/** How the portal reads a Fortnox company's ledger: a request per year, plus one for the years. */
export function fortnoxLedgerReader(api: FortnoxApi): LedgerReader {
  return {
    years: () => readLedgerYears(api),
    readYear: (year, options) => readYear(api, year, options.progress),
  };
}
