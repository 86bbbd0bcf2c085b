import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { ledgerYear, planningWorld, writeYears, type MonthRows } from './planning-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof planningWorld>>;

interface Grid {
  periods: number;
  lines: { account: number; name: string; amounts: (string | null)[] }[];
}

const kr = (n: number) => n * 100;
/** A month of 2025: sales 100 000 kr, rent 20 000 kr, office supplies 1 000 kr. */
const usual: MonthRows = [
  [3010, -kr(100_000)],
  [5010, kr(20_000)],
  [6110, kr(1_000)],
];
const months2025 = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [`2025-${String(i + 1).padStart(2, '0')}`, usual]),
);

const url = (path: string, company = w.client.id) =>
  `/api/budgets/${path}${path.includes('?') ? '&' : '?'}company=${company}`;
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  { key = w.keys.master, lang = 'sv', company = w.client.id } = {},
) => call(t.app, { method, url: url(path, company), key, lang, payload });

async function createBudget(body: object) {
  const res = await send('POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; periods: number; start: string }>();
}

const upload = (id: number, name: string, data: Buffer, lang = 'sv') =>
  call(t.app, {
    method: 'POST',
    url: url(`${id}/import/`),
    key: w.keys.master,
    lang,
    ...multipart({}, { field: 'file', filename: name, contentType: 'text/csv', data }),
  });

const grid = async (id: number) => (await send('GET', `${id}/lines/`)).json<Grid>();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-04-15T10:00:00Z'));
  w = await planningWorld(t, 'bud');
  await writeYears(t, w.client.id, [
    ledgerYear('2025-01-01', '2025-12-31', months2025, kr(50_000)),
    ledgerYear('2026-01-01', '2026-12-31', {
      '2026-01': [
        [3010, -kr(105_000)],
        [5010, kr(20_000)],
        [6110, kr(1_000)],
      ],
      '2026-02': [
        [3010, -kr(85_000)],
        [5010, kr(20_000)],
        [6110, kr(3_000)],
      ],
      '2026-03': [
        [3010, -kr(101_000)],
        [5010, kr(20_000)],
        [6110, kr(1_000)],
      ],
      // April has begun but is not over: its actuals are not shown yet
      '2026-04': [[3010, -kr(400_000)]],
    }),
  ]);
});
afterAll(() => t.close());

