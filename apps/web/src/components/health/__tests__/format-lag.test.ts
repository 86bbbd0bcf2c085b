import { describe, expect, it } from 'vitest';
import { lagUnit } from '../format-lag';

describe('lagUnit', () => {
  it('names a lag in its largest whole unit', () => {
    expect(lagUnit(0)).toEqual({ unit: 'seconds', count: 0 });
    expect(lagUnit(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(lagUnit(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(lagUnit(43_650)).toEqual({ unit: 'hours', count: 12 });
    expect(lagUnit(3 * 86_400 + 5)).toEqual({ unit: 'days', count: 3 });
  });
});
