import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, convertMinor, formatMinor, parseMinor, vatInGross, vatOnNet } from '../money';

describe('money in minor units (ADR 002)', () => {
  it('parses provider decimal strings exactly', () => {
    expect(parseMinor('199.00', 'SEK')).toBe(19900);
    expect(parseMinor('0.1', 'SEK')).toBe(10);
    expect(parseMinor('-5.5', 'EUR')).toBe(-550);
    expect(parseMinor('12.345', 'SEK')).toBe(1235);
    expect(parseMinor('-0.004', 'SEK')).toBe(0);
    expect(parseMinor('1500', 'JPY')).toBe(1500);
    expect(() => parseMinor('1,50', 'SEK')).toThrow(/Not a decimal/);
    expect(() => parseMinor('', 'SEK')).toThrow();
  });

  it('formats back to two-decimal strings', () => {
    expect(formatMinor(19900, 'SEK')).toBe('199.00');
    expect(formatMinor(-5, 'SEK')).toBe('-0.05');
    expect(formatMinor(0, 'SEK')).toBe('0.00');
    expect(formatMinor(1500, 'JPY')).toBe('1500');
  });

  it('round-trips every amount through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(parseMinor(formatMinor(minor, 'SEK'), 'SEK')).toBe(minor);
      }),
    );
  });

  it('computes Swedish VAT on net and inside gross amounts', () => {
    expect(vatOnNet(10000, 25)).toBe(2500);
    expect(vatOnNet(999, 12)).toBe(120); // 119.88 öre → 120
    expect(vatOnNet(-999, 12)).toBe(-120);
    expect(vatInGross(12500, 25)).toBe(2500);
    expect(vatInGross(10600, 6)).toBe(600);
    expect(vatInGross(100, 25)).toBe(20);
  });

  it('keeps net + VAT = gross for VAT taken out of gross prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.constantFrom(25, 12, 6, 0),
        (gross, rate) => {
          const vat = vatInGross(gross, rate);
          expect(gross - vat + vat).toBe(gross);
          // the VAT is the rate's share of the net, to within half an öre of rounding
          expect(Math.abs(vat * 100 - (gross - vat) * rate)).toBeLessThanOrEqual(100 + rate);
        },
      ),
    );
  });

  it('converts at the provider rate, rounding once', () => {
    expect(convertMinor(10000, 'EUR', '11.2345')).toBe(112345);
    expect(convertMinor(1, 'EUR', '11.2345')).toBe(11);
    expect(convertMinor(1500, 'JPY', '0.0712')).toBe(10680);
    expect(convertMinor(-10000, 'USD', '10.5')).toBe(-105000);
  });

  it('allocates a total over weights so the parts add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts).toHaveLength(weights.length);
        },
      ),
    );
  });
});
