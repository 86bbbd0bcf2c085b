import type { ConsolidatedReport } from '@portal/contracts/schemas/consolidated-reports';
import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertCompany } from '../../companies/companies.repository';
import { generateLedger } from '../../financial-reports/__tests__/generated-ledger';
import { importSie, ledgerWorld, writeYears } from '../../financial-reports/__tests__/ledger-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;
let sieClient: number;

const ore = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);

async function report(query: string, key = w.keys.master) {
  const res = await call(t.app, { url: `/api/consolidated-reports/?${query}`, key, lang: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConsolidatedReport>();
}

async function statement(company: number, query: string) {
  const res = await call(t.app, {
    url: `/api/financial-reports/statement/?company=${company}&compare=false&${query}`,
    key: w.keys.master,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Statement>();
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2025-09-20T09:00:00Z'));
  w = await ledgerWorld(t, 'cons');
  await writeYears(t, w.clients[0]!.id, generateLedger(2024, 2, 7));
  await writeYears(t, w.clients[1]!.id, generateLedger(2025, 1, 11));
  // the third client's ledger was never read; a fourth holds only 2021 and 2020's totals
  const sie = await insertCompany(t.ctx.db, {
    name: 'cons Delta AB',
    organizationNumber: 'cons-5',
    accountingFirmId: w.firm.id,
  });
  sieClient = sie.id;
  await importSie(t, sie.id, 'SIE4_Exempelfil_med_underdim.SE');
});
afterAll(() => t.close());

describe('the consolidated income statement', () => {
  it('has a column per client whose ledger holds the period, and their total', async () => {
    const r = await report('kind=income_statement&from=2025-01&to=2025-06');
    expect(r.period).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    expect(r.columns.map((c) => c.id)).toEqual([w.clients[0]!.id, w.clients[1]!.id]);
    const missing = Object.fromEntries(r.clients.map((c) => [c.id, c.missing]));
    expect(missing).toEqual({
      [w.clients[0]!.id]: null,
      [w.clients[1]!.id]: null,
      [w.clients[2]!.id]: 'not_read',
      [sieClient]: 'outside_ledger',
    });
    for (const row of r.rows.filter((x) => x.type !== 'heading')) {
      const sum = row.amounts!.reduce((s, a) => s + ore(a), 0);
      expect(ore(row.total), row.code).toBe(sum);
      for (const a of row.accounts) {
        expect(ore(a.total), `${row.code} ${a.account}`).toBe(
          a.amounts.reduce((s, x) => s + ore(x), 0),
        );
      }
    }
    // each column is the company's own statement
    for (const [i, column] of r.columns.entries()) {
      const own = await statement(column.id, 'kind=income_statement&from=2025-01&to=2025-06');
      for (const ownRow of own.rows.filter((x) => x.type !== 'heading')) {
        const mine = r.rows.find((x) => x.code === ownRow.code);
        expect(ore(mine?.amounts?.[i]), `${column.name} ${ownRow.code}`).toBe(ore(ownRow.amount));
      }
    }
  });

  it('takes only the chosen clients, and tells a period a ledger holds only totals of', async () => {
    const one = await report(
      `kind=income_statement&from=2025-01&to=2025-03&companies=${w.clients[1]!.id}`,
    );
    expect(one.columns.map((c) => c.id)).toEqual([w.clients[1]!.id]);
    expect(one.clients.filter((c) => c.included).map((c) => c.id)).toEqual([w.clients[1]!.id]);
    const old = await report(
      `kind=income_statement&from=2020-01&to=2020-06&companies=${sieClient}`,
    );
    expect(old.columns).toEqual([]);
    expect(old.clients.find((c) => c.id === sieClient)!.missing).toBe('totals_only');
    const whole = await report(
      `kind=income_statement&from=2020-01&to=2020-12&companies=${sieClient}`,
    );
    expect(whole.columns.map((c) => c.id)).toEqual([sieClient]);
  });
});

describe('the consolidated balance sheet', () => {
  it('balances per company and in total at the end of the period', async () => {
    const r = await report('kind=balance_sheet&to=2025-06');
    expect(r.period).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    const assets = r.rows.find((x) => x.code === 'assets_total')!;
    const claims = r.rows.find((x) => x.code === 'equity_and_liabilities_total')!;
    expect(assets.amounts).toEqual(claims.amounts);
    expect(assets.total).toBe(claims.total);
    for (const [i, column] of r.columns.entries()) {
      const own = await statement(column.id, 'kind=balance_sheet&to=2025-06');
      expect(assets.amounts![i]).toBe(own.rows.find((x) => x.code === 'assets_total')!.amount);
    }
  });
});

describe('who sees the consolidated reports', () => {
  it('shows a partner only the clients assigned to them', async () => {
    const r = await report('kind=income_statement&from=2025-01&to=2025-06', w.keys.partner);
    expect(r.clients.map((c) => c.id)).toEqual([w.clients[1]!.id]);
  });

  it('lets in-house staff read them once switched into the firm', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/switch/firm/',
      key: w.keys.inhouse,
      payload: { firm_id: w.firm.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const switched = res.json<{ key: string }>().key;
    const r = await report('kind=balance_sheet&to=2025-06', switched);
    expect(r.clients.map((c) => c.id)).toEqual(
      expect.arrayContaining([...w.clients.map((c) => c.id), sieClient]),
    );
    expect(r.clients.map((c) => c.id)).not.toContain(w.outside.id);
    await call(t.app, { method: 'POST', url: '/api/switch/unswitch/', key: switched });
  });

  it('answers 404 for a company outside the firm, 403 to the owner and unswitched staff', async () => {
    const ask = (query: string, key: string) =>
      call(t.app, { url: `/api/consolidated-reports/?${query}`, key, lang: 'en' });
    const outside = await ask(`kind=balance_sheet&companies=${w.outside.id}`, w.keys.master);
    expect(outside.statusCode).toBe(404);
    expect((await ask('kind=balance_sheet', w.keys.owner)).statusCode).toBe(403);
    expect((await ask('kind=balance_sheet', w.keys.inhouse)).statusCode).toBe(403);
    const month = await ask('kind=balance_sheet&to=2025-13', w.keys.master);
    expect(month.json()).toMatchObject({
      errors: { to: ['Give the month as YYYY-MM, not “2025-13”.'] },
    });
    const list = await ask('kind=balance_sheet&companies=1;2', w.keys.master);
    expect(list.statusCode).toBe(400);
  });
});

describe('a firm with hundreds of clients', () => {
  it('is read in one grouped query, quickly', async () => {
    const db = t.ctx.db;
    await db.execute(sql`
      insert into companies (name, organization_number, accounting_firm_id)
      select 'cons Bulk ' || lpad(g::text, 3, '0'), 'bulk-' || g, ${w.firm.id}
      from generate_series(1, 300) g`);
    const bulk = sql`(select id from companies where name like 'cons Bulk %')`;
    await db.execute(sql`
      insert into ledger_years (company_id, start, "end", source_ref, detail)
      select id, '2025-01-01', '2025-12-31', '0', 'vouchers' from ${bulk} c`);
    // each company sells 1,000.00 kr a month on 3001 and books it to 1930
    await db.execute(sql`
      insert into ledger_month_totals (company_id, month, account, debit, credit, count)
      select c.id, m, a.account, case when a.account = 1930 then 100000 else 0 end,
        case when a.account = 3001 then 100000 else 0 end, 1
      from ${bulk} c,
        generate_series('2025-01-01'::date, '2025-06-01'::date, interval '1 month') m,
        (values (1930), (3001)) a(account)`);
    const started = Date.now();
    const r = await report('kind=income_statement&from=2025-01&to=2025-06');
    const elapsed = Date.now() - started;
    expect(r.columns).toHaveLength(302);
    const sales = r.rows.find((x) => x.code === 'net_sales')!;
    expect(ore(sales.total)).toBe(
      300 * 6 * 100000 + sales.amounts!.slice(0, 2).reduce((s, a) => s + ore(a), 0),
    );
    expect(elapsed).toBeLessThan(5000);
  });
});
