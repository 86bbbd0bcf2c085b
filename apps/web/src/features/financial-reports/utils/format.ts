/** Amounts with two decimals, days and months, in the reader's language. */
export function statementFormat(language: string) {
  const amount = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const whole = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    /** "1234.5" → "1 234,50"; null → "–" */
    amount: (value: string | null) => (value === null ? '–' : amount.format(Number(value))),
    /** for chart axes: "1 235 kr" */
    kr: (value: number) => whole.format(value),
    day: (value: string) => day.format(new Date(`${value}T12:00:00Z`)),
    /** "2026-03" → "mars 2026" */
    month: (value: string) => month.format(new Date(`${value}-15T12:00:00Z`)),
    period: (p: { from: string; to: string }) =>
      `${day.format(new Date(`${p.from}T12:00:00Z`))} – ${day.format(new Date(`${p.to}T12:00:00Z`))}`,
  };
}

export type StatementFormat = ReturnType<typeof statementFormat>;
