import { describe, expect, it } from 'vitest';
import { impliedVatRate } from '../model/sale';

describe('impliedVatRate', () => {
  it('reads a Swedish rate through the shop’s per-unit rounding', () => {
    // 3 × 33.33 kr at 12 %: VAT rounded per unit (4.00) then times three
    expect(impliedVatRate(9999, 1200)).toBe(12);
    expect(impliedVatRate(8000, 2000)).toBe(25);
    expect(impliedVatRate(4717, 283)).toBe(6);
  });

  it('keeps a rate that is no Swedish rate, so the posting reports it', () => {
    expect(impliedVatRate(10000, 1900)).toBe(19);
    expect(impliedVatRate(10000, 0)).toBe(0);
  });
});
