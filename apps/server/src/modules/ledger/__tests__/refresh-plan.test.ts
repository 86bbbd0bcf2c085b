import { describe, expect, it } from 'vitest';
import { refreshPlan } from '../ledger-refresh.job';

const year = (y: number) => ({ start: `${y}-01-01`, end: `${y}-12-31`, ref: String(y) });
const years = [year(2023), year(2024), year(2025), year(2026)];

describe('which years a refresh reads', () => {
  it('reads every year the first time, whole', () => {
    expect(refreshPlan(years, new Set(), undefined)).toEqual(years.map((y) => ({ year: y })));
  });

  it('after that, skips stored years closed half a year before the last read', () => {
    const stored = new Set(['2023-01-01', '2024-01-01', '2025-01-01']);
    const since = '2026-03-10T08:00:00.000Z';
    // 2025 ended in December: entries for it are still booked in March, so it is read again
    expect(refreshPlan(years, stored, since)).toEqual([
      { year: year(2025), since },
      { year: year(2026) },
    ]);
    const later = '2026-07-02T08:00:00.000Z';
    expect(refreshPlan(years, stored, later).map((p) => p.year.start)).toEqual(['2026-01-01']);
  });

  it('reads a year it does not hold whole, however old', () => {
    const plan = refreshPlan(years, new Set(['2025-01-01']), '2026-09-01T00:00:00.000Z');
    expect(plan).toEqual([{ year: year(2023) }, { year: year(2024) }, { year: year(2026) }]);
  });
});
