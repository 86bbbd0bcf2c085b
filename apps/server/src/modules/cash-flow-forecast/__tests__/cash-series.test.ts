import { describe, expect, it } from 'vitest';
import { cashMonths } from '../cash-series';

const total = (month: string, debit: number, credit: number) => ({
  month: `${month}-01`,
  debit,
  credit,
});

describe('the cash months', () => {
  it('start over after a year known only by its totals, from that year’s opening balance', () => {
    const years = [
      { start: '2023-01-01', end: '2023-12-31', detail: 'vouchers' },
      { start: '2024-01-01', end: '2024-12-31', detail: 'totals' },
      { start: '2025-01-01', end: '2025-12-31', detail: 'vouchers' },
    ];
    const totals = [
      total('2023-05', 100, 0),
      total('2024-12', 9_999, 0),
      total('2025-01', 300, 100),
      total('2025-03', 0, 50),
    ];
    const { months, opening } = cashMonths(
      years,
      totals,
      new Map([['2025-01-01', 1_000]]),
      '2025-06-10',
    );
    expect(opening).toBe(1_000);
    // May 2025 is over but has nothing booked yet: the run ends in March; February was quiet
    expect(months).toEqual([
      { month: '2025-01', inflow: 300, outflow: 100, net: 200, balance: 1_200 },
      { month: '2025-02', inflow: 0, outflow: 0, net: 0, balance: 1_200 },
      { month: '2025-03', inflow: 0, outflow: 50, net: -50, balance: 1_150 },
    ]);
  });

  it('joins years that follow each other and stops at the month before today', () => {
    const years = [
      { start: '2024-07-01', end: '2025-06-30', detail: 'vouchers' },
      { start: '2025-07-01', end: '2026-06-30', detail: 'vouchers' },
    ];
    const totals = ['2024-07', '2025-06', '2025-07', '2025-08', '2025-09'].map((m) =>
      total(m, 10, 0),
    );
    const { months } = cashMonths(years, totals, new Map(), '2025-09-30');
    expect(months[0]!.month).toBe('2024-07');
    expect(months.at(-1)!).toMatchObject({ month: '2025-08', balance: 40 });
    expect(months).toHaveLength(14);
  });
});
