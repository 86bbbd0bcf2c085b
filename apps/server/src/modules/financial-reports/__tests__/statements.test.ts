import type { LedgerYearData } from '@portal/connectors/model/ledger';
import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { importSie, ledgerWorld, SIE_FILES } from './ledger-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;
const sie = new Map<string, { companyId: number; years: LedgerYearData[] }>();

const ore = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);

async function statement(query: string, key = w.keys.master, lang = 'sv') {
  const res = await call(t.app, { url: `/api/financial-reports/statement/?${query}`, key, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
}

/** Every account of the statement with its amount (and comparison), by number. */
function accountsOf(s: Statement) {
  const amounts = new Map<number, { amount: number; compare: number }>();
  for (const row of s.rows) {
    for (const a of row.accounts) {
      amounts.set(a.account, { amount: ore(a.amount), compare: ore(a.compare) });
    }
  }
  return amounts;
}

const row = (s: Statement, code: string) => s.rows.find((r) => r.code === code)!;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-27T09:00:00Z'));
  w = await ledgerWorld(t, 'fr');
  for (const [i, name] of SIE_FILES.entries()) {
    const companyId = w.clients[i]!.id;
    sie.set(name, { companyId, years: await importSie(t, companyId, name) });
  }
});
afterAll(() => t.close());

describe.each(SIE_FILES)('the statements of %s', (name) => {
  const file = () => sie.get(name)!;
  const yearOf = (index: number) => file().years.find((y) => y.year.ref === String(index))!;

  it('show every balance account at its #UB at the end of the year, to the öre', async () => {
    const { companyId } = file();
    const s = await statement(`company=${companyId}&kind=balance_sheet`);
    const current = yearOf(0);
    // no period given: the latest financial year, all of it since today is past its end
    expect(s.period).toEqual({ from: current.year.start, to: current.year.end });
    expect(s.available).toBe(true);
    const shown = accountsOf(s);
    const closing = current.balances.filter((b) => b.account < 3000 && b.closing !== undefined);
    expect(closing.length).toBeGreaterThan(5);
    for (const b of closing) {
      const sign = b.account < 2000 ? 1 : -1;
      expect(shown.get(b.account)?.amount ?? 0, `account ${b.account}`).toBe(sign * b.closing! + 0);
    }
    // the year's result not yet booked closes the balance sheet
    const result = current.balances.reduce(
      (s, b) => s + (b.account >= 3000 ? (b.result ?? 0) : 0),
      0,
    );
    expect(ore(row(s, 'calculated_result').amount)).toBe(-result);
  });

  it('show every result account at its #RES for the year, and last year beside it', async () => {
    const { companyId } = file();
    const s = await statement(`company=${companyId}&kind=income_statement`);
    const shown = accountsOf(s);
    const results = yearOf(0).balances.filter((b) => b.account >= 3000 && b.result !== undefined);
    expect(results.length).toBeGreaterThan(3);
    for (const b of results) {
      expect(shown.get(b.account)?.amount ?? 0, `account ${b.account}`).toBe(0 - b.result!);
    }
    const previous = yearOf(-1);
    expect(s.compare_period).toEqual({ from: previous.year.start, to: previous.year.end });
    expect(s.compare_available).toBe(true);
    for (const b of previous.balances.filter((x) => x.account >= 3000 && x.result !== undefined)) {
      expect(shown.get(b.account)?.compare ?? 0, `account ${b.account} last year`).toBe(
        0 - b.result!,
      );
    }
    // the year's result is the sum of its lines, and the balance sheet's calculated result
    const sheet = await statement(`company=${companyId}&kind=balance_sheet`);
    const booked = ore(row(s, 'booked_result')?.amount);
    expect(ore(row(s, 'net_result').amount) + booked).toBe(
      ore(row(sheet, 'calculated_result').amount),
    );
  });

  it('compares the balance sheet with the #UB of the year before', async () => {
    const { companyId } = file();
    const s = await statement(`company=${companyId}&kind=balance_sheet`);
    const shown = accountsOf(s);
    for (const b of yearOf(-1).balances.filter(
      (x) => x.account < 3000 && x.closing !== undefined,
    )) {
      const sign = b.account < 2000 ? 1 : -1;
      expect(shown.get(b.account)?.compare ?? 0, `account ${b.account}`).toBe(
        sign * b.closing! + 0,
      );
    }
  });

  it.each(['direct', 'indirect'])(
    'reconciles the %s cash flow to the change in 19xx',
    async (method) => {
      const { companyId } = file();
      const s = await statement(`company=${companyId}&kind=cash_flow&method=${method}`);
      const cash = yearOf(0).balances.filter((b) => b.account >= 1900 && b.account <= 1999);
      const opening = cash.reduce((sum, b) => sum + b.opening, 0);
      const closing = cash.reduce((sum, b) => sum + (b.closing ?? b.opening), 0);
      expect(ore(row(s, 'cash_at_start').amount)).toBe(opening);
      expect(ore(row(s, 'cash_at_end').amount)).toBe(closing);
      const sections = ['operating_total', 'investing_total', 'financing_total'];
      const flows = sections.reduce((sum, code) => sum + ore(row(s, code).amount), 0);
      expect(flows).toBe(closing - opening);
      expect(ore(row(s, 'cash_change').amount)).toBe(closing - opening);
      // each line is the sum of its accounts
      for (const r of s.rows.filter((x) => x.type === 'group' && x.accounts.length)) {
        const sum = r.accounts.reduce((total, a) => total + ore(a.amount), 0);
        if (r.code !== 'depreciation_added_back') expect(sum, r.code).toBe(ore(r.amount));
      }
    },
  );
});

