/** The locale numbers and dates are written in: sv-SE, or en-GB for English. */
export function intlLocale(language: string): string {
  return language.startsWith('en') ? 'en-GB' : 'sv-SE';
}

/** Minor units (öre) as money in the reader's way of writing it. */
export function formatMinor(minor: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
      minor / 100,
    );
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** Grams as kilograms, up to three decimals ("1,25 kg"). */
export function formatWeight(grams: number, language: string): string {
  const kg = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 3 });
  return `${kg.format(grams / 1000)} kg`;
}

/** A calendar day (YYYY-MM-DD) or an instant, as a date in the reader's language. */
export function formatDay(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = value.length === 10 ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone }).format(
    date,
  );
}

export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A parcel's length × width × height in cm, or null when any is missing. */
export function formatDimensions(parcel: {
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
}): string | null {
  const { length_cm: l, width_cm: w, height_cm: h } = parcel;
  return l && w && h ? `${l} × ${w} × ${h} cm` : null;
}
