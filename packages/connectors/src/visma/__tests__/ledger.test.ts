import { createVismaSimulator } from '@portal/simulators/visma/server';
import type { VismaSimulator } from '@portal/simulators/visma/server';
import { balancesOf, generateLedgerHistory } from '@portal/simulators/scenarios/ledger-history';
import type { HistoryYear } from '@portal/simulators/scenarios/ledger-history';
import { putHistoryInVisma } from '@portal/simulators/scenarios/put-ledger-history';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { LEDGER_READ_STEPS } from '../../model/ledger';
import type { LedgerBalance, LedgerVoucher, LedgerYearData } from '../../model/ledger';
import type { ConnectorRuntime } from '../../sdk/connector';
import { openVismaApi } from '../connector';
import { vismaLedgerReader } from '../resources/ledger';

const TOKEN = 'ledger-token';
const history = generateLedgerHistory({ seed: 9, firstMonth: '2025-01', months: 22 });

let sim: VismaSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A company holding the history (2025, 2026 and an empty 2027); the clock moves when the client waits. */
async function company(pace = 100) {
  const clock = { ms: Date.UTC(2026, 10, 21, 12) };
  sim = await createVismaSimulator({ tokens: [TOKEN], now: () => clock.ms, seed: 3 });
  putHistoryInVisma(sim.state.companies.get(TOKEN)!, history);
  const runtime: ConnectorRuntime = {
    budget: { acquire: async () => void (clock.ms += pace) },
    sleep: async (ms) => void (clock.ms += ms),
    retries: 8,
  };
  const api = openVismaApi({ baseUrl: sim.url, credentials: { access_token: TOKEN } }, runtime);
  return { api, clock, sleep: runtime.sleep! };
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
  expect([read.year.start, read.year.end]).toEqual([put.start, put.end]);
  expect(read.complete).toBe(true);
  expect(read.vouchers!.map(plain)).toEqual(put.vouchers.map(plain));
  expect(read.vouchers!.every((v) => typeof v.ref === 'string' && v.ref.length > 0)).toBe(true);
  expect(nonZero(read.balances)).toEqual(nonZero(balancesOf(put)));
  for (const [account, name] of history.accounts) expect(read.accounts.get(account)).toBe(name);
  const moved = new Map<number, number>();
  for (const r of read.vouchers!.flatMap((v) => v.rows)) {
    moved.set(r.account, (moved.get(r.account) ?? 0) + r.amount);
  }
  for (const b of read.balances.filter((b) => b.account < 3000)) {
    expect(b.closing).toBe(b.opening + (moved.get(b.account) ?? 0));
  }
}

const voucherBody = (n: number) => ({
  VoucherDate: '2026-11-20',
  VoucherText: `Rättelse ${n}`,
  Rows: [
    { AccountNumber: 5420, DebitAmount: 100 + n, CreditAmount: 0, TransactionText: 'Licens' },
    { AccountNumber: 1930, DebitAmount: 0, CreditAmount: 100 + n },
  ],
});

