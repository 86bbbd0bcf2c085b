import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  incomeTaxDueDate,
  isWorkingDay,
  nextWorkingDay,
  vatDueDate,
} from '../due-dates';
import { expectedReturns, missingPeriods, vatPeriods } from '../periods';
import { fiscalYearOf, fiscalYearRange } from '../fiscal-year';

describe('Swedish due dates (ADR 034)', () => {
  it('knows Easter, so Good Friday and Easter Monday are not working days', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-05-14')).toBe(false); // Ascension Day
    expect(isWorkingDay('2026-06-19')).toBe(false); // Midsummer Eve
    expect(isWorkingDay('2026-06-18')).toBe(true);
  });

  it('moves a deadline on a weekend or holiday to the next working day', () => {
    expect(nextWorkingDay('2026-09-12')).toBe('2026-09-14'); // Saturday → Monday
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28'); // Christmas Eve, Day, Boxing Day, Sunday
    expect(nextWorkingDay('2026-11-12')).toBe('2026-11-12');
  });

  it('dues a month or quarter the 12th of the second month after, the 17th in January and August', () => {
    expect(vatDueDate('2026-03-31', 'quarterly')).toBe('2026-05-12');
    expect(vatDueDate('2026-06-30', 'quarterly')).toBe('2026-08-17');
    expect(vatDueDate('2026-09-30', 'quarterly')).toBe('2026-11-12');
    // Q4: 12 February 2027 is a Friday
    expect(vatDueDate('2026-12-31', 'quarterly')).toBe('2027-02-12');
    expect(vatDueDate('2026-11-30', 'monthly')).toBe('2027-01-18'); // the 17th is a Sunday
    expect(vatDueDate('2026-10-31', 'monthly')).toBe('2026-12-14'); // the 12th is a Saturday
    expect(vatDueDate('2026-06-30', 'monthly')).toBe('2026-08-17');
  });

  it('dues a yearly VAT return the 26th of the second month after the fiscal year', () => {
    expect(vatDueDate('2025-12-31', 'yearly')).toBe('2026-02-26');
    expect(vatDueDate('2026-06-30', 'yearly')).toBe('2026-08-26');
    expect(vatDueDate('2026-12-31', 'yearly')).toBe('2027-02-26');
  });

  it('dues the income tax return by the month the fiscal year ends (e-filed)', () => {
    expect(incomeTaxDueDate('2025-12-31')).toBe('2026-08-03'); // 1 August 2026 is a Saturday
    expect(incomeTaxDueDate('2024-12-31')).toBe('2025-08-01');
    expect(incomeTaxDueDate('2026-04-30')).toBe('2026-12-15');
    expect(incomeTaxDueDate('2026-06-30')).toBe('2027-01-15');
    expect(incomeTaxDueDate('2026-08-31')).toBe('2027-04-01');
    // 1 April 2024 was Easter Monday
    expect(incomeTaxDueDate('2023-08-31')).toBe('2024-04-02');
  });
});

describe('periods of a client', () => {
  it('names a broken fiscal year by the year it ends in', () => {
    expect(fiscalYearRange(2026, 6)).toEqual({
      start: '2025-07-01',
      end: '2026-07-01',
      last: '2026-06-30',
    });
    expect(fiscalYearRange(2026, 12)).toEqual({
      start: '2026-01-01',
      end: '2027-01-01',
      last: '2026-12-31',
    });
    expect(fiscalYearOf('2026-11-27', 6)).toBe(2027);
    expect(fiscalYearOf('2026-11-27', 12)).toBe(2026);
  });

  it('makes months, quarters or fiscal years, and the income tax returns', () => {
    const monthly = vatPeriods({ vatFrequency: 'monthly', fiscalYearEndMonth: 12 }, [2026]);
    expect(monthly).toHaveLength(12);
    expect(monthly[1]).toMatchObject({ periodStart: '2026-02-01', periodEnd: '2026-02-28' });
    const all = expectedReturns({ vatFrequency: 'quarterly', fiscalYearEndMonth: 6 }, [2025, 2026]);
    expect(all.filter((p) => p.kind === 'vat')).toHaveLength(8);
    expect(all.filter((p) => p.kind === 'income')).toEqual([
      { kind: 'income', periodStart: '2024-07-01', periodEnd: '2025-06-30', dueDate: '2026-01-15' },
      { kind: 'income', periodStart: '2025-07-01', periodEnd: '2026-06-30', dueDate: '2027-01-15' },
    ]);
  });

  it('does not make a period again that a kept return of another frequency covers', () => {
    const monthly = vatPeriods({ vatFrequency: 'monthly', fiscalYearEndMonth: 12 }, [2026]);
    const keptQuarter = { kind: 'vat', periodStart: '2026-01-01', periodEnd: '2026-03-31' };
    const missing = missingPeriods(monthly, [keptQuarter]);
    expect(missing).toHaveLength(9);
    expect(missing[0]!.periodStart).toBe('2026-04-01');
  });
});
