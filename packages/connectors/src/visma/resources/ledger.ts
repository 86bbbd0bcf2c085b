import { ConnectorError } from '../../errors';
import { LEDGER_READ_STEPS } from '../../model/ledger';
import type {
  LedgerBalance,
  LedgerProgress,
  LedgerReader,
  LedgerVoucher,
  LedgerYear,
} from '../../model/ledger';
import { MAX_PAGE_SIZE, readAll } from '../client';
import type { VismaApi } from '../client';
import type { TransportRequest, TransportResponse } from '../../sdk/transport';
import { day } from './reference-data';
import type { FiscalYear } from './reference-data';

interface VoucherItem {
  Id: string;
  VoucherDate: string;
  VoucherText: string;
  NumberAndNumberSeries: string;
  NumberSeries?: string | null;
  Rows: {
    AccountNumber: number;
    DebitAmount: number;
    CreditAmount: number;
    TransactionText?: string | null;
  }[];
}

interface VoucherPage {
  Meta: { CurrentPage: number; TotalNumberOfPages: number };
  Data: VoucherItem[];
}

const ore = (kronor: number) => Math.round(kronor * 100);
const isResultAccount = (account: number) => account >= 3000;
const YEAR_RESULT_ACCOUNT = 2099;

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** `since` as the OData date-time Visma compares ModifiedUtc with. */
function sinceFilter(since: string): string {
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00Z` : since);
  if (Number.isNaN(at)) throw new ConnectorError('validation', `Not a point in time: ${since}`);
  return `ModifiedUtc gt ${new Date(at).toISOString()}`;
}

/** "A12" in series "A" → number "12"; the series is Visma's NumberSeries, else the letters. */
function voucherOf(v: VoucherItem): LedgerVoucher {
  const series = v.NumberSeries || (/^\D*/.exec(v.NumberAndNumberSeries)?.[0] ?? '');
  const number = v.NumberAndNumberSeries.startsWith(series)
    ? v.NumberAndNumberSeries.slice(series.length)
    : v.NumberAndNumberSeries;
  const rows = v.Rows.map((r) => ({
    account: r.AccountNumber,
    amount: ore(r.DebitAmount) - ore(r.CreditAmount),
    ...(r.TransactionText ? { text: r.TransactionText } : {}),
  }));
  const off = rows.reduce((s, r) => s + r.amount, 0);
  if (off !== 0) {
    throw new ConnectorError(
      'validation',
      `Visma voucher ${v.NumberAndNumberSeries} is off by ${off} öre`,
    );
  }
  return { series, number, date: day(v.VoucherDate), text: v.VoucherText, rows, ref: v.Id };
}

/** Every account's balance at the end of a day, öre (debit positive). */
async function balancesOn(api: VismaApi, date: string): Promise<Map<number, number>> {
  const items = await readAll<{ AccountNumber: number; Balance: number }>(
    api,
    `v2/accountbalances/${date}`,
  );
  return new Map(items.map((b) => [b.AccountNumber, ore(b.Balance)]));
}

/**
 * The first year opens with the balances entered for it; a later one with the previous year's
 * closing balances, that year's result carried to 2099 (as Visma's opening balance shows it).
 */
async function openingOf(api: VismaApi, year: LedgerYear, first: boolean) {
  if (first) {
    const items = await readAll<{ Number: number; Balance: number }>(
      api,
      'v2/fiscalyears/openingbalances',
    );
    return new Map(items.map((b) => [b.Number, ore(b.Balance)]));
  }
  const opening = new Map<number, number>();
  for (const [account, amount] of await balancesOn(api, dayBefore(year.start))) {
    const to = isResultAccount(account) ? YEAR_RESULT_ACCOUNT : account;
    opening.set(to, (opening.get(to) ?? 0) + amount);
  }
  return opening;
}

function balancesOf(opening: Map<number, number>, closing: Map<number, number>): LedgerBalance[] {
  const accounts = [...new Set([...opening.keys(), ...closing.keys()])].sort((a, b) => a - b);
  return accounts
    .map((account) =>
      isResultAccount(account)
        ? { account, opening: 0, result: closing.get(account) ?? 0 }
        : { account, opening: opening.get(account) ?? 0, closing: closing.get(account) ?? 0 },
    )
    .filter((b) => b.opening !== 0 || b.closing !== 0 || (b.result ?? 0) !== 0);
}

/** The year's vouchers (changed since `since`, when given), page by page with progress. */
async function readVouchers(
  api: VismaApi,
  year: LedgerYear,
  filter: string | undefined,
  pageSize: number,
  progress: (share: number) => void,
): Promise<LedgerVoucher[]> {
  const vouchers: LedgerVoucher[] = [];
  for (let page = 1; ; page++) {
    const res = await api.request<VoucherPage>({
      path: `v2/vouchers/${year.ref}`,
      query: { $page: page, $pagesize: pageSize, $filter: filter },
    });
    vouchers.push(...res.body.Data.map(voucherOf));
    const pages = res.body.Meta.TotalNumberOfPages;
    progress(pages > 0 ? Math.min(1, page / pages) : 1);
    if (page >= pages || res.body.Data.length === 0) return vouchers;
  }
}

export interface VismaLedgerOptions {
  /** vouchers a page (at most 1000, Visma's largest) */
  pageSize?: number;
  /** how the reader waits out a used-up quota (the runtime's sleep; real time by default) */
  sleep?: (ms: number) => Promise<void>;
}

/** How many times one request waits out the quota before the error goes to the caller. */
const QUOTA_WAITS = 3;

/**
 * A whole ledger is many requests: when Visma's 600 a minute are used up anyway, the reader waits
 * the time Visma names ("Try again in 14 seconds") and goes on, rather than fail the import.
 */
function waitingOnQuota(api: VismaApi, sleep: (ms: number) => Promise<void>): VismaApi {
  return {
    async request<T>(request: TransportRequest): Promise<TransportResponse<T>> {
      for (let waits = 0; ; waits++) {
        try {
          return await api.request<T>(request);
        } catch (error) {
          const wait =
            error instanceof ConnectorError && error.code === 'rate_limited'
              ? error.retryAfterSeconds
              : undefined;
          if (wait === undefined || waits >= QUOTA_WAITS) throw error;
          await sleep(wait * 1000);
        }
      }
    },
  };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How the portal reads a Visma eEkonomi company's ledger: per year its chart, opening and
 * closing balances (two or three requests) and its vouchers a thousand a page; with `since`, only
 * the vouchers changed since then (`complete: false`).
 */
export function vismaLedgerReader(
  connection: VismaApi,
  options: VismaLedgerOptions = {},
): LedgerReader {
  const api = waitingOnQuota(connection, options.sleep ?? realSleep);
  const pageSize = Math.min(options.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  // the years as last listed: readYear needs them to tell the first year from later ones
  let listed: Promise<LedgerYear[]> | undefined;
  const years = (): Promise<LedgerYear[]> => {
    listed = readAll<FiscalYear>(api, 'v2/fiscalyears').then(
      (items) =>
        items
          .map((y) => ({ start: day(y.StartDate), end: day(y.EndDate), ref: y.Id }))
          .sort((a, b) => a.start.localeCompare(b.start)),
      (error: unknown) => {
        listed = undefined;
        throw error;
      },
    );
    return listed;
  };

  return {
    years,
    async readYear(year, { since, progress }) {
      const report: LedgerProgress = progress ?? (() => undefined);
      const filter = since === undefined ? undefined : sinceFilter(since);
      report(0, LEDGER_READ_STEPS.accounts);
      const chart = await readAll<{ Number: string; Name: string }>(api, `v2/accounts/${year.ref}`);
      report(0.05, LEDGER_READ_STEPS.balances);
      const first = (await (listed ?? years()))[0]?.ref === year.ref;
      const opening = await openingOf(api, year, first);
      const closing = await balancesOn(api, year.end);
      report(0.15, LEDGER_READ_STEPS.vouchers);
      const vouchers = await readVouchers(api, year, filter, pageSize, (share) =>
        report(0.15 + 0.85 * share, LEDGER_READ_STEPS.vouchers),
      );
      return {
        year,
        accounts: new Map(chart.map((a) => [Number(a.Number), a.Name])),
        balances: balancesOf(opening, closing),
        vouchers,
        complete: since === undefined,
      };
    },
  };
}
