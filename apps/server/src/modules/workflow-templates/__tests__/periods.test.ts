import {
  addDays,
  addMonths,
  isPeriodStart,
  nextPeriodStart,
  periodLabel,
  projectNameFor,
} from '@portal/contracts/schemas/workflow-templates';
import { describe, expect, it } from 'vitest';

describe('the day arithmetic recurrences and templates plan by', () => {
  it('adds days across month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    // century years are leap years only every 400 years
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2028-01-01', 365)).toBe('2028-12-31');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    // the spring clock change in Sweden moves no day
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-04-01', -14)).toBe('2026-03-18');
  });

  it('advances monthly and quarterly periods and names them', () => {
    expect(nextPeriodStart('2026-12-01', 'monthly')).toBe('2027-01-01');
    expect(nextPeriodStart('2028-01-01', 'monthly')).toBe('2028-02-01');
    expect(nextPeriodStart('2026-10-01', 'quarterly')).toBe('2027-01-01');
    expect(addMonths('2027-01-01', -12)).toBe('2026-01-01');
    expect(periodLabel('2026-12-01', 'monthly')).toBe('2026-12');
    expect(['01', '04', '07', '10'].map((m) => periodLabel(`2027-${m}-01`, 'quarterly'))).toEqual([
      '2027-Q1',
      '2027-Q2',
      '2027-Q3',
      '2027-Q4',
    ]);
  });

  it('knows a period start when it sees one', () => {
    expect(isPeriodStart('2027-02-01', 'monthly')).toBe(true);
    expect(isPeriodStart('2027-02-02', 'monthly')).toBe(false);
    expect(isPeriodStart('2027-02-01', 'quarterly')).toBe(false);
    expect(isPeriodStart('2027-10-01', 'quarterly')).toBe(true);
    expect(isPeriodStart('2027-13-01', 'monthly')).toBe(false);
  });

  it('names a project by template, period and client', () => {
    expect(projectNameFor('Månadsbokslut', '2026-12', 'Norrsken Handel AB')).toBe(
      'Månadsbokslut 2026-12 – Norrsken Handel AB',
    );
    expect(projectNameFor('Internt', '2027-Q1', null)).toBe('Internt 2027-Q1');
  });
});
