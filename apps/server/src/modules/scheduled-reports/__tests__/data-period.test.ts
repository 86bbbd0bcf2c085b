import { describe, expect, it } from 'vitest';
import { fiscalYearOf, reportPeriodOf } from '../data-period';

const day = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});
const calendar = [{ start: '2025-01-01', end: '2025-12-31' }];
/** A financial year from May to April, the ledger holding two of them. */
const broken = [
  { start: '2024-05-01', end: '2025-04-30' },
  { start: '2025-05-01', end: '2026-04-30' },
];

describe('the period a report shows', () => {
  it('last month: the whole month before, across the turn of the year', () => {
    expect(reportPeriodOf('last_month', day('2026-03-01'), calendar)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(reportPeriodOf('last_month', day('2026-01-31'), calendar)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('last quarter: the calendar quarter before', () => {
    expect(reportPeriodOf('last_quarter', day('2026-05-15'), calendar)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(reportPeriodOf('last_quarter', day('2026-02-01'), calendar)).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('year to date: the financial year up to the last whole day', () => {
    expect(reportPeriodOf('year_to_date', day('2025-11-15'), broken)).toEqual({
      from: '2025-05-01',
      to: '2025-11-14',
    });
    // on the first day of a year: the whole year before
    expect(reportPeriodOf('year_to_date', day('2025-05-01'), broken)).toEqual({
      from: '2024-05-01',
      to: '2025-04-30',
    });
  });

  it('last year: the financial year before the one holding the day', () => {
    expect(reportPeriodOf('last_year', day('2025-11-15'), broken)).toEqual({
      from: '2024-05-01',
      to: '2025-04-30',
    });
    expect(reportPeriodOf('last_year', day('2026-01-10'), calendar)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });
});

describe('fiscalYearOf', () => {
  it('continues the ledger’s years for days it has not read yet, either way', () => {
    expect(fiscalYearOf('2027-06-01', broken)).toEqual({ start: '2027-05-01', end: '2028-04-30' });
    expect(fiscalYearOf('2023-01-01', broken)).toEqual({ start: '2022-05-01', end: '2023-04-30' });
  });

  it('is the calendar year without a ledger', () => {
    expect(fiscalYearOf('2026-02-10', [])).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