describe('budgets', () => {
  it('are created, listed, changed and deleted with SPEC §5 validation', async () => {
    const bad = await send('POST', '', { name: ' ', year: 1999, type: 'weekly' });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors.name![0]).toMatch(/obligatoriskt/);
    expect(errors.year![0]).toMatch(/2000/);
    expect(Object.keys(errors)).toContain('type');

    const budget = await createBudget({
      name: 'Plan 2026',
      year: 2026,
      type: 'monthly',
      description: 'Första',
    });
    expect(budget).toMatchObject({ periods: 12, start: '2026-01-01' });
    const list = await send('GET', '?year=2026');
    expect(list.json<{ results: { id: number }[] }>().results.map((b) => b.id)).toContain(
      budget.id,
    );

    const patched = await send('PATCH', `${budget.id}/`, { name: 'Plan 2026 B' });
    expect(patched.json()).toMatchObject({ name: 'Plan 2026 B', description: 'Första' });
    expect((await send('DELETE', `${budget.id}/`)).statusCode).toBe(204);
    expect((await send('GET', `${budget.id}/`)).statusCode).toBe(404);
  });

  it('answer 404 for another company and 403 for the owner', async () => {
    const budget = await createBudget({ name: 'Hemlig', year: 2026, type: 'annual' });
    // another firm's accountant: the company is not theirs
    const other = { key: w.keys.other };
    expect((await send('GET', '', undefined, other)).statusCode).toBe(404);
    expect((await send('GET', `${budget.id}/analysis/`, undefined, other)).statusCode).toBe(404);
    // staff who see every company, asking with a company the budget is not of
    const wrong = { key: w.keys.inhouse, company: w.outside.id };
    expect((await send('GET', `${budget.id}/`, undefined, wrong)).statusCode).toBe(404);
    expect((await send('PUT', `${budget.id}/lines/`, { lines: [] }, wrong)).statusCode).toBe(404);
    expect(
      (await send('GET', `${budget.id}/`, undefined, { key: w.keys.inhouse })).statusCode,
    ).toBe(200);
    // the company's owner holds no financial-reports permission (ADR 036)
    const owner = { key: w.keys.owner };
    expect((await send('GET', '', undefined, owner)).statusCode).toBe(403);
    expect((await send('GET', `${budget.id}/analysis/`, undefined, owner)).statusCode).toBe(403);
  });

  it('keep the grid as entered and refuse a bad cell by its row, changing nothing', async () => {
    const budget = await createBudget({ name: 'Grid', year: 2026, type: 'quarterly' });
    const ok = await send('PUT', `${budget.id}/lines/`, {
      lines: [
        { account: 3010, amounts: ['300000', '1 250,50', null, ''] },
        { account: 5010, amounts: ['60000', '60000', '60000', '60000'] },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Grid>().lines).toEqual([
      { account: 3010, name: 'Försäljning varor', amounts: ['300000.00', '1250.50', null, null] },
      {
        account: 5010,
        name: 'Lokalhyra',
        amounts: ['60000.00', '60000.00', '60000.00', '60000.00'],
      },
    ]);
    const bad = await send(
      'PUT',
      `${budget.id}/lines/`,
      {
        lines: [
          { account: 3010, amounts: ['1'] },
          { account: 6110, amounts: ['5', '12a'] },
        ],
      },
      { lang: 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toBe(
      'Row 2, period 2: “12a” is not an amount in kronor (for example 12500 or 12 500.50).',
    );
    const balance = await send('PUT', `${budget.id}/lines/`, {
      lines: [{ account: 1930, amounts: ['1'] }],
    });
    expect(balance.json<{ detail: string }>().detail).toBe(
      'Rad 1: ”1930” är inget resultatkonto (3000–8999).',
    );
    expect((await grid(budget.id)).lines).toHaveLength(2);
    // the type is fixed while there are figures
    const retype = await send('PATCH', `${budget.id}/`, { type: 'monthly' });
    expect(retype.statusCode).toBe(409);
  });

  it('import a CSV file, or refuse it whole with the bad row’s number in the caller’s language', async () => {
    const budget = await createBudget({ name: 'Import', year: 2026, type: 'quarterly' });
    const good =
      'Konto;K1;K2;K3;K4\r\n3010;300 000;300000;300000,50;300000\r\n\r\n5010 Lokalhyra;60000;60000;60000;60000\r\n';
    const res = await upload(budget.id, 'budget.csv', Buffer.from(`\uFEFF${good}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Grid>().lines.map((l) => [l.account, l.amounts[2]])).toEqual([
      [3010, '300000.50'],
      [5010, '60000.00'],
    ]);

    const bad = 'konto;k1;k2;k3;k4\n6110;100;100;100;100\n4010;1;zwei;3;4\n';
    for (const [lang, text] of [
      ['sv', 'Rad 3, period 2: ”zwei” är inget belopp i kronor'],
      ['en', 'Row 3, period 2: “zwei” is not an amount in kronor'],
    ] as const) {
      const refused = await upload(budget.id, 'bad.csv', Buffer.from(bad), lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain(text);
    }
    const extra = await upload(budget.id, 'wide.csv', Buffer.from('3010;1;2;3;4;5\n'));
    expect(extra.json<{ detail: string }>().detail).toBe(
      'Rad 1 har fler belopp än budgetens 4 perioder.',
    );
    const twice = await upload(budget.id, 'twice.csv', Buffer.from('3010;1\n3040;2\n3010;3\n'));
    expect(twice.json<{ detail: string }>().detail).toBe('Rad 3: konto 3010 finns redan på rad 1.');
    const noFile = await send('POST', `${budget.id}/import/`, {});
    expect(noFile.json<{ errors: Record<string, string[]> }>().errors.file).toEqual([
      'Välj en fil att importera.',
    ]);
    const tooLarge = await upload(budget.id, 'big.csv', Buffer.alloc(2 * 1024 * 1024 + 1, 48));
    expect(tooLarge.statusCode).toBe(413);
    // nothing of the refused files was kept
    expect((await grid(budget.id)).lines.map((l) => l.account)).toEqual([3010, 5010]);
  });

  it('import the first sheet of an Excel workbook', async () => {
    const budget = await createBudget({ name: 'Excel', year: 2026, type: 'annual' });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Budget');
    sheet.addRow(['Konto', 'Helår']);
    sheet.addRow([3010, 1_200_000]);
    sheet.addRow(['7010', 456_789.5]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(budget.id, 'budget.xlsx', data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Grid>().lines.map((l) => [l.account, l.amounts])).toEqual([
      [3010, ['1200000.00']],
      [7010, ['456789.50']],
    ]);
  });

  it('start from last year’s actuals changed by a percentage', async () => {
    const budget = await createBudget({ name: 'Från utfall', year: 2026, type: 'quarterly' });
    const res = await send('POST', `${budget.id}/from-actuals/`, { percent: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Grid & { spread_evenly: boolean }>()).toMatchObject({
      spread_evenly: false,
      lines: [
        { account: 3010, amounts: ['330000.00', '330000.00', '330000.00', '330000.00'] },
        { account: 5010, amounts: ['66000.00', '66000.00', '66000.00', '66000.00'] },
        { account: 6110, amounts: ['3300.00', '3300.00', '3300.00', '3300.00'] },
      ],
    });
    const none = await createBudget({ name: 'Inget utfall', year: 2025, type: 'annual' });
    const refused = await send('POST', `${none.id}/from-actuals/`, { percent: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'Bokföringen har inget utfall för 2024 att utgå från.',
    );
  });
});
