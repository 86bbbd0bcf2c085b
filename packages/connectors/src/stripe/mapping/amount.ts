import { minorDigits } from '../../money';

/** Stripe's zero-decimal currencies (docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);
/** Three-decimal currencies: Stripe sends three digits, the last always 0. */
const THREE_DECIMAL = new Set('BHD JOD KWD OMR TND'.split(' '));

/** How many fraction digits Stripe's integer amounts carry in a currency. */
export function stripeDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2; // ISK, HUF and TWD included: Stripe writes them with two decimals
}

/**
 * A Stripe integer amount → our minor units (money.ts). The same for SEK, EUR and most
 * currencies; where Stripe and ISO 4217 count digits differently (ISK), the amount is rescaled,
 * and an amount that does not rescale exactly is refused rather than rounded.
 */
export function fromStripeMinor(amount: number, currency: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a Stripe amount: ${amount}`);
  const shift = minorDigits(currency) - stripeDigits(currency);
  if (shift >= 0) return amount * 10 ** shift;
  const divisor = 10 ** -shift;
  if (amount % divisor !== 0)
    throw new RangeError(`${amount} ${currency.toUpperCase()} is not a whole minor unit`);
  return amount / divisor || 0;
}
