/** Days, times, kronor and counts in the reader's language. */
export function ledgerFormat(language: string) {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' });
  const count = new Intl.NumberFormat(language);
  const dayMonth = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    day: (value: string) => day.format(new Date(`${value}T12:00:00Z`)),
    /** "1 jan.": a day whose year is said elsewhere */
    dayMonth: (value: string) => dayMonth.format(new Date(`${value}T12:00:00Z`)),
    time: (value: string | null) => (value ? time.format(new Date(value)) : null),
    kr: (amount: string) => money.format(Number(amount)),
    count: (n: number) => count.format(n),
    /** "2026-03" → "mars 2026" */
    month: (value: string) => month.format(new Date(`${value}-15T12:00:00Z`)),
  };
}

/** "A 12": a voucher as people name it. */
export const voucherName = (v: { series: string; number: string }) =>
  `${v.series} ${v.number}`.trim();

/** "2025", or "2024/2025" for a financial year that is not a calendar year. */
export function yearLabel(year: { start: string; end: string }): string {
  const from = year.start.slice(0, 4);
  const to = year.end.slice(0, 4);
  return from === to ? from : `${from}/${to}`;
}
