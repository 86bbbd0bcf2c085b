/** Amounts come as decimal strings ("-2.50"); shown in the reader's language ("−2,50 kr"). */
export function moneyFormatter(locale: string, currency = 'SEK') {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'SEK' });
  return (amount: string) => format.format(Number(amount));
}

export function isZero(amount: string): boolean {
  return Number(amount) === 0;
}
