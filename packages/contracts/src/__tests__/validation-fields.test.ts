import { describe, expect, it } from 'vitest';
import { id, isoDate, isoMonth, isRealDate, MAX_ID, patchOf, queryId } from '../validation';
import { z } from 'zod';

describe('shared field rules', () => {
  it('takes only days that exist', () => {
    expect(['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31'].map(isRealDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['2026-02-30', '2026-13-01', '0000-01-01', '2026-1-01', '2026-02-28T00:00', ''].map(
        isRealDate,
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(isoDate().safeParse('2026-02-30').error?.issues[0]?.message).toBe('date');
    expect(isoMonth().safeParse('0000-01').error?.issues[0]?.message).toBe('month');
    expect(isoMonth().safeParse('2026-11').success).toBe(true);
  });

  it('takes only ids the database can hold', () => {
    expect(id().safeParse(MAX_ID).success).toBe(true);
    expect(id().safeParse(MAX_ID + 1).error?.issues[0]?.message).toBe('no_such');
    expect(queryId().safeParse('2147483648').error?.issues[0]?.message).toBe('no_such');
    expect(queryId().safeParse('0').success).toBe(false);
    expect(queryId().parse('42')).toBe(42);
  });

  it('refuses a patch with nothing to change', () => {
    const patch = patchOf(z.object({ name: z.string() }).partial());
    expect(patch.safeParse({}).error?.issues[0]?.message).toBe('nothing_to_change');
    expect(patch.safeParse({ unknown: 1 }).success).toBe(false);
    expect(patch.safeParse({ name: 'x' }).success).toBe(true);
  });
});
