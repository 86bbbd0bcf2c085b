import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../next-run';
import { LAST_DAY_OF_MONTH, nextRunAfter } from '../next-run';

const at = (iso: string) => new Date(iso);
const next = (r: Partial<Recurrence>, after: string) =>
  nextRunAfter(
    { frequency: 'daily', time: '07:00', dayOfWeek: null, dayOfMonth: null, ...r },
    at(after),
  ).toISOString();

/** Stockholm's wall clock of an instant, "YYYY-MM-DD HH:MM". */
const wall = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);

describe('nextRunAfter: daily', () => {
  it('runs later the same day, or tomorrow once the time has passed', () => {
    expect(next({}, '2026-01-15T05:00:00Z')).toBe('2026-01-15T06:00:00.000Z');
    // exactly at the due time: the next one
    expect(next({}, '2026-01-15T06:00:00Z')).toBe('2026-01-16T06:00:00.000Z');
  });

  it('keeps the wall-clock time across the switch to summer time', () => {
    expect(next({}, '2026-03-28T06:00:00Z')).toBe('2026-03-29T05:00:00.000Z');
    expect(wall(new Date('2026-03-29T05:00:00Z'))).toBe('2026-03-29 07:00');
  });

  it('runs a time the spring switch skips an hour later, once', () => {
    const r = { time: '02:30' };
    const first = next(r, '2026-03-28T12:00:00Z');
    expect(first).toBe('2026-03-29T01:30:00.000Z');
    expect(wall(new Date(first))).toBe('2026-03-29 03:30');
    expect(next(r, first)).toBe('2026-03-30T00:30:00.000Z');
  });

  it('runs a time the autumn switch shows twice only at its first occurrence', () => {
    const r = { time: '02:30' };
    const first = next(r, '2026-10-24T12:00:00Z');
    expect(first).toBe('2026-10-25T00:30:00.000Z');
    expect(next(r, first)).toBe('2026-10-26T01:30:00.000Z');
    expect(wall(new Date('2026-10-26T01:30:00Z'))).toBe('2026-10-26 02:30');
  });

  it('runs at midnight of the next local day', () => {
    expect(next({ time: '00:00' }, '2026-06-30T22:30:00Z')).toBe('2026-07-01T22:00:00.000Z');
    expect(next({ time: '00:00' }, '2026-06-30T21:59:00Z')).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('nextRunAfter: weekly', () => {
  const monday = { frequency: 'weekly' as const, time: '08:00', dayOfWeek: 1 };
  it('runs on the chosen weekday', () => {
    // Wednesday 25 November 2026 → Monday 30 November
    expect(next(monday, '2026-11-25T10:00:00Z')).toBe('2026-11-30T07:00:00.000Z');
    expect(next(monday, '2026-11-30T06:59:00Z')).toBe('2026-11-30T07:00:00.000Z');
    expect(next(monday, '2026-11-30T07:00:00Z')).toBe('2026-12-07T07:00:00.000Z');
  });

  it('runs on Sunday across the autumn switch at the same wall-clock time', () => {
    const sunday = { ...monday, dayOfWeek: 7 };
    expect(next(sunday, '2026-10-19T00:00:00Z')).toBe('2026-10-25T07:00:00.000Z');
    expect(wall(new Date('2026-10-25T07:00:00Z'))).toBe('2026-10-25 08:00');
  });
});

describe('nextRunAfter: monthly, quarterly, yearly', () => {
  const last = { frequency: 'monthly' as const, time: '18:00', dayOfMonth: LAST_DAY_OF_MONTH };

  it('runs on the last day of each month, whatever its length', () => {
    expect(next(last, '2026-01-31T17:00:00Z')).toBe('2026-02-28T17:00:00.000Z');
    expect(next(last, '2028-02-01T00:00:00Z')).toBe('2028-02-29T17:00:00.000Z');
    // April is in summer time: 18:00 is 16:00 UTC
    expect(next(last, '2026-04-01T00:00:00Z')).toBe('2026-04-30T16:00:00.000Z');
    expect(next(last, '2026-12-31T17:00:00Z')).toBe('2027-01-31T17:00:00.000Z');
  });

  it('runs on a numbered day, in the next month once it has passed', () => {
    const r = { frequency: 'monthly' as const, time: '09:15', dayOfMonth: 28 };
    expect(next(r, '2026-02-27T12:00:00Z')).toBe('2026-02-28T08:15:00.000Z');
    expect(next(r, '2026-02-28T08:15:00Z')).toBe('2026-03-28T08:15:00.000Z');
  });

  it('runs weekly on the Sunday of the spring switch at a skipped time an hour later', () => {
    const r = { frequency: 'weekly' as const, time: '02:15', dayOfWeek: 7 };
    expect(next(r, '2026-03-23T00:00:00Z')).toBe('2026-03-29T01:15:00.000Z');
    expect(wall(new Date('2026-03-29T01:15:00Z'))).toBe('2026-03-29 03:15');
    expect(next(r, '2026-03-29T01:15:00Z')).toBe('2026-04-05T00:15:00.000Z');
  });

  it('runs quarterly in January, April, July and October', () => {
    const r = { frequency: 'quarterly' as const, time: '09:00', dayOfMonth: 1 };
    expect(next(r, '2026-02-10T00:00:00Z')).toBe('2026-04-01T07:00:00.000Z');
    expect(next(r, '2026-04-01T07:00:00Z')).toBe('2026-07-01T07:00:00.000Z');
    expect(next(r, '2026-11-01T00:00:00Z')).toBe('2027-01-01T08:00:00.000Z');
    expect(next({ ...r, dayOfMonth: LAST_DAY_OF_MONTH }, '2026-05-01T00:00:00Z')).toBe(
      '2026-07-31T07:00:00.000Z',
    );
  });

  it('runs yearly in January', () => {
    const r = { frequency: 'yearly' as const, time: '06:00', dayOfMonth: 15 };
    expect(next(r, '2026-01-14T00:00:00Z')).toBe('2026-01-15T05:00:00.000Z');
    expect(next(r, '2026-01-20T00:00:00Z')).toBe('2027-01-15T05:00:00.000Z');
  });
});

describe('a year of due times', () => {
  const cases: Recurrence[] = [
    { frequency: 'daily', time: '02:30', dayOfWeek: null, dayOfMonth: null },
    { frequency: 'weekly', time: '23:45', dayOfWeek: 7, dayOfMonth: null },
    { frequency: 'monthly', time: '00:00', dayOfWeek: null, dayOfMonth: LAST_DAY_OF_MONTH },
    { frequency: 'quarterly', time: '12:00', dayOfWeek: null, dayOfMonth: 28 },
  ];
  it.each(cases)('$frequency at $time: increasing, at the wall-clock time asked', (r) => {
    let cursor = new Date('2026-01-01T00:00:00Z');
    const seen: Date[] = [];
    while (cursor < new Date('2027-01-01T00:00:00Z')) {
      cursor = nextRunAfter(r, cursor);
      seen.push(cursor);
    }
    const expected = { daily: 366, weekly: 53, monthly: 12, quarterly: 4 }[r.frequency as string];
    expect(seen.length).toBeGreaterThanOrEqual(expected! - 1);
    const times = seen.map((d) => wall(d).slice(11));
    // only the day the spring switch skips 02:30 shows another time
    expect(times.filter((time) => time !== r.time)).toEqual(r.time === '02:30' ? ['03:30'] : []);
    const days = new Set(seen.map((d) => wall(d).slice(0, 10)));
    expect(days.size).toBe(seen.length);
  });
});
