/** SEK decimal strings from the API ("2388.00") in the reader's language ("2 388,00 kr"). */
export function sekFormatter(locale: string) {
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-SE' : 'sv-SE', {
    style: 'currency',
    currency: 'SEK',
  });
  return (amount: string) => format.format(Number(amount));
}

/** A YYYY-MM-DD day in the reader's language. */
export function dayFormatter(locale: string) {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** The calendar month an invoice is for ("november 2026"). */
export function monthFormatter(locale: string) {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}
