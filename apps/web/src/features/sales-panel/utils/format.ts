/** The locale numbers and dates are written in: sv-SE, or en-GB for English. */
export function intlLocale(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'sv-SE';
}

/** An amount ("-12.50") with its currency, as the reader writes money; without one, the number. */
export function formatMoney(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const locale = intlLocale(language);
  try {
    if (/^[A-Z]{3}$/.test(currency))
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    // a code Intl does not know: the number with the code after it
  }
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value);
  return currency ? `${number} ${currency}` : number;
}

/** Day and time formatters for the reader's language. */
export function dateFormats(language: string) {
  const locale = intlLocale(language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return {
    /** a calendar day, YYYY-MM-DD, the same wherever the reader is */
    day: (value: string) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(parsed.getTime()) ? value : day.format(parsed);
    },
    /** an instant: its date and time where the reader is */
    date: (value: string) => date.format(new Date(value)),
    time: (value: string) => time.format(new Date(value)),
  };
}
