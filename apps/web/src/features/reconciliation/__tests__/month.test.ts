import { describe, expect, it } from 'vitest';
import { daysOf, isMonth, monthLabel, recentMonths, shiftMonth } from '../utils/month';

describe('report months', () => {
  it('accepts only YYYY-MM, as the API does', () => {
    expect(isMonth('2026-10')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('steps across year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', -24)).toBe('2024-05');
  });

  it('offers the last months newest first', () => {
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('knows every day of the month, leap years included', () => {
    expect(daysOf('2024-02')).toHaveLength(29);
    expect(daysOf('2026-02').at(-1)).toBe('2026-02-28');
    expect(daysOf('2026-10')[0]).toBe('2026-10-01');
  });

  it('names the month in the reader’s language', () => {
    expect(monthLabel('2026-10', 'sv')).toBe('oktober 2026');
    expect(monthLabel('2026-10', 'en')).toBe('October 2026');
  });
});