describe('a period the ledger holds only the totals of', () => {
  it('is said to be unknown rather than shown wrong', async () => {
    const { companyId, years } = sie.get(SIE_FILES[0])!;
    const previous = years.find((y) => y.year.ref === '-1')!.year;
    const half = `${previous.start.slice(0, 4)}-06`;
    const s = await statement(
      `company=${companyId}&kind=income_statement&from=${previous.start.slice(0, 7)}&to=${half}`,
    );
    expect(s.available).toBe(false);
    expect(s.notes.map((n) => n.key)).toContain('financials.notes.totals_partial');
    expect(s.rows.every((r) => r.amount === null)).toBe(true);
    expect(s.months).toEqual([]);
    // the next year's first half compares with this one: no comparison, said so
    const next = await statement(`company=${companyId}&kind=balance_sheet&from=2021-01&to=2021-06`);
    expect(next.available).toBe(true);
    expect(next.compare_available).toBe(false);
    expect(next.notes[0]).toMatchObject({
      key: 'financials.notes.compare_totals_partial',
      params: { start: previous.start, end: previous.end },
    });
  });

  it('has no direct cash flow, and says the indirect one works', async () => {
    const { companyId } = sie.get(SIE_FILES[1])!;
    const s = await statement(
      `company=${companyId}&kind=cash_flow&method=direct&from=2010-01&to=2010-12`,
    );
    expect(s.available).toBe(false);
    expect(s.notes[0]!.key).toBe('financials.notes.no_cash_detail');
    const indirect = await statement(
      `company=${companyId}&kind=cash_flow&method=indirect&from=2010-01&to=2010-12`,
    );
    expect(indirect.available).toBe(true);
    expect(indirect.compare_available).toBe(false);
  });
});

describe('who may read a statement', () => {
  it('answers 404 for a company outside the caller’s clients, and 403 to the owner', async () => {
    const url = (company: number) =>
      `/api/financial-reports/statement/?company=${company}&kind=balance_sheet`;
    const outside = await call(t.app, { url: url(w.outside.id), key: w.keys.master });
    expect(outside.statusCode).toBe(404);
    // a partner sees only the client assigned to them
    const partner = await call(t.app, { url: url(w.clients[0]!.id), key: w.keys.partner });
    expect(partner.statusCode).toBe(404);
    const assigned = await call(t.app, { url: url(w.clients[1]!.id), key: w.keys.partner });
    expect(assigned.statusCode).toBe(200);
    const owner = await call(t.app, { url: url(w.clients[0]!.id), key: w.keys.owner });
    expect(owner.statusCode).toBe(403);
    const inhouse = await call(t.app, { url: url(w.outside.id), key: w.keys.inhouse });
    expect(inhouse.statusCode).toBe(409);
    expect(inhouse.json<{ detail: string }>().detail).toBe(
      'Bolagets bokföring har inte lästs in ännu.',
    );
  });

  it('refuses a period it cannot read with a message in the caller’s language', async () => {
    const { companyId } = sie.get(SIE_FILES[1])!;
    const ask = (query: string) =>
      call(t.app, {
        url: `/api/financial-reports/statement/?company=${companyId}&kind=balance_sheet&${query}`,
        key: w.keys.master,
        lang: 'en',
      });
    const outside = await ask('from=2009-01&to=2011-12');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      errors: { from: ['The period must lie within the ledger, 2010-01-01 – 2011-12-31.'] },
    });
    const backwards = await ask('from=2011-06&to=2011-03');
    expect(backwards.json()).toMatchObject({
      errors: { to: ['The period starts (2011-06-01) after it ends (2011-03-31).'] },
    });
    const garbled = await ask('from=2011-13');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json<{ errors: Record<string, string[]> }>().errors.from![0]).toContain(
      'YYYY-MM',
    );
    const kind = await ask('kind=profit');
    expect(kind.statusCode).toBe(400);
  });
});
