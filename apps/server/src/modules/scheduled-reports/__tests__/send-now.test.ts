import { translate } from '@portal/contracts/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetLines } from '../../../db/schema/ledger';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { budgetAnalysis } from '../../budgets/budget-analysis.service';
import { buildStatement } from '../../financial-reports/statements.service';
import { ore } from '../statement-table';
import { runHelpers, workbookOf } from './run-helpers';
import { monthlyBalanceSheet, scheduleWorld } from './schedule-world';

const PREFIX = 'send';
let t: TestApp;
let w: Awaited<ReturnType<typeof scheduleWorld>>;
let h: ReturnType<typeof runHelpers>;

beforeAll(async () => {
  // the clock moves months ahead: sessions outlive it
  t = await createTestApp({ tokenTtlHours: 24 * 1000 });
  t.clock.set(new Date('2021-11-15T10:00:00Z'));
  w = await scheduleWorld(t, PREFIX);
  h = runHelpers(t, w);
});
afterAll(() => t.close());

describe('send now', () => {
  it('makes a workbook whose sheets hold the statements’ figures, and keeps the timetable', async () => {
    t.clock.set(new Date('2021-11-15T10:00:00Z'));
    const s = await h.schedule({
      ...monthlyBalanceSheet,
      name: 'Workbook',
      template: 'custom',
      sections: ['balance_sheet', 'profit_and_loss'],
      format: 'xlsx',
      data_period: 'year_to_date',
      locale: 'en',
    });
    const res = await h.sendNow(s.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'sent',
      file_name: 'Workbook_2021-01-01_2021-11-14.xlsx',
      error: null,
    });
    expect((await h.reread(s.id)).next_run_at).toBe(s.next_run_at);

    const [mail] = await h.mailsAbout('Workbook');
    expect(mail!.subject).toBe('Workbook: send Handel AB, 2021-01-01 – 2021-11-14');
    const [file] = await h.filesOf(mail!.id);
    const book = await workbookOf(file!.content);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Balance sheet',
      'Profit and loss',
    ]);
    const t_ = (key: string, params?: Record<string, string | number>) =>
      translate('en', key, params);
    for (const [sheetName, kind] of [
      ['Balance sheet', 'balance_sheet'],
      ['Profit and loss', 'income_statement'],
    ] as const) {
      const statement = await buildStatement(
        t.ctx.db,
        w.handel.id,
        { kind, from: '2021-01-01', to: '2021-11-14', compare: true },
        t_,
      );
      const sheet = book.getWorksheet(sheetName)!;
      const shown = new Map<string, unknown>();
      sheet.eachRow((row) => shown.set(String(row.getCell(1).value), row.getCell(2).value));
      const lines = statement.rows.filter((r) => r.type !== 'heading' && r.amount !== null);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(shown.get(line.text!)).toBe(ore(line.amount)! / 100);
    }
  });

  it('answers 404 for another firm’s schedule and 403 to the company owner', async () => {
    const s = await h.schedule({ ...monthlyBalanceSheet, name: 'Hemlig' });
    expect((await h.sendNow(s.id, w.keys.other)).statusCode).toBe(404);
    expect((await h.sendNow(s.id, w.keys.owner)).statusCode).toBe(403);
    expect(await h.mailsAbout('Hemlig')).toEqual([]);
  });
});

describe('a budget analysis', () => {
  it('puts every budgeted account with its actual and variance in the workbook', async () => {
    t.clock.set(new Date('2021-11-15T10:00:00Z'));
    const lines = [3041, 3051].flatMap((account) =>
      Array.from({ length: 12 }, (_, i) => ({
        budgetId: w.budget.id,
        account,
        period: i + 1,
        amount: 150_000_00,
      })),
    );
    await t.ctx.db.insert(budgetLines).values(lines);
    const s = await h.schedule({
      ...monthlyBalanceSheet,
      name: 'Budget',
      template: 'budget_analysis',
      budget: w.budget.id,
      format: 'xlsx',
    });
    const res = await h.sendNow(s.id);
    expect(res.json(), res.body).toMatchObject({
      status: 'sent',
      file_name: 'Budget_2021-01-01_2021-12-31.xlsx',
    });
    const [mail] = await h.mailsAbout('Budget');
    const [file] = await h.filesOf(mail!.id);
    const book = await workbookOf(file!.content);
    const sheet = book.getWorksheet('Budget mot utfall')!;
    const analysis = await budgetAnalysis(t.ctx.db, w.handel.id, w.budget.id, 'all', t.clock.now());
    for (const row of analysis.rows.filter((r) => r.kind === 'account')) {
      let found = false;
      sheet.eachRow((line) => {
        if (line.getCell(1).value !== `${row.account} ${row.name}`) return;
        found = true;
        expect(line.getCell(2).value).toBe(ore(row.budget)! / 100);
        expect(line.getCell(3).value).toBe(ore(row.actual)! / 100);
        expect(line.getCell(4).value).toBe(ore(row.variance)! / 100);
      });
      expect(found).toBe(true);
    }
    expect(String(sheet.getCell('A4').value)).toContain('Utfall till och med 2021-10-31');
  });
});
