import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { generateLedger, movedBetween } from './generated-ledger';
import { ledgerWorld, writeYears } from './ledger-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;
const years = generateLedger(2024, 2);
let companyId: number;

const ore = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);
const row = (s: Statement, code: string) => s.rows.find((r) => r.code === code)!;

async function statement(query: string) {
  const res = await call(t.app, {
    url: `/api/financial-reports/statement/?company=${companyId}&${query}`,
    key: w.keys.master,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
}

function accountsOf(s: Statement, pick: 'amount' | 'compare' = 'amount') {
  const amounts = new Map<number, number>();
  for (const r of s.rows) for (const a of r.accounts) amounts.set(a.account, ore(a[pick]));
  return amounts;
}

/** The balance of every balance account at the end of `date`, from the generated vouchers. */
function balancesAt(date: string) {
  const year = years.find((y) => y.year.start <= date && date <= y.year.end)!;
  const balances = new Map(year.balances.map((b) => [b.account, b.opening]));
  for (const [account, amount] of movedBetween(years, year.year.start, date)) {
    balances.set(account, (balances.get(account) ?? 0) + amount);
  }
  return new Map([...balances].filter(([account]) => account < 3000));
}

const cashOf = (sums: Map<number, number>) =>
  [...sums].filter(([a]) => a >= 1900 && a <= 1999).reduce((s, [, v]) => s + v, 0);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2025-09-20T09:00:00Z'));
  w = await ledgerWorld(t, 'gen');
  companyId = w.clients[2]!.id;
  await writeYears(t, companyId, years);
});
afterAll(() => t.close());

const PERIODS = [
  ['2025-01', '2025-12'],
  ['2025-03-10', '2025-08-17'],
  ['2024-11-05', '2025-02-20'],
  ['2025-06-03', '2025-06-29'],
  ['2024-02', '2025-07'],
] as const;

describe('statements of a generated ledger', () => {
  it('default to this financial year until today', async () => {
    const s = await statement('kind=income_statement');
    expect(s.period).toEqual({ from: '2025-01-01', to: '2025-09-20' });
    expect(s.compare_period).toEqual({ from: '2024-01-01', to: '2024-09-20' });
  });

  it.each(PERIODS)(
    'sum the result accounts of %s – %s, and a year earlier beside',
    async (from, to) => {
      const s = await statement(`kind=income_statement&from=${from}&to=${to}`);
      const shown = accountsOf(s);
      const moved = movedBetween(years, s.period.from, s.period.to);
      for (const [account, amount] of moved) {
        if (account >= 3000) expect(shown.get(account) ?? 0, `account ${account}`).toBe(-amount);
      }
      const result = [...moved].filter(([a]) => a >= 3000).reduce((sum, [, v]) => sum + v, 0);
      expect(ore(row(s, 'net_result').amount)).toBe(-result);
      if (s.compare_available) {
        const before = movedBetween(years, s.compare_period!.from, s.compare_period!.to);
        const compared = accountsOf(s, 'compare');
        for (const [account, amount] of before) {
          if (account >= 3000)
            expect(compared.get(account) ?? 0, `account ${account}`).toBe(-amount);
        }
      }
    },
  );

  it.each(PERIODS)('balance at the end of %s – %s and add up', async (from, to) => {
    const s = await statement(`kind=balance_sheet&from=${from}&to=${to}`);
    const shown = accountsOf(s);
    for (const [account, balance] of balancesAt(s.period.to)) {
      expect(shown.get(account) ?? 0, `account ${account}`).toBe(
        (account < 2000 ? balance : -balance) + 0,
      );
    }
    expect(row(s, 'assets_total').amount).toBe(row(s, 'equity_and_liabilities_total').amount);
    // only a comparison before the ledger began is worth a note
    const notes = s.notes.map((n) => n.key);
    expect(notes).toEqual(s.compare_available ? [] : ['financials.notes.compare_outside']);
  });

  it.each(
    PERIODS.flatMap(([from, to]) => [
      ['direct', from, to],
      ['indirect', from, to],
    ]),
  )('reconcile the %s cash flow of %s – %s to the change in cash', async (method, from, to) => {
    const s = await statement(`kind=cash_flow&method=${method}&from=${from}&to=${to}`);
    const change = cashOf(movedBetween(years, s.period.from, s.period.to));
    const sections = ['operating_total', 'investing_total', 'financing_total'];
    expect(sections.reduce((sum, code) => sum + ore(row(s, code).amount), 0)).toBe(change);
    expect(ore(row(s, 'cash_change').amount)).toBe(change);
    const startDay = new Date(`${s.period.from}T00:00:00Z`);
    startDay.setUTCDate(startDay.getUTCDate() - 1);
    const before = startDay.toISOString().slice(0, 10);
    const start = before < '2024-01-01' ? 50_000_00 : cashOf(balancesAt(before));
    expect(ore(row(s, 'cash_at_start').amount)).toBe(start);
    expect(ore(row(s, 'cash_at_end').amount)).toBe(cashOf(balancesAt(s.period.to)));
    if (s.compare_available) {
      const compareChange = cashOf(
        movedBetween(years, s.compare_period!.from, s.compare_period!.to),
      );
      expect(ore(row(s, 'cash_change').compare)).toBe(compareChange);
    }
  });

  it('shows each month’s result and the cash at its end', async () => {
    const s = await statement('kind=income_statement&from=2025-03-10&to=2025-06-29');
    expect(s.months.map((m) => m.month)).toEqual(['2025-03', '2025-04', '2025-05', '2025-06']);
    const april = movedBetween(years, '2025-04-01', '2025-04-30');
    const result = [...april].filter(([a]) => a >= 3000).reduce((sum, [, v]) => sum + v, 0);
    expect(ore(s.months[1]!.result)).toBe(-result);
    expect(ore(s.months[3]!.cash)).toBe(cashOf(balancesAt('2025-06-29')));
    expect(ore(s.months[0]!.cash)).toBe(cashOf(balancesAt('2025-03-31')));
  });

  it('words its lines when built with a translator, as the scheduled reports use it', async () => {
    const { buildStatement } = await import('../statements.service');
    const { translate } = await import('@portal/contracts/i18n/resources');
    const s = await buildStatement(
      t.ctx.db,
      companyId,
      { kind: 'balance_sheet', to: '2025-06', compare: false },
      (key, params) => translate('en', key, params),
    );
    expect(s.period).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    expect(s.compare_period).toBeNull();
    expect(row(s, 'cash_and_bank').text).toBe('Cash and bank');
    expect(row(s, 'calculated_result').text).toBe('Result not yet booked');
    expect(row(s, 'cash_and_bank').accounts.map((a) => a.name)).toEqual(['Kassa', 'Företagskonto']);
  });
});
