/** Kronor, days and times in the reader's language. */
export function duplicateFormat(language: string) {
  const money = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const currency = new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    /** a row's side: "1 250,00", nothing for zero */
    side: (amount: number) => (amount === 0 ? '' : money.format(amount)),
    kr: (amount: string) => currency.format(Number(amount)),
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}

export type DuplicateFormat = ReturnType<typeof duplicateFormat>;
