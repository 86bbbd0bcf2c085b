import type { BudgetAnalysis } from '@portal/contracts/schemas/budgets';
import type { Statement } from '@portal/contracts/schemas/financial-reports';
import { describe, expect, it } from 'vitest';
import { budgetTable } from '../budget-table';
import { reportFileName } from '../report-mail';
import { statementTable } from '../statement-table';

const statement: Statement = {
  company: { id: 1, name: 'Norrsken Handel AB' },
  kind: 'balance_sheet',
  method: null,
  period: { from: '2026-10-01', to: '2026-10-31' },
  compare_period: { from: '2025-10-01', to: '2025-10-31' },
  available: true,
  compare_available: true,
  rows: [
    {
      type: 'heading',
      code: 'assets',
      label: 'financials.bas.assets',
      text: 'Tillgångar',
      level: 0,
      amount: null,
      compare: null,
      accounts: [],
    },
    {
      type: 'group',
      code: 'cash_and_bank',
      label: 'financials.bas.cash_and_bank',
      text: 'Kassa och bank',
      level: 1,
      amount: '12345.67',
      compare: '-10.00',
      accounts: [{ account: 1930, name: 'Företagskonto', amount: '12345.67', compare: '-10.00' }],
    },
    {
      type: 'sum',
      code: 'total_assets',
      label: 'financials.bas.total_assets',
      text: 'Summa tillgångar',
      level: 0,
      amount: '12345.67',
      compare: null,
      accounts: [],
    },
  ],
  notes: [{ key: 'financials.notes.totals', params: {}, text: 'Året 2025 finns bara som summor.' }],
  months: [],
  years: [],
};

describe('statementTable', () => {
  it('shows lines with their accounts beneath, the period beside a year earlier, in öre', () => {
    const table = statementTable(statement, 'Balansräkning', 'sv');
    expect(table.columns.map((c) => c.header)).toEqual([
      'Post',
      '2026-10-01 – 2026-10-31',
      '2025-10-01 – 2025-10-31',
    ]);
    expect(table.note).toBe('Året 2025 finns bara som summor.');
    expect(table.rows).toEqual([
      { cells: ['Tillgångar'], style: 'heading', indent: 0 },
      { cells: ['Kassa och bank', 1_234_567, -1_000], style: 'normal', indent: 1 },
      { cells: ['1930 Företagskonto', 1_234_567, -1_000], indent: 2 },
      { cells: ['Summa tillgångar', 1_234_567, null], style: 'total', indent: 0 },
    ]);
  });

  it('leaves out the comparison when the ledger does not reach a year back', () => {
    const table = statementTable({ ...statement, compare_available: false }, 'Balance sheet', 'en');
    expect(table.columns.map((c) => c.header)).toEqual(['Item', '2026-10-01 – 2026-10-31']);
    expect(table.rows[1]!.cells).toEqual(['Kassa och bank', 1_234_567]);
  });
});

describe('budgetTable', () => {
  const analysis = {
    budget: { name: 'Budget 2026', year: 2026, start: '2026-01-01', end: '2026-12-31' },
    periods: [
      { period: 1, start: '2026-01-01', end: '2026-03-31', elapsed: true },
      { period: 2, start: '2026-04-01', end: '2026-06-30', elapsed: false },
    ],
    actual_detail: 'vouchers',
    rows: [
      {
        kind: 'group',
        account: 3000,
        group: '30',
        name: 'Nettoomsättning',
        budget: '1000.00',
        actual: '250.00',
        variance: '-50.00',
        variance_percent: '-16.7',
        projection: '950.00',
      },
      {
        kind: 'account',
        account: 3001,
        group: '30',
        name: 'Försäljning 25 %',
        budget: '1000.00',
        actual: '250.00',
        variance: '-50.00',
        variance_percent: '-16.7',
        projection: '950.00',
      },
    ],
    accuracy: { items: 4, within: 3, percent: '75.0', flagged: 1 },
    result: { budget: '400.00', actual: '90.00', projection: '380.00' },
  } as unknown as BudgetAnalysis;

  it('lists groups and accounts with budget, actual, variance and projection, then the result', () => {
    const table = budgetTable(analysis, 'Budget mot utfall', 'sv');
    expect(table.columns.map((c) => c.kind)).toEqual([
      'text',
      'amount',
      'amount',
      'amount',
      'percent',
      'amount',
    ]);
    expect(table.rows).toEqual([
      {
        cells: ['Nettoomsättning', 100_000, 25_000, -5_000, -16.7, 95_000],
        style: 'subtotal',
        indent: 0,
      },
      {
        cells: ['3001 Försäljning 25 %', 100_000, 25_000, -5_000, -16.7, 95_000],
        style: 'normal',
        indent: 1,
      },
      { cells: ['Resultat', 40_000, 9_000, null, null, 38_000], style: 'total' },
    ]);
    expect(table.note).toContain('Budget Budget 2026 för 2026 (2026-01-01 – 2026-12-31).');
    expect(table.note).toContain('Utfall till och med 2026-03-31');
    expect(table.note).toContain('Träffsäkerhet 75,0\u00a0% (3 av 4 poster inom 10 %).');
  });
});

describe('reportFileName', () => {
  it('names the file by the schedule and the period, without characters file systems refuse', () => {
    expect(reportFileName('Rapport: Q3/Q4 "slut"', '2026-07-01 – 2026-12-31', 'xlsx')).toBe(
      'Rapport Q3 Q4 slut_2026-07-01_2026-12-31.xlsx',
    );
  });
});
