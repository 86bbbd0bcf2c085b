/** Amounts are öre (minor units) inside the simulator and decimal strings on the wire, as WooCommerce sends them. */
export const formatAmount = (minor: number): string => {
  const text = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
};

/** The VAT inside a VAT-inclusive amount (prices_include_tax), rounded half up to the öre. */
export const vatInGross = (gross: number, ratePercent: number): number =>
  Math.sign(gross) * Math.round((Math.abs(gross) * ratePercent) / (100 + ratePercent));

export const sum = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);