describe('reading a Visma eEkonomi ledger', () => {
  it('reads every year back as it was put in, pages of vouchers with progress', async () => {
    const { api } = await company();
    const reader = vismaLedgerReader(api, { pageSize: 500 });
    const years = await reader.years();
    expect(years.map((y) => y.start)).toEqual(['2025-01-01', '2026-01-01', '2027-01-01']);
    const progress: [number, string][] = [];
    const first = await reader.readYear(years[0]!, {
      progress: (s, step) => progress.push([s, step]),
    });
    expectSameYear(first, history.years[0]!);
    expect(first.year).toEqual(years[0]);
    const pages = Math.ceil(history.years[0]!.vouchers.length / 500);
    expect(pages).toBeGreaterThanOrEqual(3);
    const shares = progress.map(([s]) => s);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([1, LEDGER_READ_STEPS.vouchers]);
    expect(progress.filter(([, step]) => step === LEDGER_READ_STEPS.vouchers)).toHaveLength(
      pages + 1,
    );
    expectSameYear(await reader.readYear(years[1]!, {}), history.years[1]!);

    // 2027 opens with 2026's closing balances and its result on 2099
    const empty = await reader.readYear(years[2]!, {});
    expect(empty.vouchers).toEqual([]);
    const before = balancesOf(history.years[1]!);
    const result = before.reduce((s, b) => s + (b.result ?? 0), 0);
    const carried = new Map(
      before.filter((b) => b.closing !== undefined).map((b) => [b.account, b.closing!]),
    );
    carried.set(2099, (carried.get(2099) ?? 0) + result);
    for (const b of empty.balances) {
      expect(b.opening).toBe(carried.get(b.account) ?? 0);
      expect(b.closing).toBe(b.opening);
    }
    expect(empty.balances.reduce((s, b) => s + b.opening, 0)).toBe(0);

    // years, then per year chart, opening, closing and the voucher pages; nothing repeated
    const voucherPages = history.years.map((y) => Math.max(1, Math.ceil(y.vouchers.length / 500)));
    const expected = 1 + 3 * 3 + voucherPages.reduce((s, p) => s + p, 0) + 1;
    expect(sim!.requests(TOKEN)).toBe(expected);
  });

  it('still reads when the limit of 600 a minute is used up and Visma answers 429', async () => {
    const { api, sleep } = await company(0);
    for (let i = 0; i < 600; i++) await api.request({ path: 'v2/fiscalyears' });
    const reader = vismaLedgerReader(api, { sleep });
    const years = await reader.years();
    expectSameYear(await reader.readYear(years[0]!, {}), history.years[0]!);
    expect(sim!.requests(TOKEN)).toBeGreaterThan(600 + 5);
  });

  it('reads only the vouchers changed since a point in time, and says the year is not whole', async () => {
    const { api, clock } = await company();
    const reader = vismaLedgerReader(api);
    const years = await reader.years();
    const since = new Date(clock.ms).toISOString();
    clock.ms += 60_000;
    for (const n of [1, 2, 3]) {
      const res = await api.request({ method: 'POST', path: 'v2/vouchers', body: voucherBody(n) });
      expect(res.status).toBe(200);
    }
    const changed = await reader.readYear(years[1]!, { since });
    expect(changed.complete).toBe(false);
    const count = history.years[1]!.vouchers.length;
    expect(
      changed.vouchers!.map((v) => [v.number, v.text, v.rows[0]!.amount, v.rows[0]!.text]),
    ).toEqual([
      [String(count + 1), 'Rättelse 1', 10100, 'Licens'],
      [String(count + 2), 'Rättelse 2', 10200, 'Licens'],
      [String(count + 3), 'Rättelse 3', 10300, 'Licens'],
    ]);
    const closing = (data: LedgerYearData, account: number) =>
      data.balances.find((b) => b.account === account)!;
    const whole = balancesOf(history.years[1]!).find((b) => b.account === 1930)!;
    expect(closing(changed, 1930).closing).toBe(whole.closing! - 30600);
    expect((await reader.readYear(years[0]!, { since })).vouchers).toEqual([]);
    const untouched = await reader.readYear(years[1]!, {
      since: new Date(clock.ms + 1000).toISOString(),
    });
    expect(untouched.vouchers).toEqual([]);
    await expect(reader.readYear(years[1]!, { since: 'yesterday' })).rejects.toThrow(
      ConnectorError,
    );
  });

  it('says what went wrong in the SDK codes', async () => {
    const { api } = await company();
    const stranger = vismaLedgerReader(
      openVismaApi({ baseUrl: sim!.url, credentials: { access_token: 'nope' } }, { retries: 0 }),
    );
    const denied = await stranger.years().catch((e: unknown) => e);
    expect((denied as ConnectorError).code).toBe('auth');
    const missing = await vismaLedgerReader(api)
      .readYear({ start: '2030-01-01', end: '2030-12-31', ref: 'nope' }, {})
      .catch((e: unknown) => e);
    expect((missing as ConnectorError).code).toBe('not_found');
  });
});
