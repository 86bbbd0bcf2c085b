import type { CatalogItem } from '@portal/contracts/schemas/catalog';

/** SEK decimal strings ("299.00") in the reader's language ("299,00 kr"). */
export function sekFormatter(locale: string) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
  return (amount: string) => format.format(Number(amount));
}

/** What paying yearly saves against twelve monthly payments, in SEK with two decimals. */
export function yearlySaving(prices: CatalogItem['prices']): string | null {
  if (!prices.monthly || !prices.yearly) return null;
  const saving = 12 * Number(prices.monthly) - Number(prices.yearly);
  return saving > 0 ? saving.toFixed(2) : null;
}

export const isFree = (prices: CatalogItem['prices']) => !Number(prices.monthly ?? 0);
