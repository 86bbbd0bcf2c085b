/**
 * Money as integer minor units (öre for SEK) beside an ISO 4217 code (ADR 002). Provider amounts
 * arrive as decimal strings ("199.00") or integers in minor units (Stripe); this module is the one
 * place they become numbers, by string arithmetic, never through a binary float.
 */
export interface Money {
  /** integer, in the currency's minor unit */
  minor: number;
  currency: string;
}

/** ISO 4217 currencies whose minor unit is not 1/100. */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, ISK: 0, BHD: 3, KWD: 3, JOD: 3 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * "199.00" → 19900 (for a 2-digit currency). More fraction digits than the currency has are
 * rounded half away from zero, as providers that send "12.345" mean.
 */
export function parseMinor(amount: string, currency: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const [, sign, whole, fraction = ''] = match;
  const digits = minorDigits(currency);
  const kept = (fraction + '0'.repeat(digits)).slice(0, digits);
  let minor = BigInt(whole! + kept);
  const rest = fraction.slice(digits);
  if (rest && rest[0]! >= '5') minor += 1n;
  const value = Number(sign === '-' ? -minor : minor);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount out of range: "${amount}"`);
  return value === 0 ? 0 : value; // no -0
}

/** 19900 → "199.00": the decimal string the API and SIE files carry. */
export function formatMinor(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
  const digits = minorDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  const fraction = digits ? `.${text.slice(-digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Integer division rounding half away from zero, in BigInt. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** VAT of a net amount at a whole-percent rate (25, 12, 6, 0), rounded to the minor unit. */
export function vatOnNet(netMinor: number, ratePercent: number): number {
  return Number(divideRounded(BigInt(netMinor) * BigInt(ratePercent), 100n));
}

/** The VAT inside a gross amount (VAT-inclusive prices): gross × rate / (100 + rate). */
export function vatInGross(grossMinor: number, ratePercent: number): number {
  return Number(divideRounded(BigInt(grossMinor) * BigInt(ratePercent), BigInt(100 + ratePercent)));
}

/**
 * Converts a foreign amount to SEK at a decimal rate ("11.2345" SEK per unit), rounding half away
 * from zero once, on the result.
 */
export function convertMinor(
  amountMinor: number,
  fromCurrency: string,
  rate: string,
  toCurrency = 'SEK',
): number {
  const match = DECIMAL.exec(rate.trim());
  if (!match || match[1] === '-') throw new RangeError(`Not an exchange rate: "${rate}"`);
  const fraction = match[3] ?? '';
  const rateScaled = BigInt(match[2]! + fraction);
  const shift = fraction.length + minorDigits(fromCurrency) - minorDigits(toCurrency);
  const numerator = BigInt(amountMinor) * rateScaled;
  const result =
    shift >= 0 ? divideRounded(numerator, 10n ** BigInt(shift)) : numerator * 10n ** BigInt(-shift);
  return Number(result);
}

/**
 * Splits a total over weights by largest remainder, so the parts always add up to the total
 * (a discount spread over lines, a fee over orders).
 */
export function allocate(totalMinor: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? totalMinor : 0));
  const total = BigInt(totalMinor);
  const parts = weights.map((w) => (total * BigInt(w)) / BigInt(sum));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, rest: (total * BigInt(w)) % BigInt(sum) }))
    .sort((a, b) => {
      const ra = a.rest < 0n ? -a.rest : a.rest;
      const rb = b.rest < 0n ? -b.rest : b.rest;
      return rb > ra ? 1 : rb < ra ? -1 : a.i - b.i;
    });
  const step = left < 0n ? -1n : 1n;
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = parts[i]! + step;
    left -= step;
  }
  return parts.map(Number);
}

/** −amount without the −0 that JavaScript makes of −(0). */
export function negate(minor: number): number {
  return minor === 0 ? 0 : -minor;
}
