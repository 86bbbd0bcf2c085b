/** Amounts live in minor units (öre, cent) as integers; Shopify sends them as decimal strings. */
export function formatMinor(minor: number): string {
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Integer division rounding half away from zero. */
export function divideRounded(numerator: number, denominator: number): number {
  const q = Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator));
  return numerator < 0 ? -q : q;
}

/** The VAT inside a VAT-inclusive amount, per line, the way Shopify rounds it. */
export const vatInGross = (gross: number, ratePercent: number): number =>
  divideRounded(gross * ratePercent, 100 + ratePercent);

/** A presentment amount in shop currency at a rate with four decimals ("11.4523"). */
export function convert(minor: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const scaled = Number(whole! + fraction.padEnd(4, '0').slice(0, 4));
  return divideRounded(minor * scaled, 10_000);
}
