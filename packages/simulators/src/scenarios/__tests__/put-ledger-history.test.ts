import { afterEach, describe, expect, it } from 'vitest';
import { decodeCp437 } from '../../common/cp437';
import { createFortnoxSimulator } from '../../fortnox/server';
import { createVismaSimulator } from '../../visma/server';
import { balancesOf, generateLedgerHistory } from '../ledger-history';
import { putHistoryInFortnox, putHistoryInVisma } from '../put-ledger-history';

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const running: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** 2026-11-21: Fortnox seeds 2025 and 2026, Visma 2025–2027. */
const now = () => Date.UTC(2026, 10, 21, 12);

async function fortnox() {
  const sim = await createFortnoxSimulator({ tokens: ['t'], now, rateLimit: false });
  running.push(sim.close);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };
  const sie = async (path: string) => {
    const res = await fetch(`${sim.url}${path}`, { headers: { authorization: 'Bearer t' } });
    return decodeCp437(new Uint8Array(await res.arrayBuffer()));
  };
  return { tenant: sim.state.tenants.get('t')!, call, sie };
}

async function visma() {
  const sim = await createVismaSimulator({ tokens: ['t'], now, rateLimit: false });
  running.push(sim.close);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };
  return { company: sim.state.companies.get('t')!, call };
}

const draft = (date: string) => ({
  Voucher: {
    VoucherSeries: 'A',
    TransactionDate: date,
    Description: 'Bokförd efteråt',
    VoucherRows: [
      { Account: 1930, Debit: 10, Credit: 0 },
      { Account: 2099, Debit: 0, Credit: 10 },
    ],
  },
});

describe('a generated history put into Fortnox', () => {
  it('takes the years, chart, opening balances and vouchers; later vouchers continue the series', async () => {
    const history = generateLedgerHistory({ seed: 4, firstMonth: '2025-01', months: 22 });
    const { tenant, call, sie: file } = await fortnox();
    const years = putHistoryInFortnox(tenant, history);
    expect(years.map((y) => [y.Id, y.FromDate, y.ToDate])).toEqual([
      [1, '2025-01-01', '2025-12-31'],
      [2, '2026-01-01', '2026-12-31'],
    ]);
    expect(tenant.accounts.get(7510)?.Description).toBe('Arbetsgivaravgifter 31,42 %');
    const booked = await call('POST', '/3/vouchers', draft('2026-11-20'));
    expect(booked.Voucher.VoucherNumber).toBe(history.years[1]!.vouchers.length + 1);
    const sie = await file('/3/sie/4?financialyear=2');
    for (const b of balancesOf(history.years[1]!).filter((b) => b.closing !== undefined)) {
      if (b.opening !== 0)
        expect(sie).toContain(`#IB 0 ${b.account} ${(b.opening / 100).toFixed(2)}\r\n`);
    }
  });

  it('makes room for a history that starts mid-year, renumbering later years and their vouchers', async () => {
    const { tenant, call } = await fortnox();
    await call('POST', '/3/vouchers', draft('2026-03-01'));
    const history = generateLedgerHistory({ seed: 4, firstMonth: '2024-07', months: 6 });
    putHistoryInFortnox(tenant, history);
    const listed = await call('GET', '/3/financialyears');
    expect(
      listed.FinancialYears.map((y: { Id: number; FromDate: string }) => [y.Id, y.FromDate]),
    ).toEqual([
      [1, '2024-07-01'],
      [2, '2025-01-01'],
      [3, '2026-01-01'],
    ]);
    const again = await call('POST', '/3/vouchers', draft('2026-04-01'));
    expect([again.Voucher.Year, again.Voucher.VoucherNumber]).toEqual([3, 2]);
    const before = structuredClone(tenant.financialYears);
    const count = tenant.vouchers.length;
    expect(() =>
      putHistoryInFortnox(tenant, generateLedgerHistory({ firstMonth: '2026-01', months: 2 })),
    ).toThrow(/already has vouchers/);
    expect([tenant.financialYears, tenant.vouchers.length]).toEqual([before, count]);
  });
});

describe('a generated history put into Visma', () => {
  it('takes the years, charts, opening balances and vouchers; later vouchers continue the series', async () => {
    const history = generateLedgerHistory({ seed: 4, firstMonth: '2025-01', months: 22 });
    const { company, call } = await visma();
    const years = putHistoryInVisma(company, history);
    const listed = (await call('GET', '/v2/fiscalyears')).Data as {
      Id: string;
      StartDate: string;
    }[];
    expect(listed.map((y) => y.StartDate)).toEqual([
      '2025-01-01T00:00:00',
      '2026-01-01T00:00:00',
      '2027-01-01T00:00:00',
    ]);
    expect(listed.slice(0, 2).map((y) => y.Id)).toEqual(years.map((y) => y.Id));
    const opening = (await call('GET', '/v2/fiscalyears/openingbalances')).Data as {
      Number: number;
      Balance: number;
    }[];
    for (const [account, amount] of history.years[0]!.opening) {
      expect(opening.find((b) => b.Number === account)?.Balance).toBe(amount / 100);
    }
    const closing = (await call('GET', '/v2/accountbalances/2025-12-31')).Data as {
      AccountNumber: number;
      Balance: number;
    }[];
    for (const b of balancesOf(history.years[0]!)) {
      const expected = (b.closing ?? b.result!) / 100;
      expect(closing.find((c) => c.AccountNumber === b.account)?.Balance ?? 0).toBeCloseTo(
        expected,
        2,
      );
    }
    const booked = await call('POST', '/v2/vouchers', {
      VoucherDate: '2026-11-20',
      VoucherText: 'Bokförd efteråt',
      Rows: [
        { AccountNumber: 1930, DebitAmount: 10, CreditAmount: 0 },
        { AccountNumber: 2099, DebitAmount: 0, CreditAmount: 10 },
      ],
    });
    expect(booked.NumberAndNumberSeries).toBe(`A${history.years[1]!.vouchers.length + 1}`);
    const before = structuredClone(company.fiscalYears);
    const charts = company.accounts.size;
    expect(() => putHistoryInVisma(company, history)).toThrow(/already has vouchers/);
    expect([company.fiscalYears, company.accounts.size]).toEqual([before, charts]);
    const long = structuredClone(history);
    long.years[0]!.vouchers[0]!.rows[0]!.text = 'x'.repeat(51);
    expect(() => putHistoryInVisma(company, long)).toThrow(/50 characters/);
  });
});
