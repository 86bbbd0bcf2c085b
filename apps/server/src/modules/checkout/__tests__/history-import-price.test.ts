import { describe, expect, it } from 'vitest';
import { addMonths, freeFrom, historyImportPrice, importMonths } from '../history-import-price';

describe('history import months (SPEC §9: free for 7 days back)', () => {
  const today = '2026-11-21';

  it('is free inside the week and charges every month started before it', () => {
    expect(freeFrom(today)).toBe('2026-11-14');
    expect(importMonths('2026-11-21', today)).toBe(0);
    expect(importMonths('2026-11-14', today)).toBe(0);
    expect(importMonths('2026-11-13', today)).toBe(1);
    expect(importMonths('2026-10-22', today)).toBe(1); // 30 days back
    expect(importMonths('2026-10-14', today)).toBe(1); // exactly one month before the free week
    expect(importMonths('2026-10-13', today)).toBe(2); // a month and a day
    expect(importMonths('2025-11-14', today)).toBe(12);
    expect(importMonths('2025-11-13', today)).toBe(13);
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('0005-03-31', 1)).toBe('0005-04-30');
  });

  it('prices months × the monthly price + 25 % VAT, in öre', () => {
    expect(historyImportPrice(1, 29_900)).toEqual({
      months: 1,
      net: 29_900,
      vat: 7_475,
      total: 37_375,
    });
    expect(historyImportPrice(3, 19_950)).toEqual({
      months: 3,
      net: 59_850,
      vat: 14_963,
      total: 74_813,
    });
  });
});
