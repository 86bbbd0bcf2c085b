import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { balancesOf, generateLedgerHistory } from '@portal/simulators/scenarios/ledger-history';
import type { HistoryYear } from '@portal/simulators/scenarios/ledger-history';
import { putHistoryInFortnox } from '@portal/simulators/scenarios/put-ledger-history';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import type { LedgerBalance, LedgerVoucher, LedgerYearData } from '../../model/ledger';
import type { ConnectorRuntime } from '../../sdk/connector';
import { openFortnoxApi } from '../connector';
import { fortnoxLedgerReader } from '../resources/ledger';

const TOKEN = 'ledger-token';
const history = generateLedgerHistory({ seed: 5, firstMonth: '2024-07', months: 28 });

let sim: FortnoxSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A company holding the history; the clock moves only when the client waits. */
async function company(pace = 200) {
  const clock = { ms: Date.UTC(2026, 10, 21, 12) };
  sim = await createFortnoxSimulator({ tokens: [TOKEN], now: () => clock.ms, seed: 3 });
  putHistoryInFortnox(sim.state.tenants.get(TOKEN)!, history);
  const runtime: ConnectorRuntime = {
    budget: { acquire: async () => void (clock.ms += pace) },
    sleep: async (ms) => void (clock.ms += ms),
    retries: 12,
  };
  const api = openFortnoxApi({ baseUrl: sim.url, credentials: { access_token: TOKEN } }, runtime);
  return { api, clock, reader: fortnoxLedgerReader(api) };
}

const plain = (v: LedgerVoucher) => ({
  series: v.series,
  number: v.number,
  date: v.date,
  text: v.text,
  rows: v.rows.map((r) => ({ account: r.account, amount: r.amount, text: r.text })),
});

const nonZero = (balances: LedgerBalance[]) =>
  Object.fromEntries(
    balances.flatMap((b) =>
      [
        [`${b.account} opening`, b.opening],
        [`${b.account} closing`, b.closing ?? 0],
        [`${b.account} result`, b.result ?? 0],
      ].filter(([, amount]) => amount !== 0),
    ),
  );

function expectSameYear(read: LedgerYearData, put: HistoryYear) {
  expect(read.year.start).toBe(put.start);
  expect(read.complete).toBe(true);
  expect(read.vouchers!.map(plain)).toEqual(put.vouchers.map(plain));
  expect(nonZero(read.balances)).toEqual(nonZero(balancesOf(put)));
  for (const [account, name] of history.accounts) expect(read.accounts.get(account)).toBe(name);
  // closing = opening + movements for every balance account, as read
  const moved = new Map<number, number>();
  for (const r of read.vouchers!.flatMap((v) => v.rows)) {
    moved.set(r.account, (moved.get(r.account) ?? 0) + r.amount);
  }
  for (const b of read.balances.filter((b) => b.account < 3000)) {
    expect(b.closing).toBe(b.opening + (moved.get(b.account) ?? 0));
  }
}

describe('reading a Fortnox ledger', () => {
  it('reads every year back as it was put in, one request a year', async () => {
    const { reader } = await company();
    const years = await reader.years();
    expect(years).toEqual([
      { start: '2024-07-01', end: '2024-12-31', ref: '1' },
      { start: '2025-01-01', end: '2025-12-31', ref: '2' },
      { start: '2026-01-01', end: '2026-12-31', ref: '3' },
    ]);
    for (const [i, year] of years.entries()) {
      const steps: number[] = [];
      const read = await reader.readYear(year, { progress: (share) => steps.push(share) });
      expect(read.year).toEqual(year);
      expectSameYear(read, history.years[i]!);
      expect(steps.at(-1)).toBe(1);
    }
    // the years' list and one SIE file a year; nothing refused, nothing repeated
    expect(sim!.requests(TOKEN)).toBe(1 + years.length);
  });

  it('still reads the whole ledger when the Fortnox limit is used up and it answers 429', async () => {
    const { reader, api } = await company(0);
    // 25 requests in the same instant fill the 5-second window
    for (let i = 0; i < 25; i++) await api.request({ path: '3/financialyears' });
    const years = await reader.years();
    const last = await reader.readYear(years[2]!, {});
    expectSameYear(last, history.years[2]!);
    expect(sim!.requests(TOKEN)).toBeGreaterThan(25 + 2);
  });

  it('reads texts with quotes, backslashes and å ä ö, and cost centres and projects', async () => {
    const { api, reader } = await company();
    const text = 'Kvitto "Åre" C:\\kassa\\ö';
    const posted = await api.request<{ Voucher: { VoucherNumber: number } }>({
      method: 'POST',
      path: '3/vouchers',
      body: {
        Voucher: {
          VoucherSeries: 'B',
          TransactionDate: '2026-11-02',
          Description: text,
          VoucherRows: [
            { Account: 5420, Debit: 99.5, Credit: 0, CostCenter: 'SÄLJ', Project: 'P 1' },
            { Account: 1930, Debit: 0, Credit: 99.5, Description: 'Betalt "kort"' },
          ],
        },
      },
    });
    const read = await reader.readYear((await reader.years())[2]!, {});
    const voucher = read.vouchers!.find((v) => v.series === 'B')!;
    expect(voucher).toMatchObject({ number: String(posted.body.Voucher.VoucherNumber), text });
    expect(voucher.rows).toEqual([
      { account: 5420, amount: 9950, objects: ['1:SÄLJ', '6:P 1'], text: 'Programvaror' },
      { account: 1930, amount: -9950, objects: [], text: 'Betalt "kort"' },
    ]);
  });

  it('says what went wrong in the SDK codes', async () => {
    const { reader } = await company();
    const missing = await reader
      .readYear({ start: '2030-01-01', end: '2030-12-31', ref: '99' }, {})
      .catch((e: unknown) => e);
    expect((missing as ConnectorError).code).toBe('not_found');
    const moved = await reader
      .readYear({ start: '2025-02-01', end: '2025-12-31', ref: '2' }, {})
      .catch((e: unknown) => e);
    expect((moved as ConnectorError).code).toBe('validation');
    const stranger = fortnoxLedgerReader(
      openFortnoxApi({ baseUrl: sim!.url, credentials: { access_token: 'nope' } }, { retries: 0 }),
    );
    const denied = await stranger.years().catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(ConnectorError);
    expect((denied as ConnectorError).code).toBe('auth');
  });
});
