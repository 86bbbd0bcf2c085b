/** Days (YYYY-MM-DD), months (YYYY-MM), times and kronor in the reader's language. */
export function formatters(language: string) {
  const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const timeFormat = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' });
  return {
    day: (value: string | null) => (value ? dayFormat.format(new Date(`${value}T12:00:00Z`)) : '–'),
    month: (value: string) => monthFormat.format(new Date(`${value}-01T12:00:00Z`)),
    time: (value: string) => timeFormat.format(new Date(value)),
    kr: (amount: string) => money.format(Number(amount)),
  };
}
export type Formatters = ReturnType<typeof formatters>;

/** "2026" for a calendar fiscal year, "2025/26" for a broken one. */
export function fiscalYearLabel(year: number, endMonth: number): string {
  return endMonth === 12 ? String(year) : `${year - 1}/${String(year).slice(2)}`;
}
