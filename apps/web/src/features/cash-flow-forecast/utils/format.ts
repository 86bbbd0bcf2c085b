/** Kronor, percents, months and days in the reader's language. */
export function forecastFormat(language: string) {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const other = (currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
  const one = new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const longMonth = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    kr: (amount: string | number | null) => (amount === null ? '–' : money.format(Number(amount))),
    money: (amount: string, currency: string) => other(currency).format(Number(amount)),
    percent: (value: string | null) => (value === null ? '–' : `${one.format(Number(value))} %`),
    month: (value: string) => month.format(new Date(`${value}-15T12:00:00Z`)),
    longMonth: (value: string) => longMonth.format(new Date(`${value}-15T12:00:00Z`)),
    day: (value: string) => day.format(new Date(`${value}T12:00:00Z`)),
    number: (value: number, digits = 2) => value.toFixed(digits),
  };
}

export type ForecastFormat = ReturnType<typeof forecastFormat>;
