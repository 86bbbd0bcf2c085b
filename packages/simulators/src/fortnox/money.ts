/** Amounts travel as JSON numbers with two decimals; arithmetic happens in öre. */
export const toOre = (amount: number): number => Math.round(amount * 100);

export const fromOre = (ore: number): number => ore / 100;

export const roundAmount = (amount: number): number => fromOre(toOre(amount));

export const sumOre = (amounts: readonly number[]): number =>
  amounts.reduce((total, amount) => total + toOre(amount), 0);
